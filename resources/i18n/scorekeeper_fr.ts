<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>rating (μ − 3σ)</source>
        <translation>classement (μ − 3σ)</translation>
    </message>
    <message>
        <source>μ (skill)</source>
        <translation>μ (niveau)</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Ratings over time</source>
        <translation>Classements dans le temps</translation>
    </message>
    <message>
        <source>No finished games of this game yet.</source>
        <translation>Pas encore de partie terminée de ce jeu.</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>classement</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>Sauvegarder la base de données</translation>
    </message>
    <message>
        <source>Back up</source>
        <translation>Sauvegarder</translation>
    </message>
    <message>
        <source>{0} already exists. Replace it with this backup?</source>
        <translation>{0} existe déjà. Le remplacer par cette sauvegarde ?</translation>
    </message>
    <message>
        <source>The backup was not made: {0}</source>
        <translation>La sauvegarde n’a pas été faite : {0}</translation>
    </message>
    <message>
        <source>Every game is backed up to {0} ({1:.1f} MB). To bring it back: scorekeeper restore {0}</source>
        <translation>Toutes les parties sont sauvegardées dans {0} ({1:.1f} Mo). Pour les récupérer : scorekeeper restore {0}</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} sur {1}</translation>
    </message>
    <message>
        <source>Sitting of {0} · {1} · game {2} of {3}</source>
        <translation>Soirée du {0} · {1} · partie {2} sur {3}</translation>
    </message>
    <message>
        <source>Winner of the night: &lt;b&gt;{0}&lt;/b&gt; ({1})</source>
        <translation>Vainqueur de la soirée : &lt;b&gt;{0}&lt;/b&gt; ({1})</translation>
    </message>
    <message>
        <source>1 game won</source>
        <translation>1 partie gagnée</translation>
    </message>
    <message>
        <source>{0} games won</source>
        <translation>{0} parties gagnées</translation>
    </message>
    <message>
        <source>{0} of the night: &lt;b&gt;{1}&lt;/b&gt;</source>
        <translation>{0} de la soirée : &lt;b&gt;{1}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No hands played yet.</source>
        <translation>Aucune donne jouée pour l’instant.</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Running totals</source>
        <translation>Totaux cumulés</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>défaites</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victoires</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>Hand {0}: dealt by {1} (total {2})</source>
        <translation>Donne {0} : distribuée par {1} (total {2})</translation>
    </message>
    <message>
        <source>hand  (■ its dealer, ○ reset to 0)</source>
        <translation>donne  (■ son donneur, ○ retour à 0)</translation>
    </message>
    <message>
        <source>hand  (■ its dealer)</source>
        <translation>donne  (■ son donneur)</translation>
    </message>
    <message>
        <source>Exact bids by hand size</source>
        <translation>Annonces exactes par nombre de cartes</translation>
    </message>
    <message>
        <source>cards in the hand (under it: hands played)</source>
        <translation>cartes dans la donne (dessous : donnes jouées)</translation>
    </message>
    <message>
        <source>bid exactly</source>
        <translation>annonce exacte</translation>
    </message>
    <message>
        <source>Bids against tricks</source>
        <translation>Annonces contre plis</translation>
    </message>
    <message>
        <source>bid against tricks taken</source>
        <translation>annonce contre plis faits</translation>
    </message>
    <message>
        <source>hands</source>
        <translation>donnes</translation>
    </message>
    <message>
        <source>bid over</source>
        <translation>trop haut</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exacte</translation>
    </message>
    <message>
        <source>bid under</source>
        <translation>trop bas</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} hands bid over ({3:.0%})</source>
        <translation>{0} : {1} donnes sur {2} annoncées trop haut ({3:.0%})</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} hands bid exactly ({3:.0%})</source>
        <translation>{0} : {1} donnes sur {2} annoncées exactement ({3:.0%})</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} hands bid under ({3:.0%})</source>
        <translation>{0} : {1} donnes sur {2} annoncées trop bas ({3:.0%})</translation>
    </message>
    <message>
        <source>{0}, {1} cards: no hands</source>
        <translation>{0}, {1} cartes : aucune donne</translation>
    </message>
    <message>
        <source>{0}, {1} cards: {2} of {3} hands bid exactly ({4:.0%})</source>
        <translation>{0}, {1} cartes : {2} donnes sur {3} annoncées exactement ({4:.0%})</translation>
    </message>
    <message>
        <source>Something went wrong ({0} unexpected errors), and what you asked for was not done.</source>
        <translation>Un problème est survenu ({0} erreurs inattendues), et votre demande n’a pas été exécutée.</translation>
    </message>
    <message>
        <source>Something went wrong, and what you asked for was not done.</source>
        <translation>Un problème est survenu, et votre demande n’a pas été exécutée.</translation>
    </message>
    <message>
        <source>What failed: {0}

Nothing you recorded is lost: every entry was saved the moment the screen showed it.

The details are in {1} — please send that file with a line on what you were doing.</source>
        <translation>Échec : {0}

Rien de ce que vous avez noté n’est perdu : chaque saisie a été enregistrée dès son affichage.

Les détails sont dans {1} — merci d’envoyer ce fichier avec une ligne sur ce que vous faisiez.</translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n défaite</numerusform>
            <numerusform>%n défaites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n victoire</numerusform>
            <numerusform>%n victoires</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation>à l’instant</translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s) ago</source>
        <translation>
            <numerusform>il y a %n minute</numerusform>
            <numerusform>il y a %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s) ago</source>
        <translation>
            <numerusform>il y a %n heure</numerusform>
            <numerusform>il y a %n heures</numerusform>
        </translation>
    </message>
    <message>
        <source>yesterday</source>
        <translation>hier</translation>
    </message>
    <message>
        <source>d MMM yyyy</source>
        <comment>Qt&apos;s date format: a date in the start screen&apos;s lists</comment>
        <translation>d MMM yyyy</translation>
    </message>
    <message>
        <source>Player leaves</source>
        <translation>Un joueur s’en va</translation>
    </message>
    <message>
        <source>&amp;Who leaves:</source>
        <translation>&amp;Qui s’en va :</translation>
    </message>
    <message>
        <source>{0} (back in)</source>
        <translation>{0} (revient)</translation>
    </message>
    <message>
        <source>Sits out next hand</source>
        <translation>Passe la prochaine donne</translation>
    </message>
    <message>
        <source>&amp;Who sits out:</source>
        <translation>&amp;Qui passe :</translation>
    </message>
</context>
<context>
    <name>BidsPanel</name>
    <message>
        <source>Bids</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>≠{0}</source>
        <translation>≠{0}</translation>
    </message>
    <message>
        <source>{0} to bid</source>
        <translation>À {0} d’annoncer</translation>
    </message>
    <message>
        <source>{0} leads</source>
        <translation>{0} entame</translation>
    </message>
</context>
<context>
    <name>BigBoard</name>
    <message>
        <source>Players&apos; display</source>
        <translation>Affichage des joueurs</translation>
    </message>
    <message>
        <source>share first place</source>
        <translation>partagent la première place</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>défaite</translation>
    </message>
    <message>
        <source>losses</source>
        <translation>défaites</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victoires</translation>
    </message>
    <message>
        <source>win</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>No hands were played</source>
        <translation>Aucune donne n’a été jouée</translation>
    </message>
    <message>
        <source> of {0}</source>
        <translation> sur {0}</translation>
    </message>
    <message>
        <source>Hand {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>{0} distribue</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} cartes</translation>
    </message>
    <message>
        <source>F11 or Esc: close · typing still goes to the scorekeeper</source>
        <translation>F11 ou Échap : fermer · la saisie va toujours au marqueur</translation>
    </message>
    <message>
        <source> · right-click: choose the screen</source>
        <translation> · clic droit : choisir l’écran</translation>
    </message>
    <message>
        <source>Show the players&apos; display on</source>
        <translation>Montrer l’affichage des joueurs sur</translation>
    </message>
    <message>
        <source>Close (F11)</source>
        <translation>Fermer (F11)</translation>
    </message>
    <message>
        <source>Screen</source>
        <translation>Écran</translation>
    </message>
</context>
<context>
    <name>ChartsDialog</name>
    <message>
        <source>Charts — Scorekeeper</source>
        <translation>Graphiques — Scorekeeper</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
</context>
<context>
    <name>CorrectHandDialog</name>
    <message>
        <source>Correct hand {0}</source>
        <translation>Corriger la donne {0}</translation>
    </message>
    <message>
        <source>Hand {0}: {1}, {2} dealt.</source>
        <translation>Donne {0} : {1}, {2} a donné.</translation>
    </message>
    <message>
        <source>The {0} after it will be re-scored.</source>
        <translation>Recalculé ensuite : {0}.</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <source>Turn-up card</source>
        <translation>Retourne</translation>
    </message>
    <message>
        <source>turn-up, e.g. QH (empty: not recorded)</source>
        <translation>retourne, p. ex. QH (vide : non notée)</translation>
    </message>
    <message>
        <source>Turn-up:</source>
        <translation>Retourne :</translation>
    </message>
</context>
<context>
    <name>EntryCell</name>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>(deals)</source>
        <translation>(distribue)</translation>
    </message>
</context>
<context>
    <name>GameDetail</name>
    <message>
        <source>Choose a game</source>
        <translation>Choisissez une partie</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Soirée</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Key: {0} (in the list of games)</source>
        <translation>Touche : {0} (dans la liste des parties)</translation>
    </message>
    <message>
        <source>Key: {0}</source>
        <translation>Touche : {0}</translation>
    </message>
    <message>
        <source>The venue, who brought the cards, a dispute settled …</source>
        <translation>Le lieu, qui a apporté les cartes, une dispute tranchée …</translation>
    </message>
    <message>
        <source>Save notes</source>
        <translation>Enregistrer les notes</translation>
    </message>
    <message>
        <source>Notes can be at most {0:,} characters long; these are {1:,}.</source>
        <translation>Les notes font au plus {0:,} caractères ; celles-ci en font {1:,}.</translation>
    </message>
    <message>
        <source>The notes were not saved: {0}</source>
        <translation>Les notes n’ont pas été enregistrées : {0}</translation>
    </message>
    <message>
        <source>Notes saved.</source>
        <translation>Notes enregistrées.</translation>
    </message>
    <message>
        <source> · won by {0}</source>
        <translation> · gagnée par {0}</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source> · deleted (in the trash)</source>
        <translation> · supprimée (dans la corbeille)</translation>
    </message>
    <message>
        <source>Game {0} has been deleted (it is in the trash); restore it from Trash to go on with it.</source>
        <translation>La partie {0} a été supprimée (elle est dans la corbeille) ; restaurez-la depuis la Corbeille pour la continuer.</translation>
    </message>
    <message>
        <source>Export scorecard</source>
        <translation>Exporter la feuille de marque</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Impossible d’écrire {0} : {1}</translation>
    </message>
    <message>
        <source>Scorecard saved as {0} images: {1}, {2} … {3}</source>
        <translation>Feuille de marque enregistrée en {0} images : {1}, {2} … {3}</translation>
    </message>
    <message>
        <source>Scorecard saved as {0}</source>
        <translation>Feuille de marque enregistrée sous {0}</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Supprimer la partie</translation>
    </message>
    <message>
        <source>Delete this game ({0})? You can undo it until you close Scorekeeper.</source>
        <translation>Supprimer cette partie ({0}) ? Vous pouvez l’annuler jusqu’à la fermeture de Scorekeeper.</translation>
    </message>
</context>
<context>
    <name>HandEntry</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>can&apos;t bid {0}</source>
        <translation>ne peut pas annoncer {0}</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>annonce {0}</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>entame</translation>
    </message>
    <message>
        <source> · {0}× penalty</source>
        <translation> · {0}× pénalité</translation>
    </message>
    <message>
        <source>{0} leads</source>
        <translation>{0} entame</translation>
    </message>
    <message>
        <source>{0} by whom? Type the player&apos;s first letter (Esc: never mind)</source>
        <translation>{0} par qui ? Tapez l’initiale du joueur (Échap : tant pis)</translation>
    </message>
    <message>
        <source>All bids in. Press Enter to enter the tricks.</source>
        <translation>Toutes les annonces sont faites. Entrée pour saisir les plis.</translation>
    </message>
    <message>
        <source>{0} to bid (0–{1})</source>
        <translation>À {0} d’annoncer (0–{1})</translation>
    </message>
    <message>
        <source>  ·  someone else called? type their first letter</source>
        <translation>  ·  quelqu’un d’autre a annoncé ? tapez son initiale</translation>
    </message>
    <message>
        <source>Tricks taken by {0}?</source>
        <translation>Plis faits par {0} ?</translation>
    </message>
    <message>
        <source>Press Enter to record the hand (Esc to change bids).</source>
        <translation>Entrée pour enregistrer la donne (Échap pour changer les annonces).</translation>
    </message>
    <message>
        <source>All bids are in: press Enter for the tricks.</source>
        <translation>Toutes les annonces sont faites : Entrée pour les plis.</translation>
    </message>
    <message>
        <source>{0} cannot take {1} tricks in a hand of {2} cards</source>
        <translation>{0} ne peut pas faire {1} plis dans une donne de {2} cartes</translation>
    </message>
    <message>
        <source>{0} would have taken {1} of the {2} tricks: check the counts (Backspace takes one back)</source>
        <translation>{0} auraient fait {1} des {2} plis : vérifiez les nombres (Retour arrière en enlève un)</translation>
    </message>
    <message>
        <source>Waiting for {0}&apos;s bid.</source>
        <translation>En attente de l’annonce de {0}.</translation>
    </message>
    <message>
        <source>Enter the tricks of {0}.</source>
        <translation>Saisissez les plis de {0}.</translation>
    </message>
    <message>
        <source>Hand {0} recorded.</source>
        <translation>Donne {0} enregistrée.</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <comment>names</comment>
        <translation>{0} ou {1}</translation>
    </message>
    <message>
        <source>{0}? Type the next letter of the name.</source>
        <translation>{0} ? Tapez la lettre suivante du nom.</translation>
    </message>
    <message>
        <source>No player&apos;s name starts with {0}.</source>
        <translation>Aucun nom de joueur ne commence par {0}.</translation>
    </message>
    <message>
        <source>{0} by {1} recorded ({2} in this hand; Ctrl+Z takes it back).</source>
        <translation>{0} de {1} enregistré ({2} dans cette donne ; Ctrl+Z l’annule).</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>Sitting</source>
        <translation>Soirée</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonnée</translation>
    </message>
</context>
<context>
    <name>HistoryView</name>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Any player</source>
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Any status</source>
        <translation>Tous les états</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <source>In progress</source>
        <translation>En cours</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Only games from a date</source>
        <translation>Seulement les parties à partir d’une date</translation>
    </message>
    <message>
        <source>From date</source>
        <translation>Date de début</translation>
    </message>
    <message>
        <source>To date</source>
        <translation>Date de fin</translation>
    </message>
    <message>
        <source>Search names</source>
        <translation>Chercher des noms</translation>
    </message>
    <message>
        <source>Search names…  (Ctrl+F)</source>
        <translation>Chercher des noms…  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Undo delete  (Ctrl+Z)</source>
        <translation>Annuler la suppression  (Ctrl+Z)</translation>
    </message>
    <message>
        <source>&amp;Trash</source>
        <translation>&amp;Corbeille</translation>
    </message>
    <message>
        <source>Deleted games: restore them, or empty the trash</source>
        <translation>Parties supprimées : les restaurer, ou vider la corbeille</translation>
    </message>
    <message>
        <source>Re&amp;ports…</source>
        <translation>&amp;Rapports…</translation>
    </message>
    <message>
        <source>The evening of the game chosen, the season, a player&apos;s card, head to head</source>
        <translation>La soirée de la partie choisie, la saison, la fiche d’un joueur, face-à-face</translation>
    </message>
    <message>
        <source>to</source>
        <translation>au</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Chosen game</source>
        <translation>Partie choisie</translation>
    </message>
    <message numerus="yes">
        <source>%Ln game(s)</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Trash ({0})</source>
        <translation>&amp;Corbeille ({0})</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Game {0} moved to the trash: Ctrl+Z or Trash restores it.</source>
        <translation>La partie {0} est dans la corbeille : Ctrl+Z ou la Corbeille la restaure.</translation>
    </message>
    <message>
        <source>Game {0} is back from the trash.</source>
        <translation>La partie {0} est revenue de la corbeille.</translation>
    </message>
</context>
<context>
    <name>HouseChoices</name>
    <message>
        <source>after the last hand</source>
        <translation>après la dernière donne</translation>
    </message>
    <message>
        <source>when the scorekeeper ends it</source>
        <translation>quand le marqueur l’arrête</translation>
    </message>
    <message>
        <source>after a hand where a total passes</source>
        <translation>après une donne où un total dépasse</translation>
    </message>
    <message>
        <source>no: any bid</source>
        <translation>non : toute annonce</translation>
    </message>
    <message>
        <source>yes: the last bidder is hooked</source>
        <translation>oui : le dernier est contraint</translation>
    </message>
    <message>
        <source>left of the dealer</source>
        <translation>à gauche du donneur</translation>
    </message>
    <message>
        <source>the highest bidder</source>
        <translation>le plus fort annonceur</translation>
    </message>
    <message>
        <source>left of the last bidder</source>
        <translation>à gauche du dernier annonceur</translation>
    </message>
    <message>
        <source>clockwise, the dealer last</source>
        <translation>dans le sens horaire, le donneur en dernier</translation>
    </message>
    <message>
        <source>in any order, as called</source>
        <translation>dans n’importe quel ordre, à l’appel</translation>
    </message>
    <message>
        <source>all at once</source>
        <translation>tous ensemble</translation>
    </message>
    <message>
        <source>52 cards</source>
        <translation>52 cartes</translation>
    </message>
    <message>
        <source>36 cards (6 to A)</source>
        <translation>36 cartes (6 à A)</translation>
    </message>
    <message>
        <source>32 cards (7 to A)</source>
        <translation>32 cartes (7 à A)</translation>
    </message>
    <message>
        <source>28 cards (8 to A)</source>
        <translation>28 cartes (8 à A)</translation>
    </message>
    <message>
        <source>24 cards (9 to A)</source>
        <translation>24 cartes (9 à A)</translation>
    </message>
    <message>
        <source>63 cards (52 + 11s, 12s, red 13s)</source>
        <translation>63 cartes (52 + les 11, les 12, les 13 rouges)</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>sans atout</translation>
    </message>
    <message>
        <source>the dealer&apos;s last card</source>
        <translation>la dernière carte du donneur</translation>
    </message>
    <message>
        <source>none recorded</source>
        <translation>aucune notée</translation>
    </message>
    <message>
        <source>revoke</source>
        <translation>renonce</translation>
    </message>
    <message>
        <source>renege</source>
        <translation>refus de fournir</translation>
    </message>
    <message>
        <source>points per penalty</source>
        <translation>points par pénalité</translation>
    </message>
    <message>
        <source>the hand scores at most</source>
        <translation>la donne compte au plus</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>× bid</source>
        <translation>× annonce</translation>
    </message>
    <message>
        <source>× tricks</source>
        <translation>× plis</translation>
    </message>
    <message>
        <source>× tricks off</source>
        <translation>× plis d’écart</translation>
    </message>
    <message>
        <source>× cards</source>
        <translation>× cartes</translation>
    </message>
    <message>
        <source>down: largest hand to 1</source>
        <translation>down : plus grande donne jusqu’à 1</translation>
    </message>
    <message>
        <source>up: 1 to the largest hand</source>
        <translation>up : 1 jusqu’à la plus grande donne</translation>
    </message>
    <message>
        <source>up-down: 1 up to the largest and back</source>
        <translation>up-down : de 1 jusqu’à la plus grande et retour</translation>
    </message>
    <message>
        <source>down-up: largest down to 1 and back</source>
        <translation>down-up : de la plus grande jusqu’à 1 et retour</translation>
    </message>
    <message>
        <source>constant: the same every hand</source>
        <translation>constant : la même à chaque donne</translation>
    </message>
    <message>
        <source>climb: 1, 2, 3 … then the largest</source>
        <translation>climb : 1, 2, 3 … puis la plus grande</translation>
    </message>
    <message>
        <source>list: the hands you type</source>
        <translation>list : les donnes que vous saisissez</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>made bids</source>
        <translation>annonces réussies</translation>
    </message>
    <message>
        <source>made bids above 0</source>
        <translation>annonces réussies au-dessus de 0</translation>
    </message>
    <message>
        <source>hands with at least the bid</source>
        <translation>donnes avec au moins l’annonce</translation>
    </message>
    <message>
        <source>the card turned up</source>
        <translation>la carte retournée</translation>
    </message>
    <message>
        <source>always one suit</source>
        <translation>toujours une couleur</translation>
    </message>
    <message>
        <source>a sequence of suits</source>
        <translation>une suite de couleurs</translation>
    </message>
    <message>
        <source>stay at the largest hand</source>
        <translation>rester à la plus grande donne</translation>
    </message>
    <message>
        <source>go back down to 1 and up again</source>
        <translation>redescendre à 1 puis remonter</translation>
    </message>
    <message>
        <source>always</source>
        <translation>toujours</translation>
    </message>
    <message>
        <source>when the stock is short</source>
        <translation>quand le talon est court</translation>
    </message>
    <message>
        <source>from a number of cards</source>
        <translation>à partir d’un nombre de cartes</translation>
    </message>
</context>
<context>
    <name>HouseRulesEditor</name>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>What the table agrees to:</source>
        <translation>Ce que la table convient :</translation>
    </message>
    <message>
        <source>The rules in words</source>
        <translation>Les règles en mots</translation>
    </message>
    <message>
        <source>Hands for &amp;players:</source>
        <translation>Donnes pour jo&amp;ueurs :</translation>
    </message>
    <message>
        <source>Players to preview</source>
        <translation>Joueurs pour l’aperçu</translation>
    </message>
    <message>
        <source>The schedule is shown for this many players</source>
        <translation>Le programme des donnes est montré pour ce nombre de joueurs</translation>
    </message>
    <message>
        <source>Schedule preview</source>
        <translation>Aperçu du programme des donnes</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>OK (Enter)</source>
        <translation>OK (Entrée)</translation>
    </message>
    <message>
        <source>&amp;Save to my rules</source>
        <translation>&amp;Enregistrer dans mes règles</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>The rules are described again once the problem below is put right.</source>
        <translation>Les règles seront de nouveau décrites une fois le problème ci-dessous corrigé.</translation>
    </message>
    <message>
        <source>Replace saved rules?</source>
        <translation>Remplacer les règles enregistrées ?</translation>
    </message>
    <message>
        <source>Rules called “{0}” are saved already. Replace them with these?</source>
        <translation>Des règles nommées « {0} » sont déjà enregistrées. Les remplacer par celles-ci ?</translation>
    </message>
    <message>
        <source>Saved as “{0}”: New game lists it with the presets.</source>
        <translation>Enregistrées sous « {0} » : Nouvelle partie les propose avec les préréglages.</translation>
    </message>
    <message>
        <source>Export a rules file</source>
        <translation>Exporter un fichier de règles</translation>
    </message>
    <message>
        <source>Rules files (*.json)</source>
        <translation>Fichiers de règles (*.json)</translation>
    </message>
    <message>
        <source>Exported to {0}.</source>
        <translation>Exporté vers {0}.</translation>
    </message>
    <message>
        <source>Import a rules file</source>
        <translation>Importer un fichier de règles</translation>
    </message>
    <message>
        <source>Rules files (*.json);;All files (*)</source>
        <translation>Fichiers de règles (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Imported “{0}” from {1}.</source>
        <translation>« {0} » importé depuis {1}.</translation>
    </message>
</context>
<context>
    <name>HouseRulesForm</name>
    <message>
        <source>&amp;Name &amp;&amp; players</source>
        <translation>&amp;Nom &amp;&amp; joueurs</translation>
    </message>
    <message>
        <source>What the table calls the game, and how many may play.</source>
        <translation>Comment la table appelle le jeu, et combien peuvent jouer.</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>1 to 40 characters: shown on the table, in History and on the scorecard</source>
        <translation>1 à 40 caractères : affiché à la table, dans l’historique et sur la feuille de marque</translation>
    </message>
    <message>
        <source>e.g. Thursday club</source>
        <translation>p. ex. Club du jeudi</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>The player counts allowed (2 to 10); a count whose first hand cannot be dealt is refused anyway</source>
        <translation>Les nombres de joueurs permis (2 à 10) ; un nombre dont la première donne ne peut être distribuée est refusé de toute façon</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Joueurs au minimum</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Joueurs au maximum</translation>
    </message>
    <message>
        <source>Players from:</source>
        <translation>Joueurs de :</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Based on:</source>
        <translation>Basé sur :</translation>
    </message>
    <message>
        <source>Pac&amp;k</source>
        <translation>&amp;Jeu de cartes</translation>
    </message>
    <message>
        <source>The cards in play; the pack decides the largest hand.</source>
        <translation>Les cartes en jeu ; le jeu de cartes fixe la plus grande donne.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <source>The cards in play</source>
        <translation>Les cartes en jeu</translation>
    </message>
    <message>
        <source>Pack:</source>
        <translation>Jeu de cartes :</translation>
    </message>
    <message>
        <source>Add a joker (the highest trump)</source>
        <translation>Ajouter un joker (l’atout le plus fort)</translation>
    </message>
    <message>
        <source>A joker adds one card and beats every trump</source>
        <translation>Un joker ajoute une carte et bat tous les atouts</translation>
    </message>
    <message>
        <source>Another pack for some player counts</source>
        <translation>Un autre jeu de cartes pour certains nombres de joueurs</translation>
    </message>
    <message>
        <source>Player count: pack, separated by commas (a pack is 52, 36, 32, 28, 24 or 63)</source>
        <translation>Nombre de joueurs : jeu, séparés par des virgules (un jeu a 52, 36, 32, 28, 24 ou 63 cartes)</translation>
    </message>
    <message>
        <source>e.g. 3: 28, 7: 63</source>
        <translation>p. ex. 3: 28, 7: 63</translation>
    </message>
    <message>
        <source>Other packs:</source>
        <translation>Autres jeux :</translation>
    </message>
    <message>
        <source>Sc&amp;hedule</source>
        <translation>&amp;Programme</translation>
    </message>
    <message>
        <source>How many cards each hand has, hand after hand. The preview shows it for the players chosen.</source>
        <translation>Combien de cartes a chaque donne, donne après donne. L’aperçu le montre pour les joueurs choisis.</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forme</translation>
    </message>
    <message>
        <source>The order of hand sizes</source>
        <translation>L’ordre des tailles de donne</translation>
    </message>
    <message>
        <source>Shape:</source>
        <translation>Forme :</translation>
    </message>
    <message>
        <source>Largest hand</source>
        <translation>Plus grande donne</translation>
    </message>
    <message>
        <source>Cards in the largest hand; never more than the pack deals each player</source>
        <translation>Cartes dans la plus grande donne ; jamais plus que ce que le jeu distribue à chaque joueur</translation>
    </message>
    <message>
        <source>as many as the pack allows</source>
        <translation>autant que le jeu le permet</translation>
    </message>
    <message>
        <source>Largest hand:</source>
        <translation>Plus grande donne :</translation>
    </message>
    <message>
        <source>Play the turning hand twice</source>
        <translation>Jouer deux fois la donne du retournement</translation>
    </message>
    <message>
        <source>up-down and down-up: the hand where the schedule turns is played twice (7 … 1, 1 … 7)</source>
        <translation>up-down et down-up : la donne où le programme change de sens est jouée deux fois (7 … 1, 1 … 7)</translation>
    </message>
    <message>
        <source>When the largest hand deals the whole pack</source>
        <translation>Quand la plus grande donne distribue tout le jeu</translation>
    </message>
    <message>
        <source>climb only: what follows a hand that deals every card</source>
        <translation>climb seulement : ce qui suit une donne qui distribue toutes les cartes</translation>
    </message>
    <message>
        <source>Whole pack dealt:</source>
        <translation>Tout le jeu distribué :</translation>
    </message>
    <message>
        <source>Hands in order</source>
        <translation>Donnes dans l’ordre</translation>
    </message>
    <message>
        <source>list only: cards per hand, in order, separated by commas</source>
        <translation>list seulement : cartes par donne, dans l’ordre, séparées par des virgules</translation>
    </message>
    <message>
        <source>e.g. 1, 2, 3, 4, 3, 2, 1</source>
        <translation>p. ex. 1, 2, 3, 4, 3, 2, 1</translation>
    </message>
    <message>
        <source>Hands (list):</source>
        <translation>Donnes (liste) :</translation>
    </message>
    <message>
        <source>&amp;Trump</source>
        <translation>&amp;Atout</translation>
    </message>
    <message>
        <source>Where each hand&apos;s trump comes from.</source>
        <translation>D’où vient l’atout de chaque donne.</translation>
    </message>
    <message>
        <source>Trump comes from</source>
        <translation>L’atout vient de</translation>
    </message>
    <message>
        <source>The card turned up after the deal, one suit always, or suits in turn</source>
        <translation>La carte retournée après la donne, toujours une même couleur, ou les couleurs à tour de rôle</translation>
    </message>
    <message>
        <source>Trump:</source>
        <translation>Atout :</translation>
    </message>
    <message>
        <source>Trump suit</source>
        <translation>Couleur d’atout</translation>
    </message>
    <message>
        <source>Always one suit: which</source>
        <translation>Toujours une couleur : laquelle</translation>
    </message>
    <message>
        <source>Suit:</source>
        <translation>Couleur :</translation>
    </message>
    <message>
        <source>Trump sequence</source>
        <translation>Suite d’atouts</translation>
    </message>
    <message>
        <source>Sequence: S, H, D, C or none per hand, separated by commas; it starts again after the last</source>
        <translation>Suite : S, H, D, C ou none par donne, séparés par des virgules ; elle recommence après la dernière</translation>
    </message>
    <message>
        <source>e.g. H, D, S, C, none</source>
        <translation>p. ex. H, D, S, C, none</translation>
    </message>
    <message>
        <source>Sequence:</source>
        <translation>Suite :</translation>
    </message>
    <message>
        <source>Turn-ups that mean no trumps</source>
        <translation>Cartes retournées qui signifient sans atout</translation>
    </message>
    <message>
        <source>Turn-up only: ranks that mean no trumps when turned up (A, K, Q, J, 2 … 13, JK)</source>
        <translation>Carte retournée seulement : rangs qui, retournés, signifient sans atout (A, K, Q, J, 2 … 13, JK)</translation>
    </message>
    <message>
        <source>e.g. A, JK</source>
        <translation>p. ex. A, JK</translation>
    </message>
    <message>
        <source>No trumps on:</source>
        <translation>Sans atout sur :</translation>
    </message>
    <message>
        <source>Trump when the whole pack is dealt</source>
        <translation>Atout quand tout le jeu est distribué</translation>
    </message>
    <message>
        <source>Turn-up only: with no card left to turn up</source>
        <translation>Carte retournée seulement : quand il ne reste aucune carte à retourner</translation>
    </message>
    <message>
        <source>&amp;Bidding</source>
        <translation>Ann&amp;onces</translation>
    </message>
    <message>
        <source>Who bids when, what the last bidder may not bid, and who leads.</source>
        <translation>Qui annonce quand, ce que le dernier ne peut pas annoncer, et qui entame.</translation>
    </message>
    <message>
        <source>Bidding order</source>
        <translation>Ordre des annonces</translation>
    </message>
    <message>
        <source>Clockwise from the dealer&apos;s left; as called (the order is recorded); or everyone at once</source>
        <translation>Dans le sens des aiguilles d’une montre depuis la gauche du donneur ; à l’appel (l’ordre est noté) ; ou tous ensemble</translation>
    </message>
    <message>
        <source>Bids go:</source>
        <translation>Les annonces vont :</translation>
    </message>
    <message>
        <source>The hook</source>
        <translation>La contrainte</translation>
    </message>
    <message>
        <source>Hooked: the last bidder may not bid the number that makes the bids total the cards</source>
        <translation>Avec contrainte : le dernier ne peut pas annoncer le nombre qui ferait égaler les annonces au nombre de cartes</translation>
    </message>
    <message>
        <source>Hook:</source>
        <translation>Contrainte :</translation>
    </message>
    <message>
        <source>Hook from cards</source>
        <translation>Contrainte dès cartes</translation>
    </message>
    <message>
        <source>The hook applies only in hands of at least this many cards</source>
        <translation>La contrainte ne vaut que dans les donnes d’au moins ce nombre de cartes</translation>
    </message>
    <message>
        <source> cards up</source>
        <translation> cartes et plus</translation>
    </message>
    <message>
        <source>Hook in hands of:</source>
        <translation>Contrainte dans les donnes de :</translation>
    </message>
    <message>
        <source>may bid 0</source>
        <translation>peut annoncer 0</translation>
    </message>
    <message>
        <source>The hooked bidder may still bid 0</source>
        <translation>Le dernier peut quand même annoncer 0</translation>
    </message>
    <message>
        <source>may bid all</source>
        <translation>peut tout annoncer</translation>
    </message>
    <message>
        <source>The hooked bidder may still bid all the cards</source>
        <translation>Le dernier peut quand même annoncer toutes les cartes</translation>
    </message>
    <message>
        <source>Hooked bidder:</source>
        <translation>Le dernier :</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Première entame</translation>
    </message>
    <message>
        <source>Who leads to the first trick (a tie between highest bidders goes to the first to bid)</source>
        <translation>Qui entame le premier pli (entre plus forts annonceurs à égalité, le premier à annoncer)</translation>
    </message>
    <message>
        <source>First lead:</source>
        <translation>Première entame :</translation>
    </message>
    <message>
        <source>Sc&amp;ore</source>
        <translation>&amp;Score</translation>
    </message>
    <message>
        <source>A hand&apos;s score: points + so many per trick bid, taken, off the bid, or per card dealt. The description shows worked examples.</source>
        <translation>Le score d’une donne : points + tant par pli annoncé, fait, d’écart avec l’annonce, ou par carte distribuée. La description montre des exemples calculés.</translation>
    </message>
    <message>
        <source>Exact bid</source>
        <translation>Annonce exacte</translation>
    </message>
    <message>
        <source>Over the bid</source>
        <translation>Au-dessus de l’annonce</translation>
    </message>
    <message>
        <source>Under the bid</source>
        <translation>Au-dessous de l’annonce</translation>
    </message>
    <message>
        <source>{0}: {1} (may be negative)</source>
        <translation>{0} : {1} (peut être négatif)</translation>
    </message>
    <message>
        <source>A made 0 scores instead:</source>
        <translation>Un 0 réussi compte à la place :</translation>
    </message>
    <message>
        <source>A bid of 0 made scores this instead of the exact bid&apos;s points</source>
        <translation>Une annonce de 0 réussie compte ceci au lieu des points de l’annonce exacte</translation>
    </message>
    <message>
        <source>Made zero scores</source>
        <translation>Points d’un 0 réussi</translation>
    </message>
    <message>
        <source>Points for a made 0</source>
        <translation>Points pour un 0 réussi</translation>
    </message>
    <message>
        <source>Bonus for a made 0:</source>
        <translation>Bonus pour un 0 réussi :</translation>
    </message>
    <message>
        <source>Points added to a made 0 bid</source>
        <translation>Points ajoutés à une annonce de 0 réussie</translation>
    </message>
    <message>
        <source>Zero bonus points</source>
        <translation>Points de bonus du 0</translation>
    </message>
    <message>
        <source>Points added to a made 0</source>
        <translation>Points ajoutés à un 0 réussi</translation>
    </message>
    <message>
        <source>Zero bonus when</source>
        <translation>Bonus du 0 quand</translation>
    </message>
    <message>
        <source>Always; when the cards left undealt are no more than the players; or from a number of cards</source>
        <translation>Toujours ; quand les cartes non distribuées ne dépassent pas le nombre de joueurs ; ou à partir d’un nombre de cartes</translation>
    </message>
    <message>
        <source>Zero bonus from cards</source>
        <translation>Bonus du 0 dès cartes</translation>
    </message>
    <message>
        <source>The bonus counts in hands of at least this many cards</source>
        <translation>Le bonus compte dans les donnes d’au moins ce nombre de cartes</translation>
    </message>
    <message>
        <source>Bonus counts:</source>
        <translation>Le bonus compte :</translation>
    </message>
    <message>
        <source>Penalty &amp;&amp; a&amp;djustments</source>
        <translation>Pénalité &amp;&amp; ajuste&amp;ments</translation>
    </message>
    <message>
        <source>Penalties are counted per hand and player; adjustments are points added by hand, with a note.</source>
        <translation>Les pénalités se comptent par donne et par joueur ; les ajustements sont des points ajoutés à la main, avec une note.</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>What is penalised: a revoke or a renege (or nothing)</source>
        <translation>Ce qui est pénalisé : une renonce (revoke) ou un refus de fournir (renege) (ou rien)</translation>
    </message>
    <message>
        <source>Penalty kind</source>
        <translation>Type de pénalité</translation>
    </message>
    <message>
        <source>Points per penalty, or a cap on the hand&apos;s score (and the bid does not count as made)</source>
        <translation>Des points par pénalité, ou un plafond au score de la donne (et l’annonce ne compte pas comme réussie)</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Points de pénalité</translation>
    </message>
    <message>
        <source>Points (negative: a loss)</source>
        <translation>Points (négatif : une perte)</translation>
    </message>
    <message>
        <source>Penalty:</source>
        <translation>Pénalité :</translation>
    </message>
    <message>
        <source>It costs:</source>
        <translation>Cela coûte :</translation>
    </message>
    <message>
        <source>The scorekeeper may add ± points</source>
        <translation>Le marqueur peut ajouter ± points</translation>
    </message>
    <message>
        <source>Points added to a player in a hand, with a note</source>
        <translation>Points ajoutés à un joueur dans une donne, avec une note</translation>
    </message>
    <message>
        <source>&amp;End &amp;&amp; ranking</source>
        <translation>&amp;Fin &amp;&amp; classement</translation>
    </message>
    <message>
        <source>When the game ends, and how ties are split.</source>
        <translation>Quand la partie se termine, et comment départager les ex æquo.</translation>
    </message>
    <message>
        <source>Reset multiple</source>
        <translation>Multiple de remise à zéro</translation>
    </message>
    <message>
        <source>A running total that lands on a non-zero multiple of this goes back to 0</source>
        <translation>Un total qui tombe sur un multiple non nul de ce nombre revient à 0</translation>
    </message>
    <message>
        <source>no reset</source>
        <translation>pas de remise à zéro</translation>
    </message>
    <message>
        <source>Back to 0 on:</source>
        <translation>Retour à 0 sur :</translation>
    </message>
    <message>
        <source>The game ends</source>
        <translation>La partie se termine</translation>
    </message>
    <message>
        <source>After the schedule&apos;s last hand; when you end it; or after the hand where a total passes a number</source>
        <translation>Après la dernière donne du programme ; quand vous l’arrêtez ; ou après la donne où un total dépasse un nombre</translation>
    </message>
    <message>
        <source>End above total</source>
        <translation>Fin au-delà du total</translation>
    </message>
    <message>
        <source>The total to pass</source>
        <translation>Le total à dépasser</translation>
    </message>
    <message>
        <source>The game ends:</source>
        <translation>La partie se termine :</translation>
    </message>
    <message>
        <source>Tie-breaker {0}</source>
        <translation>Départage {0}</translation>
    </message>
    <message>
        <source>Ties on the total are split by these counts, in order</source>
        <translation>Les égalités au total sont départagées par ces comptes, dans l’ordre</translation>
    </message>
    <message>
        <source>Ties split by:</source>
        <translation>Égalités départagées par :</translation>
    </message>
    <message>
        <source>Tie-break deal</source>
        <translation>Donne de départage</translation>
    </message>
    <message>
        <source>Players still tied may play one more deal of this many cards (not added to totals)</source>
        <translation>Les joueurs encore à égalité peuvent jouer une donne de plus de ce nombre de cartes (non ajoutée aux totaux)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> cartes</translation>
    </message>
    <message>
        <source>Tie-break deal:</source>
        <translation>Donne de départage :</translation>
    </message>
    <message>
        <source>Table &amp;changes</source>
        <translation>&amp;Changements de table</translation>
    </message>
    <message>
        <source>Whether the seating may change during a game.</source>
        <translation>Si la place des joueurs peut changer pendant une partie.</translation>
    </message>
    <message>
        <source>Players may join, leave or sit out a hand</source>
        <translation>Les joueurs peuvent arriver, partir ou passer une donne</translation>
    </message>
    <message>
        <source>A joiner starts from a total you choose; someone who leaves keeps their total and place</source>
        <translation>Un arrivant part d’un total que vous choisissez ; qui s’en va garde son total et sa place</translation>
    </message>
    <message>
        <source>(nothing: made here)</source>
        <translation>(rien : créées ici)</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Player joins</source>
        <translation>Un joueur arrive</translation>
    </message>
    <message>
        <source>Name of the player who joins</source>
        <translation>Nom du joueur qui arrive</translation>
    </message>
    <message>
        <source>Sits after</source>
        <translation>Assis après</translation>
    </message>
    <message>
        <source>&amp;0</source>
        <translation>&amp;0</translation>
    </message>
    <message>
        <source>the &amp;lowest total now ({0})</source>
        <translation>le total le plus &amp;bas actuel ({0})</translation>
    </message>
    <message>
        <source>&amp;typed:</source>
        <translation>&amp;saisi :</translation>
    </message>
    <message>
        <source>Start total typed</source>
        <translation>Total de départ saisi</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>&amp;Sits after:</source>
        <translation>&amp;Assis après :</translation>
    </message>
    <message>
        <source>Starts from:</source>
        <translation>Part de :</translation>
    </message>
    <message>
        <source>Type the name of the player who joins.</source>
        <translation>Saisissez le nom du joueur qui arrive.</translation>
    </message>
</context>
<context>
    <name>LastHandPanel</name>
    <message>
        <source>Hand {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Dernière donne</translation>
    </message>
    <message>
        <source>bid/took · score</source>
        <translation>annonce/faits · points</translation>
    </message>
</context>
<context>
    <name>LeaderboardView</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation>Annonces exactes</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Season from</source>
        <translation>Saison du</translation>
    </message>
    <message>
        <source>Only a season&apos;s games</source>
        <translation>Seulement les parties d’une saison</translation>
    </message>
    <message>
        <source>Rate only the games of a season: everyone starts level</source>
        <translation>Ne classer que les parties d’une saison : tout le monde repart à égalité</translation>
    </message>
    <message>
        <source>Season to</source>
        <translation>Saison au</translation>
    </message>
    <message>
        <source>to</source>
        <translation>au</translation>
    </message>
    <message>
        <source>Re&amp;ports…</source>
        <translation>&amp;Rapports…</translation>
    </message>
    <message>
        <source>This season&apos;s report, an evening, a player&apos;s card, head to head</source>
        <translation>Le rapport de cette saison, une soirée, la fiche d’un joueur, face-à-face</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>The conservative rating, μ − 3σ: it rises with wins and with games played</source>
        <translation>Le classement prudent, μ − 3σ : il monte avec les victoires et les parties jouées</translation>
    </message>
    <message>
        <source>&lt;p&gt;The &lt;b&gt;rating&lt;/b&gt; is OpenSkill&apos;s cautious estimate, μ − 3σ: &lt;b&gt;μ&lt;/b&gt; is the skill the results so far show, &lt;b&gt;σ&lt;/b&gt; how unsure of it the app still is. Everyone starts at 0 (μ 25, σ 8.33); finishing ahead of others raises μ, and every game lowers σ.&lt;/p&gt;&lt;p&gt;Each finished game counts, in the order played, by its places: a shared place is a tie. A season starts everyone afresh.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Le &lt;b&gt;classement&lt;/b&gt; est l’estimation prudente d’OpenSkill, μ − 3σ : &lt;b&gt;μ&lt;/b&gt; est le niveau que montrent les résultats jusqu’ici, &lt;b&gt;σ&lt;/b&gt; l’incertitude qui reste à l’application. Tout le monde commence à 0 (μ 25, σ 8,33) ; finir devant d’autres fait monter μ, et chaque partie fait baisser σ.&lt;/p&gt;&lt;p&gt;Chaque partie terminée compte, dans l’ordre joué, selon ses places : une place partagée est une égalité. Une saison fait repartir tout le monde de zéro.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Face-à-face</translation>
    </message>
    <message>
        <source>Each row&apos;s player against each column&apos;s, in the games they finished together: ahead – behind – level.</source>
        <translation>Le joueur de chaque ligne contre celui de chaque colonne, dans les parties terminées ensemble : devant – derrière – à égalité.</translation>
    </message>
    <message>
        <source>Club records</source>
        <translation>Records du club</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Records</translation>
    </message>
    <message>
        <source> · season {0} to {1}</source>
        <translation> · saison du {0} au {1}</translation>
    </message>
    <message>
        <source>Leaderboard · {0}</source>
        <translation>Classement · {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n partie terminée</numerusform>
            <numerusform>%n parties terminées</numerusform>
        </translation>
    </message>
    <message>
        <source>The leaders&apos; ratings over time</source>
        <translation>Les classements des meneurs dans le temps</translation>
    </message>
    <message>
        <source>{0} against {1}: {2} ahead, {3} behind, {4} level in {5}</source>
        <translation>{0} contre {1} : {2} devant, {3} derrière, {4} à égalité en {5}</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Pas encore de partie terminée.</translation>
    </message>
</context>
<context>
    <name>LivePage</name>
    <message>
        <source>Hand {0}</source>
        <translation>Donne {0}</translation>
    </message>
    <message>
        <source>Hand {0} of {1}</source>
        <translation>Donne {0} sur {1}</translation>
    </message>
    <message>
        <source>Game finished</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Game abandoned</source>
        <translation>Partie abandonnée</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1 carte</translation>
    </message>
    <message>
        <source>{0} cards</source>
        <translation>{0} cartes</translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>{0} distribue</translation>
    </message>
    <message>
        <source>bids next</source>
        <translation>annonce ensuite</translation>
    </message>
    <message>
        <source>{0} can&apos;t bid {1}</source>
        <translation>{0} ne peut pas annoncer {1}</translation>
    </message>
    <message>
        <source>No hands were played</source>
        <translation>Aucune donne n’a été jouée</translation>
    </message>
    <message>
        <source>{0} wins</source>
        <translation>{0} gagne</translation>
    </message>
    <message>
        <source>{0} share first place</source>
        <translation>{0} partagent la première place</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>No hands recorded yet</source>
        <translation>Aucune donne notée pour l’instant</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>En direct</translation>
    </message>
    <message>
        <source>Not connected — retrying</source>
        <translation>Pas de connexion — nouvel essai</translation>
    </message>
    <message>
        <source>{0} — Scorekeeper live</source>
        <translation>{0} — Scorekeeper en direct</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <source>Rules file: {0} (open it in Scorekeeper&apos;s editor)</source>
        <translation>Fichier de règles : {0} (à ouvrir dans l’éditeur de Scorekeeper)</translation>
    </message>
    <message>
        <source>Scorekeeper — live</source>
        <translation>Scorekeeper — en direct</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>The hand in play</source>
        <translation>La donne en cours</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Scorecard</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>Read-only · follows the scorekeeper live</source>
        <translation>Lecture seule · suit le marqueur en direct</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Start screen</source>
        <translation>Écran d’&amp;accueil</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>Re&amp;match</source>
        <translation>Re&amp;vanche</translation>
    </message>
    <message>
        <source>Play the &amp;tie-break deal…</source>
        <translation>Jouer la donne de dé&amp;partage…</translation>
    </message>
    <message>
        <source>&amp;End game</source>
        <translation>&amp;Terminer la partie</translation>
    </message>
    <message>
        <source>E&amp;xport scorecard…</source>
        <translation>E&amp;xporter la feuille…</translation>
    </message>
    <message>
        <source>&amp;Print scorecard…</source>
        <translation>&amp;Imprimer la feuille…</translation>
    </message>
    <message>
        <source>&amp;Delete game…</source>
        <translation>&amp;Supprimer la partie…</translation>
    </message>
    <message>
        <source>&amp;Back up…</source>
        <translation>&amp;Sauvegarder…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Correct a hand…</source>
        <translation>&amp;Corriger une donne…</translation>
    </message>
    <message>
        <source>Player &amp;joins…</source>
        <translation>Un &amp;joueur arrive…</translation>
    </message>
    <message>
        <source>Player &amp;leaves…</source>
        <translation>Un joueur s’en &amp;va…</translation>
    </message>
    <message>
        <source>&amp;Sits out next hand…</source>
        <translation>Pa&amp;sse la donne suivante…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Full-screen scoreboard</source>
        <translation>Tableau des scores en plein é&amp;cran</translation>
    </message>
    <message>
        <source>Show on &amp;phones…</source>
        <translation>Montrer sur les &amp;téléphones…</translation>
    </message>
    <message>
        <source>&amp;Leaderboard</source>
        <translation>C&amp;lassement</translation>
    </message>
    <message>
        <source>&amp;Reports…</source>
        <translation>&amp;Rapports…</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Graphiques</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Règles de ce jeu</translation>
    </message>
    <message>
        <source>&amp;About Scorekeeper</source>
        <translation>À &amp;propos de Scorekeeper</translation>
    </message>
    <message>
        <source>History — Scorekeeper</source>
        <translation>Historique — Scorekeeper</translation>
    </message>
    <message>
        <source>Players — Scorekeeper</source>
        <translation>Joueurs — Scorekeeper</translation>
    </message>
    <message>
        <source>Leaderboard — Scorekeeper</source>
        <translation>Classement — Scorekeeper</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Terminer la partie</translation>
    </message>
    <message>
        <source>End this game now? Its standings stand as they are; Undo reopens it.</source>
        <translation>Terminer cette partie maintenant ? Le classement reste tel quel ; Annuler la rouvre.</translation>
    </message>
    <message>
        <source>not open</source>
        <translation>non ouverte</translation>
    </message>
    <message>
        <source>About Scorekeeper</source>
        <translation>À propos de Scorekeeper</translation>
    </message>
    <message>
        <source>The scorekeeper&apos;s companion at a real card table: Oh Hell (Pratt &amp;amp; Whitney), Oh Shit (misère and 7-down-to-1), Whysteria and Shithead.&lt;br&gt;&lt;br&gt;Every entry is saved the moment it is made. F1 shows the rules of the game in play.</source>
        <translation>Le compagnon du marqueur à une vraie table de cartes : Oh Hell (Pratt &amp;amp; Whitney), Oh Shit (misère et 7 à 1), Whysteria et Shithead.&lt;br&gt;&lt;br&gt;Chaque saisie est enregistrée dès qu’elle est faite. F1 affiche les règles du jeu en cours.</translation>
    </message>
    <message>
        <source>Database: %1&lt;br&gt;Log: %2</source>
        <translation>Base de données : %1&lt;br&gt;Journal : %2</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Rematch</source>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>House rules  (your table&apos;s own settings)</source>
        <translation>Règles maison  (les réglages propres à votre table)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Players, clockwise round the table</source>
        <translation>Joueurs, dans le sens des aiguilles d’une montre</translation>
    </message>
    <message>
        <source>Type a name, Enter to add it</source>
        <translation>Tapez un nom, Entrée pour l’ajouter</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>Monter</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>Descendre</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>First dealer</source>
        <translation>Premier donneur</translation>
    </message>
    <message>
        <source>Start game (Ctrl+Enter)</source>
        <translation>Commencer la partie (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>{0}:</source>
        <comment>a label</comment>
        <translation>{0} :</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Add the players, clockwise from anyone.</source>
        <translation>Ajoutez les joueurs, dans le sens des aiguilles d’une montre à partir de n’importe qui.</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>House rules to play</source>
        <translation>Règles maison à jouer</translation>
    </message>
    <message>
        <source>A preset, or rules saved from the editor</source>
        <translation>Un préréglage, ou des règles enregistrées depuis l’éditeur</translation>
    </message>
    <message>
        <source>&amp;Edit house rules…</source>
        <translation>&amp;Modifier les règles maison…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <source>{0} (edited here)</source>
        <translation>{0} (modifiées ici)</translation>
    </message>
</context>
<context>
    <name>PhoneDialog</name>
    <message>
        <source>Show on phones</source>
        <translation>Montrer sur les téléphones</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Réseau</translation>
    </message>
    <message>
        <source>Scan with a phone&apos;s camera to follow the game:</source>
        <translation>Scannez avec l’appareil photo d’un téléphone pour suivre la partie :</translation>
    </message>
    <message>
        <source>QR code of the page&apos;s address</source>
        <translation>Code QR de l’adresse de la page</translation>
    </message>
    <message>
        <source>Address of the page</source>
        <translation>Adresse de la page</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>Read-only: the phones see this game&apos;s scores and nothing else. They must be on the same network as this computer. Anyone with the address can watch until you press Stop or close the app.</source>
        <translation>Lecture seule : les téléphones voient les scores de cette partie et rien d’autre. Ils doivent être sur le même réseau que cet ordinateur. Toute personne ayant l’adresse peut suivre jusqu’à ce que vous appuyiez sur Arrêter ou fermiez l’application.</translation>
    </message>
    <message>
        <source>&amp;Network:</source>
        <translation>&amp;Réseau :</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>A&amp;rrêter</translation>
    </message>
    <message>
        <source>Stop showing the game: the phones&apos; page stops at once</source>
        <translation>Ne plus montrer la partie : la page des téléphones s’arrête aussitôt</translation>
    </message>
</context>
<context>
    <name>PhoneShare</name>
    <message>
        <source>On phones</source>
        <translation>Sur les téléphones</translation>
    </message>
    <message>
        <source>The game is shown on phones: View › Show on phones…</source>
        <translation>La partie est montrée sur les téléphones : Affichage › Montrer sur les téléphones…</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Rename…  (F2)</source>
        <translation>Renommer…  (F2)</translation>
    </message>
    <message>
        <source>Merge into…  (Ctrl+M)</source>
        <translation>Fusionner avec…  (Ctrl+M)</translation>
    </message>
    <message>
        <source>The same person entered under two names: all games follow</source>
        <translation>La même personne saisie sous deux noms : toutes les parties suivent</translation>
    </message>
    <message>
        <source>S&amp;plit…</source>
        <translation>Sé&amp;parer…</translation>
    </message>
    <message>
        <source>Two people entered under one name: choose the games that were the other&apos;s</source>
        <translation>Deux personnes saisies sous un seul nom : choisissez les parties de l’autre</translation>
    </message>
    <message>
        <source>Undo merge</source>
        <translation>Annuler la fusion</translation>
    </message>
    <message>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;Joueurs&lt;/b&gt;</translation>
    </message>
    <message>
        <source>E&amp;xport statistics…</source>
        <translation>E&amp;xporter les statistiques…</translation>
    </message>
    <message>
        <source>A CSV of statistics per game, with ratings</source>
        <translation>Un CSV des statistiques par jeu, avec les classements</translation>
    </message>
    <message>
        <source>This player&apos;s…</source>
        <translation>De ce joueur…</translation>
    </message>
    <message>
        <source>The whole club&apos;s…</source>
        <translation>De tout le club…</translation>
    </message>
    <message>
        <source>Record by game</source>
        <translation>Bilan par jeu</translation>
    </message>
    <message>
        <source>Head to head against</source>
        <translation>Face-à-face contre</translation>
    </message>
    <message>
        <source>Rating and charts for the game</source>
        <translation>Classement et graphiques pour le jeu</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Leaderboard…</source>
        <translation>Classement…</translation>
    </message>
    <message>
        <source>Everyone&apos;s ratings in this game (Ctrl+L)</source>
        <translation>Les classements de tous dans ce jeu (Ctrl+L)</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Avg place</source>
        <translation>Place moy.</translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation>Annonces exactes</translation>
    </message>
    <message>
        <source>Avg hand</source>
        <translation>Donne moy.</translation>
    </message>
    <message>
        <source>Bid − took</source>
        <translation>Annonce − faits</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Pire</translation>
    </message>
    <message>
        <source>&amp;Alias…</source>
        <translation>A&amp;lias…</translation>
    </message>
    <message>
        <source>Another name this player answers to: typing it anywhere gives the player (Alt+A)</source>
        <translation>Un autre nom de ce joueur : le taper n&apos;importe où donne le joueur (Alt+L)</translation>
    </message>
    <message>
        <source>F&amp;orget alias…</source>
        <translation>&amp;Oublier un alias…</translation>
    </message>
    <message>
        <source>The alias no longer stands for this player (Alt+O)</source>
        <translation>L&apos;alias ne désigne plus ce joueur (Alt+O)</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inactif</translation>
    </message>
    <message>
        <source>Undo merge of {0}  (Ctrl+Z)</source>
        <translation>Annuler la fusion de {0}  (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Also called: {0}</source>
        <translation>Aussi appelé : {0}</translation>
    </message>
    <message>
        <source>Inactive: not offered for new games or on the leaderboards; every game is kept.</source>
        <translation>Inactif : n&apos;est plus proposé pour les nouvelles parties ni dans les classements ; chaque partie est conservée.</translation>
    </message>
    <message>
        <source>Mark &amp;inactive</source>
        <translation>Marquer &amp;inactif</translation>
    </message>
    <message>
        <source>Mark act&amp;ive again</source>
        <translation>Marquer act&amp;if à nouveau</translation>
    </message>
    <message>
        <source>No longer plays: out of completers and leaderboards, every game kept (Alt+I)</source>
        <translation>Ne joue plus : n&apos;est plus proposé ni classé, chaque partie est conservée (Alt+I)</translation>
    </message>
    <message>
        <source>Plays again: back in completers and leaderboards (Alt+I)</source>
        <translation>Joue à nouveau : de nouveau proposé et classé (Alt+I)</translation>
    </message>
    <message>
        <source>μ {0:.1f}, σ {1:.2f} (the rating is μ − 3σ)</source>
        <translation>μ {0:.1f}, σ {1:.2f} (le classement vaut μ − 3σ)</translation>
    </message>
    <message>
        <source>{0} and {1} have not finished a game together.</source>
        <translation>{0} et {1} n’ont pas encore terminé de partie ensemble.</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;td&gt;{0}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&amp;nbsp;{1}:&amp;nbsp;&lt;/td&gt;&lt;td&gt;&lt;b&gt;{2}&lt;/b&gt; ahead, &lt;b&gt;{3}&lt;/b&gt; behind, {4} level&lt;/td&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;td&gt;{0}&lt;/td&gt;&lt;td align=&apos;right&apos;&gt;&amp;nbsp;{1} :&amp;nbsp;&lt;/td&gt;&lt;td&gt;&lt;b&gt;{2}&lt;/b&gt; devant, &lt;b&gt;{3}&lt;/b&gt; derrière, {4} à égalité&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>No finished games yet: no rating.</source>
        <translation>Pas encore de partie terminée : pas de classement.</translation>
    </message>
    <message>
        <source>Not rated in this game yet.</source>
        <translation>Pas encore classé dans ce jeu.</translation>
    </message>
    <message>
        <source>Rating &lt;b&gt;{0:.1f}&lt;/b&gt; &amp;nbsp;(μ {1:.1f}, σ {2:.2f}) · {3} of {4} · {5}</source>
        <translation>Classement &lt;b&gt;{0:.1f}&lt;/b&gt; &amp;nbsp;(μ {1:.1f}, σ {2:.2f}) · {3} sur {4} · {5}</translation>
    </message>
    <message numerus="yes">
        <source>%n rated game(s)</source>
        <translation>
            <numerusform>%n partie classée</numerusform>
            <numerusform>%n parties classées</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}: rating in {1}</source>
        <translation>{0} : classement à {1}</translation>
    </message>
    <message>
        <source>{0}: bids against tricks in {1}</source>
        <translation>{0} : annonces contre plis à {1}</translation>
    </message>
    <message>
        <source>Bids against tricks</source>
        <translation>Annonces contre plis</translation>
    </message>
    <message>
        <source>{0}: exact bids by hand size in {1}</source>
        <translation>{0} : annonces exactes par nombre de cartes à {1}</translation>
    </message>
    <message>
        <source>Exact bids by hand size</source>
        <translation>Annonces exactes par nombre de cartes</translation>
    </message>
    <message>
        <source>Export statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <source>CSV spreadsheet (*.csv)</source>
        <translation>Tableur CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not write {0}: {1}</source>
        <translation>Impossible d’écrire {0} : {1}</translation>
    </message>
    <message>
        <source>Rename player</source>
        <translation>Renommer le joueur</translation>
    </message>
    <message>
        <source>New name for {0}:</source>
        <translation>Nouveau nom pour {0} :</translation>
    </message>
    <message>
        <source>Merge players</source>
        <translation>Fusionner des joueurs</translation>
    </message>
    <message>
        <source>{0} is the same person as:</source>
        <translation>{0} est la même personne que :</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Another name for {0}:</source>
        <translation>Un autre nom pour {0} :</translation>
    </message>
    <message>
        <source>Forget alias</source>
        <translation>Oublier un alias</translation>
    </message>
    <message>
        <source>Which alias of {0}:</source>
        <translation>Quel alias de {0} :</translation>
    </message>
    <message>
        <source>Merge {0} into {1}?

All of {0}&apos;s games ({2}) become {1}&apos;s, and the name {0} is gone (Undo merge brings it back).</source>
        <translation>Fusionner {0} avec {1} ?

Toutes les parties de {0} ({2}) deviennent celles de {1}, et le nom {0} disparaît (Annuler la fusion le rétablit).</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>Follow the system</source>
        <translation>Comme le système</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue :</translation>
    </message>
    <message>
        <source>A new language applies when Scorekeeper next starts.</source>
        <translation>Une nouvelle langue s’applique au prochain démarrage de Scorekeeper.</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Thème :</translation>
    </message>
    <message>
        <source>Scoreboard type size</source>
        <translation>Taille du texte du tableau</translation>
    </message>
    <message>
        <source>Scoreboard type size:</source>
        <translation>Taille du texte du tableau :</translation>
    </message>
    <message>
        <source>Default game</source>
        <translation>Jeu par défaut</translation>
    </message>
    <message>
        <source>Default game:</source>
        <translation>Jeu par défaut :</translation>
    </message>
</context>
<context>
    <name>ReportsDialog</name>
    <message>
        <source>Evening</source>
        <translation>Soirée</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Player card</source>
        <translation>Fiche du joueur</translation>
    </message>
    <message>
        <source>Head to head</source>
        <translation>Face-à-face</translation>
    </message>
    <message>
        <source>Season from</source>
        <translation>Saison du</translation>
    </message>
    <message>
        <source>Season to</source>
        <translation>Saison au</translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation>Rapport PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>CSV spreadsheet (*.csv)</source>
        <translation>Tableur CSV (*.csv)</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <source>Reports — Scorekeeper</source>
        <translation>Rapports — Scorekeeper</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>&amp;Report:</source>
        <translation>&amp;Rapport :</translation>
    </message>
    <message>
        <source>Evening of</source>
        <translation>Soirée du</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>Second joueur</translation>
    </message>
    <message>
        <source>v</source>
        <translation>contre</translation>
    </message>
    <message>
        <source>The report</source>
        <translation>Le rapport</translation>
    </message>
    <message>
        <source>&amp;Save as…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <source>Save this report as PDF, PNG, CSV or text</source>
        <translation>Enregistrer ce rapport en PDF, PNG, CSV ou texte</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Im&amp;primer…</translation>
    </message>
    <message>
        <source>Print this report (Ctrl+P)</source>
        <translation>Imprimer ce rapport (Ctrl+P)</translation>
    </message>
    <message>
        <source>Save report</source>
        <translation>Enregistrer le rapport</translation>
    </message>
    <message>
        <source>Report not printed</source>
        <translation>Rapport non imprimé</translation>
    </message>
    <message>
        <source>The printer cannot be used ({0})</source>
        <translation>L’imprimante ne peut pas être utilisée ({0})</translation>
    </message>
    <message>
        <source>Report not saved</source>
        <translation>Rapport non enregistré</translation>
    </message>
    <message>
        <source>{0} cannot be written ({1})</source>
        <translation>{0} ne peut pas être écrit ({1})</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>{0} distribue</translation>
    </message>
    <message>
        <source>Hand {0}: {1}</source>
        <translation>Donne {0} : {1}</translation>
    </message>
    <message>
        <source>, dealt</source>
        <translation>, distribue</translation>
    </message>
    <message>
        <source>{0}, hand {1}: {2}</source>
        <translation>{0}, donne {1} : {2}</translation>
    </message>
    <message>
        <source>, total {0}</source>
        <translation>, total {0}</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>pas encore d’annonce</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>annonce {0}</translation>
    </message>
    <message>
        <source>took {0}</source>
        <translation>{0} plis</translation>
    </message>
    <message>
        <source>scored {0}</source>
        <translation>{0} points</translation>
    </message>
    <message>
        <source>total {0}</source>
        <translation>total {0}</translation>
    </message>
    <message>
        <source>reset to 0</source>
        <translation>remis à 0</translation>
    </message>
    <message numerus="yes">
        <source>%n penalt(y|ies)</source>
        <translation>
            <numerusform>%n pénalité</numerusform>
            <numerusform>%n pénalités</numerusform>
        </translation>
    </message>
    <message>
        <source>in play</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>out {0}</source>
        <translation>sorti {0}</translation>
    </message>
    <message>
        <source>played</source>
        <translation>jouée</translation>
    </message>
</context>
<context>
    <name>ShitheadEntry</name>
    <message>
        <source>key {0}</source>
        <translation>touche {0}</translation>
    </message>
    <message>
        <source></source>
        <translation></translation>
    </message>
    <message>
        <source>Hand {0}: {1}</source>
        <translation>Donne {0} : {1}</translation>
    </message>
    <message>
        <source>Type their number, then Enter. {0} Backspace takes one back.</source>
        <translation>Tapez son numéro, puis Entrée. {0} Retour arrière en enlève un.</translation>
    </message>
    <message>
        <source>Pick one player, or the whole order out ({0} or {1} players).</source>
        <translation>Choisissez un joueur, ou tout l’ordre de sortie ({0} ou {1} joueurs).</translation>
    </message>
    <message>
        <source>Hand {0} recorded.</source>
        <translation>Donne {0} enregistrée.</translation>
    </message>
</context>
<context>
    <name>SplitDialog</name>
    <message>
        <source>Split {0}</source>
        <translation>Séparer {0}</translation>
    </message>
    <message>
        <source>Which of {0}&apos;s games did someone else play? Tick them (Space), then name who played them.</source>
        <translation>Quelles parties de {0} quelqu’un d’autre a-t-il jouées ? Cochez-les (Espace), puis nommez qui les a jouées.</translation>
    </message>
    <message>
        <source>{0}&apos;s games</source>
        <translation>Parties de {0}</translation>
    </message>
    <message>
        <source>They go to</source>
        <translation>Elles vont à</translation>
    </message>
    <message>
        <source>a new name, or a player who was not there</source>
        <translation>un nouveau nom, ou un joueur qui n’était pas là</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>Pourquoi pas</translation>
    </message>
    <message>
        <source>Move games</source>
        <translation>Déplacer les parties</translation>
    </message>
    <message>
        <source>&amp;They go to:</source>
        <translation>&amp;Elles vont à :</translation>
    </message>
    <message>
        <source>in the trash</source>
        <translation>dans la corbeille</translation>
    </message>
</context>
<context>
    <name>StandingsPanel</name>
    <message>
        <source>after hand {0}</source>
        <translation>après la donne {0}</translation>
    </message>
    <message>
        <source>no hand played yet</source>
        <translation>aucune donne jouée pour l’instant</translation>
    </message>
    <message>
        <source>Final standings</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>Tally</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Tie-break deal…  (Ctrl+Shift+T)</source>
        <translation>Donne de départage…  (Ctrl+Maj+T)</translation>
    </message>
    <message>
        <source>Play the 5-card tie-break deal of the tied players</source>
        <translation>Jouer la donne de départage à 5 cartes entre les ex æquo</translation>
    </message>
    <message>
        <source>Rematch  (Ctrl+R)</source>
        <translation>Revanche  (Ctrl+R)</translation>
    </message>
    <message>
        <source>The same game again, in the same seating</source>
        <translation>Le même jeu à nouveau, dans le même ordre à table</translation>
    </message>
    <message>
        <source>The game was ended before its last hand.</source>
        <translation>La partie a été arrêtée avant sa dernière donne.</translation>
    </message>
    <message>
        <source>
</source>
        <translation>
</translation>
    </message>
</context>
<context>
    <name>StartView</name>
    <message>
        <source>Scorekeeper</source>
        <translation>Scorekeeper</translation>
    </message>
    <message>
        <source>Keep score at the card table: schedule, dealer, trump, the dealer&apos;s hook and every hand&apos;s score.</source>
        <translation>Tenir les scores à la table de cartes : le programme, le donneur, l’atout, la règle du donneur et les points de chaque donne.</translation>
    </message>
    <message>
        <source>New game…  (Ctrl+N)</source>
        <translation>Nouvelle partie…  (Ctrl+N)</translation>
    </message>
    <message>
        <source>History  (Ctrl+H)</source>
        <translation>Historique  (Ctrl+H)</translation>
    </message>
    <message>
        <source>Players  (Ctrl+Shift+P)</source>
        <translation>Joueurs  (Ctrl+Maj+P)</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Parties en cours</translation>
    </message>
    <message>
        <source>Resume  (Enter)</source>
        <translation>Reprendre  (Entrée)</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Parties récentes</translation>
    </message>
    <message>
        <source>hand {0} next · last played {1}</source>
        <translation>donne {0} à suivre · jouée {1}</translation>
    </message>
    <message>
        <source>No unfinished games.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <source>won by {0}</source>
        <translation>gagnée par {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n donne</numerusform>
            <numerusform>%n donnes</numerusform>
        </translation>
    </message>
    <message>
        <source>No games yet: start one!</source>
        <translation>Pas encore de partie : lancez-en une !</translation>
    </message>
</context>
<context>
    <name>StoreWait</name>
    <message>
        <source>The database answered. Keys typed while waiting, if any, were ignored: type them again.</source>
        <translation>La base de données a répondu. Les touches tapées pendant l’attente ont été ignorées : tapez-les de nouveau.</translation>
    </message>
    <message>
        <source>Waiting to store: {what}.</source>
        <translation>En attente d’enregistrement : {what}.</translation>
    </message>
    <message>
        <source>Waiting for it.</source>
        <translation>On attend.</translation>
    </message>
    <message>
        <source>The database has not answered for {n} s.</source>
        <translation>La base de données ne répond plus depuis {n} s.</translation>
    </message>
    <message>
        <source>Nothing is lost: it is stored when the database answers. Keys typed meanwhile are ignored.</source>
        <translation>Rien n’est perdu : c’est enregistré dès que la base de données répond. Les touches tapées entre-temps sont ignorées.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>turn-up: qh, 10s, jk</source>
        <translation>retourne : qh, 10s, jk</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Turn-up (Ctrl+T):</source>
        <translation>Retourne (Ctrl+T) :</translation>
    </message>
    <message>
        <source>{0} (! then a letter):</source>
        <translation>{0} (! puis une lettre) :</translation>
    </message>
    <message>
        <source>Add a {0} for {1} in this hand (Shift-click takes one back)</source>
        <translation>Ajouter : {0} pour {1} dans cette donne (Maj-clic en retire une)</translation>
    </message>
    <message>
        <source>Schedule of hands</source>
        <translation>Programme des donnes</translation>
    </message>
    <message>
        <source>Each cell: bid/tricks and the hand&apos;s score, running total below · ● dealt · green: contract made · ↺ total reset to 0 · ! penalty · ★ leader · Ctrl+E (or F6, ↑↓, Enter, or a double-click) corrects a hand</source>
        <translation>Chaque case : annonce/plis et points de la donne, total cumulé dessous · ● distribue · vert : contrat rempli · ↺ total remis à 0 · ! pénalité · ★ en tête · Ctrl+E (ou F6, ↑↓, Entrée, ou un double-clic) corrige une donne</translation>
    </message>
    <message>
        <source>Each cell: lost / won / place out, and the running tally · ● dealt</source>
        <translation>Chaque case : perdu / gagné / place de sortie, et le décompte cumulé · ● distribue</translation>
    </message>
    <message>
        <source>&lt;b&gt;Schedule&lt;/b&gt;</source>
        <translation>&lt;b&gt;Programme&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Type the turn-up</source>
        <translation>Tapez la retourne</translation>
    </message>
    <message>
        <source>Entry or scorecard</source>
        <translation>Saisie ou feuille de marque</translation>
    </message>
    <message>
        <source>{0} played · &lt;b&gt;{1}&lt;/b&gt; share first place</source>
        <translation>{0} jouées · &lt;b&gt;{1}&lt;/b&gt; partagent la première place</translation>
    </message>
    <message>
        <source>{0} played · &lt;b&gt;{1}&lt;/b&gt; wins</source>
        <translation>{0} jouées · &lt;b&gt;{1}&lt;/b&gt; gagne</translation>
    </message>
    <message>
        <source>No hands were played.</source>
        <translation>Aucune donne n’a été jouée.</translation>
    </message>
    <message>
        <source>{0} — hand {1} of {2}</source>
        <translation>{0} — donne {1} sur {2}</translation>
    </message>
    <message>
        <source>{0} — hand {1}</source>
        <translation>{0} — donne {1}</translation>
    </message>
    <message>
        <source>
</source>
        <translation>
</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; each</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; chacun</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; deals</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; distribue</translation>
    </message>
    <message>
        <source>trump {0}</source>
        <translation>atout {0}</translation>
    </message>
    <message>
        <source>Hand {0}: {1} deals</source>
        <translation>Donne {0} : {1} distribue</translation>
    </message>
    <message>
        <source>open length</source>
        <translation>durée ouverte</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Non noté</translation>
    </message>
    <message>
        <source>A shithead hand is changed with Undo (Ctrl+Z).</source>
        <translation>Une donne de Shithead se modifie avec Annuler (Ctrl+Z).</translation>
    </message>
    <message>
        <source>This hand is still being played: change it in the entry above.</source>
        <translation>Cette donne est encore en cours : modifiez-la dans la saisie ci-dessus.</translation>
    </message>
    <message>
        <source>Players join, leave and sit out only in a house game whose rules have table changes on.</source>
        <translation>Arriver, partir ou passer une donne n’est possible que dans une partie maison dont les règles permettent les changements de table.</translation>
    </message>
    <message>
        <source>No hand has been completed yet: there is nothing to correct.</source>
        <translation>Aucune donne n’est encore terminée : il n’y a rien à corriger.</translation>
    </message>
</context>
<context>
    <name>TallyPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>{0} deals</source>
        <translation>{0} distribue</translation>
    </message>
    <message>
        <source>No hand played yet</source>
        <translation>Aucune donne jouée pour l’instant</translation>
    </message>
    <message>
        <source>Out in order: {0}</source>
        <translation>Sortis dans l’ordre : {0}</translation>
    </message>
    <message>
        <source>{0} lost hand {1}</source>
        <translation>{0} a perdu la donne {1}</translation>
    </message>
    <message>
        <source>{0} won hand {1}</source>
        <translation>{0} a gagné la donne {1}</translation>
    </message>
</context>
<context>
    <name>TiebreakDialog</name>
    <message>
        <source>Tie-break deal</source>
        <translation>Donne de départage</translation>
    </message>
    <message>
        <source>{0} are tied on every tie-breaker.
Deal {1} cards each and play one hand: the higher hand score takes the higher place.
It is not added to the totals.</source>
        <translation>{0} sont à égalité sur tous les départages.
Distribuez {1} cartes à chacun et jouez une donne : le meilleur score de la donne prend la meilleure place.
Elle ne compte pas dans les totaux.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bid&lt;/b&gt;</source>
        <translation>&lt;b&gt;Annonce&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tricks&lt;/b&gt;</source>
        <translation>&lt;b&gt;Plis&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>TrashDialog</name>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Commencée</translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation>Supprimée</translation>
    </message>
    <message>
        <source>Trash — Scorekeeper</source>
        <translation>Corbeille — Scorekeeper</translation>
    </message>
    <message>
        <source>Deleted games are kept here, also after the app is closed, until the trash is emptied. Restoring puts a game back as it was.</source>
        <translation>Les parties supprimées restent ici, même après la fermeture de l’application, jusqu’à ce que la corbeille soit vidée. Restaurer remet une partie telle qu’elle était.</translation>
    </message>
    <message>
        <source>Games in the trash</source>
        <translation>Parties dans la corbeille</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <source>&amp;Delete for good</source>
        <translation>&amp;Supprimer définitivement</translation>
    </message>
    <message>
        <source>&amp;Empty trash</source>
        <translation>&amp;Vider la corbeille</translation>
    </message>
    <message>
        <source>Delete {0} for good? This cannot be undone.</source>
        <translation>Supprimer {0} définitivement ? C’est irréversible.</translation>
    </message>
    <message>
        <source>Empty the trash? Its {0} cannot be restored afterwards.</source>
        <translation>Vider la corbeille ? Ses {0} ne pourront plus être restaurées.</translation>
    </message>
    <message>
        <source>Trash</source>
        <translation>Corbeille</translation>
    </message>
</context>
<context>
    <name>TrumpPanel</name>
    <message>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sans atout</translation>
    </message>
    <message>
        <source>Not known yet</source>
        <translation>Pas encore connu</translation>
    </message>
</context>
<context>
    <name>_ChangeDialog</name>
    <message>
        <source>Why it was refused</source>
        <translation>Pourquoi c’était refusé</translation>
    </message>
</context>
<context>
    <name>words</name>
    <message>
        <source>{0} — {1} (continued)</source>
        <translation>{0} — {1} (suite)</translation>
    </message>
    <message>
        <source>page {0} of {1}</source>
        <translation>page {0} sur {1}</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Seating (clockwise): {0} · {1} dealt first</source>
        <translation>Places (sens horaire) : {0} · {1} a donné en premier</translation>
    </message>
    <message>
        <source>The evening of {0}</source>
        <translation>La soirée du {0}</translation>
    </message>
    <message>
        <source>{0}, {1}</source>
        <translation>{0}, {1}</translation>
    </message>
    <message numerus="yes">
        <source>%n sitting(s)</source>
        <translation>
            <numerusform>%n soirée</numerusform>
            <numerusform>%n soirées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>{0} ({1} finished)</source>
        <translation>{0} ({1} terminées)</translation>
    </message>
    <message>
        <source>Winner of the night</source>
        <translation>Vainqueur de la soirée</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) won</source>
        <translation>
            <numerusform>%n partie gagnée</numerusform>
            <numerusform>%n parties gagnées</numerusform>
        </translation>
    </message>
    <message>
        <source>Shithead of the night</source>
        <translation>Shithead de la soirée</translation>
    </message>
    <message numerus="yes">
        <source>last %n time(s)</source>
        <translation>
            <numerusform>dernier %n fois</numerusform>
            <numerusform>dernier %n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} by the rules</source>
        <translation>{0} selon les règles</translation>
    </message>
    <message>
        <source>game {0}, hand {1}</source>
        <translation>partie {0}, donne {1}</translation>
    </message>
    <message>
        <source>Biggest hand</source>
        <translation>Plus grosse donne</translation>
    </message>
    <message>
        <source>{0}: {1} points ({2})</source>
        <translation>{0} : {1} points ({2})</translation>
    </message>
    <message>
        <source>Best bidder</source>
        <translation>Meilleur annonceur</translation>
    </message>
    <message>
        <source>{0}: {1} of {2} bids exact ({3})</source>
        <translation>{0} : {1} annonces exactes sur {2} ({3})</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>#</source>
        <comment>a game&apos;s number in the sitting</comment>
        <translation>N°</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Winners</source>
        <translation>Vainqueurs</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Derniers</translation>
    </message>
    <message>
        <source>Places and points</source>
        <translation>Places et points</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Sitting {0} of {1} · {2}</source>
        <translation>Soirée {0} sur {1} · {2}</translation>
    </message>
    <message>
        <source>The sitting · {0}</source>
        <translation>La soirée · {0}</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminée</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandonnée</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>Before hand {0}: {1}</source>
        <translation>Avant la donne {0} : {1}</translation>
    </message>
    <message>
        <source>Final places</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Tie-break deal {0}: {1}</source>
        <translation>Donne de départage {0} : {1}</translation>
    </message>
    <message>
        <source>{0} bid {1} took {2}</source>
        <translation>{0} a annoncé {1}, a fait {2}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>#</source>
        <comment>the hand&apos;s number, in a column head</comment>
        <translation>N°</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>{0} finished, {1} won ({2})</source>
        <translation>{0} terminées, {1} gagnées ({2})</translation>
    </message>
    <message>
        <source>Nemesis</source>
        <translation>Bête noire</translation>
    </message>
    <message>
        <source>Favourite opponent</source>
        <translation>Adversaire préféré</translation>
    </message>
    <message>
        <source>Winning streak</source>
        <translation>Série de victoires</translation>
    </message>
    <message>
        <source>{0} now, {1} at the longest</source>
        <translation>{0} en cours, {1} au plus long</translation>
    </message>
    <message>
        <source>First and last game</source>
        <translation>Première et dernière partie</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} joueurs</translation>
    </message>
    <message>
        <source>Games by month</source>
        <translation>Parties par mois</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Games by number of players</source>
        <translation>Parties par nombre de joueurs</translation>
    </message>
    <message>
        <source>Table</source>
        <comment>how many players sat at it</comment>
        <translation>Table</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Against each opponent</source>
        <translation>Contre chaque adversaire</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>They were ahead</source>
        <translation>Devant</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>Derrière</translation>
    </message>
    <message>
        <source>Player card: {0}</source>
        <translation>Fiche du joueur : {0}</translation>
    </message>
    <message>
        <source>{0}, {1} to {2}</source>
        <translation>{0}, du {1} au {2}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s)</source>
        <translation>
            <numerusform>%n partie terminée</numerusform>
            <numerusform>%n parties terminées</numerusform>
        </translation>
    </message>
    <message>
        <source>{0} ({1} of {2} games together ahead of {3})</source>
        <translation>{0} ({1} parties sur {2} ensemble devant {3})</translation>
    </message>
    <message>
        <source>{0} ({1} of {2} games together behind {3})</source>
        <translation>{0} ({1} parties sur {2} ensemble derrière {3})</translation>
    </message>
    <message>
        <source>{0} ({1} games ahead of {2} each)</source>
        <translation>{0} ({1} parties chacun devant {2})</translation>
    </message>
    <message>
        <source>{0} ({1} games behind {2} each)</source>
        <translation>{0} ({1} parties chacun derrière {2})</translation>
    </message>
    <message>
        <source>Bids made exactly</source>
        <translation>Annonces réussies pile</translation>
    </message>
    <message>
        <source>{0} of {1} ({2})</source>
        <translation>{0} sur {1} ({2})</translation>
    </message>
    <message>
        <source>Exact %</source>
        <translation>Exactes %</translation>
    </message>
    <message>
        <source>Bids by hand size</source>
        <translation>Annonces par taille de donne</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Exactes</translation>
    </message>
    <message>
        <source>Over</source>
        <translation>Au-dessus</translation>
    </message>
    <message>
        <source>Under</source>
        <translation>En dessous</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Points par donne</translation>
    </message>
    <message>
        <source>Rating over time</source>
        <translation>Classement au fil du temps</translation>
    </message>
    <message>
        <source>Rating at the end of each month</source>
        <translation>Classement à la fin de chaque mois</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Games rated</source>
        <translation>Parties classées</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message numerus="yes">
        <source>%n loss(es)</source>
        <translation>
            <numerusform>%n défaite</numerusform>
            <numerusform>%n défaites</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n victoire</numerusform>
            <numerusform>%n victoires</numerusform>
        </translation>
    </message>
    <message>
        <source>NT</source>
        <comment>no trumps, in a narrow column</comment>
        <translation>SA</translation>
    </message>
    <message>
        <source>{0} leads</source>
        <comment>first place</comment>
        <translation>{0} est en tête</translation>
    </message>
    <message>
        <source>Hand {0}: {1} deals</source>
        <translation>Donne {0} : {1} distribue</translation>
    </message>
    <message>
        <source>left</source>
        <comment>a player who left the table</comment>
        <translation>parti</translation>
    </message>
    <message>
        <source>sits out</source>
        <translation>passe son tour</translation>
    </message>
    <message>
        <source>not joined</source>
        <translation>pas encore là</translation>
    </message>
    <message>
        <source>{0} has left the game</source>
        <translation>{0} a quitté la partie</translation>
    </message>
    <message>
        <source>{0} sits this hand out</source>
        <translation>{0} passe son tour à cette donne</translation>
    </message>
    <message>
        <source>{0} has not joined yet</source>
        <translation>{0} n’a pas encore rejoint la table</translation>
    </message>
    <message>
        <source>{0}; total {1}</source>
        <translation>{0} ; total {1}</translation>
    </message>
    <message>
        <source>{0} joined (sitting after {1}, starting from {2})</source>
        <translation>{0} a rejoint la table (assis après {1}, départ à {2})</translation>
    </message>
    <message>
        <source>{0} left</source>
        <comment>a table change</comment>
        <translation>{0} est parti</translation>
    </message>
    <message>
        <source>{0} sits out</source>
        <translation>{0} passe son tour</translation>
    </message>
    <message>
        <source>{0} sit out</source>
        <translation>{0} passent leur tour</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>annonce {0}</translation>
    </message>
    <message>
        <source>{0} (dealer)</source>
        <translation>{0} (donneur)</translation>
    </message>
    <message>
        <source>bid {0}, took {1}</source>
        <translation>annonce {0}, {1} plis</translation>
    </message>
    <message>
        <source>scored {0}, total {1}</source>
        <translation>{0} points, total {1}</translation>
    </message>
    <message>
        <source>lost</source>
        <comment>a hand&apos;s outcome</comment>
        <translation>perdu</translation>
    </message>
    <message>
        <source>won</source>
        <comment>a hand&apos;s outcome</comment>
        <translation>gagné</translation>
    </message>
    <message>
        <source>Each cell: lost / won / place out (shaded: won), and the tally</source>
        <translation>Chaque case : perdu / gagné / rang de sortie (grisé : gagné), et le décompte</translation>
    </message>
    <message>
        <source>shaded: contract made</source>
        <translation>grisé : contrat réussi</translation>
    </message>
    <message>
        <source>, ! penalty</source>
        <translation>, ! pénalité</translation>
    </message>
    <message>
        <source>Each cell: bid/tricks and hand score ({0}), running total</source>
        <translation>Chaque case : annonce/plis et points de la donne ({0}), total cumulé</translation>
    </message>
    <message>
        <source> (↺ reset to 0)</source>
        <translation> (↺ remis à 0)</translation>
    </message>
    <message>
        <source>Scorecard — {0}</source>
        <translation>Feuille de marque — {0}</translation>
    </message>
    <message>
        <source>the 52-card pack</source>
        <translation>le jeu de 52 cartes</translation>
    </message>
    <message>
        <source>the 36-card pack (6 to A)</source>
        <translation>le jeu de 36 cartes (du 6 à l’as)</translation>
    </message>
    <message>
        <source>the 32-card pack (7 to A)</source>
        <translation>le jeu de 32 cartes (du 7 à l’as)</translation>
    </message>
    <message>
        <source>the 28-card pack (8 to A)</source>
        <translation>le jeu de 28 cartes (du 8 à l’as)</translation>
    </message>
    <message>
        <source>the 24-card pack (9 to A)</source>
        <translation>le jeu de 24 cartes (du 9 à l’as)</translation>
    </message>
    <message>
        <source>the 63-card pack (52 plus the 11 and 12 of each suit and the 13 of hearts and diamonds)</source>
        <translation>le jeu de 63 cartes (52 plus les 11 et 12 de chaque couleur et les 13 de cœur et de carreau)</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>piques</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœurs</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreaux</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfles</translation>
    </message>
    <message>
        <source>made bids</source>
        <translation>annonces réussies</translation>
    </message>
    <message>
        <source>made bids above zero</source>
        <translation>annonces réussies au-dessus de zéro</translation>
    </message>
    <message>
        <source>hands with at least the bid taken</source>
        <translation>donnes avec au moins l’annonce en plis</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>{0} to {1} players.</source>
        <translation>De {0} à {1} joueurs.</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Marque</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <source>Adjustments</source>
        <translation>Ajustements</translation>
    </message>
    <message>
        <source>The scorekeeper may add or take off points for a player in a hand, with a note.</source>
        <translation>Le marqueur peut ajouter ou retirer des points à un joueur dans une donne, avec une note.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Remise à zéro</translation>
    </message>
    <message>
        <source>A running total that lands on a multiple of {0} (not 0) goes back to 0.</source>
        <translation>Un total qui tombe sur un multiple de {0} (autre que 0) revient à 0.</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Ranking</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Table changes</source>
        <translation>Changements à la table</translation>
    </message>
    <message>
        <source>Players may join during the game, leave it, or sit out a hand (scoring nothing).</source>
        <translation>Des joueurs peuvent rejoindre la partie en cours, la quitter ou passer une donne (sans marquer).</translation>
    </message>
    <message>
        <source>Played with {0} and a joker, the highest trump.</source>
        <translation>Se joue avec {0} et un joker, le plus fort atout.</translation>
    </message>
    <message>
        <source>Played with {0}.</source>
        <translation>Se joue avec {0}.</translation>
    </message>
    <message>
        <source>{0} and {1}</source>
        <translation>{0} et {1}</translation>
    </message>
    <message>
        <source>{0} players use {1} and the joker.</source>
        <translation>À {0} joueurs, on utilise {1} et le joker.</translation>
    </message>
    <message>
        <source>{0} players use {1}.</source>
        <translation>À {0} joueurs, on utilise {1}.</translation>
    </message>
    <message>
        <source>the most the pack allows each player</source>
        <translation>le maximum que le jeu permet par joueur</translation>
    </message>
    <message>
        <source>{0} (fewer if the pack cannot deal that many)</source>
        <translation>{0} (moins si le jeu ne le permet pas)</translation>
    </message>
    <message>
        <source>From the largest hand, {0}, down to 1 card.</source>
        <translation>De la plus grande donne, {0}, jusqu’à 1 carte.</translation>
    </message>
    <message>
        <source>1 card, then one more each hand up to {0}.</source>
        <translation>1 carte, puis une de plus à chaque donne jusqu’à {0}.</translation>
    </message>
    <message>
        <source>The largest hand is played twice.</source>
        <translation>La plus grande donne se joue deux fois.</translation>
    </message>
    <message>
        <source>1 card, one more each hand up to {0}, and back down to 1.</source>
        <translation>1 carte, une de plus à chaque donne jusqu’à {0}, puis on redescend à 1.</translation>
    </message>
    <message>
        <source>The 1-card hand is played twice.</source>
        <translation>La donne à 1 carte se joue deux fois.</translation>
    </message>
    <message>
        <source>From the largest hand, {0}, down to 1 card and back up.</source>
        <translation>De la plus grande donne, {0}, jusqu’à 1 carte, puis on remonte.</translation>
    </message>
    <message>
        <source>The same number of cards every hand: {0}.</source>
        <translation>Le même nombre de cartes à chaque donne : {0}.</translation>
    </message>
    <message>
        <source>1 card, then one more each hand up to {0}, then that many every hand.</source>
        <translation>1 carte, puis une de plus à chaque donne jusqu’à {0}, puis autant à chaque donne.</translation>
    </message>
    <message>
        <source>When the largest hand deals the whole pack, the hands go back down to 1 and up again instead.</source>
        <translation>Quand la plus grande donne distribue tout le jeu, on redescend plutôt à 1 puis on remonte.</translation>
    </message>
    <message>
        <source>These hands, in order: {0} cards.</source>
        <translation>Ces donnes, dans l’ordre : {0} cartes.</translation>
    </message>
    <message>
        <source>{0} are always trump.</source>
        <translation>Les {0} sont toujours atout.</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>sans atout</translation>
    </message>
    <message>
        <source>Every hand: {0}.</source>
        <translation>À chaque donne : {0}.</translation>
    </message>
    <message>
        <source>Trump follows the sequence {0}, starting again after the last.</source>
        <translation>L’atout suit la suite {0} et reprend au début après le dernier.</translation>
    </message>
    <message>
        <source>The card turned up after the deal gives trump.</source>
        <translation>La carte retournée après la donne fixe l’atout.</translation>
    </message>
    <message>
        <source>{0} turned up means no trumps.</source>
        <translation>{0} retourné signifie sans atout.</translation>
    </message>
    <message>
        <source>When a hand deals the whole pack, the dealer shows his last card for trump.</source>
        <translation>Quand une donne distribue tout le jeu, le donneur montre sa dernière carte pour l’atout.</translation>
    </message>
    <message>
        <source>When a hand deals the whole pack there is no turn-up and no trumps.</source>
        <translation>Quand une donne distribue tout le jeu, rien n’est retourné et il n’y a pas d’atout.</translation>
    </message>
    <message>
        <source>the joker</source>
        <translation>le joker</translation>
    </message>
    <message>
        <source>an ace</source>
        <translation>un as</translation>
    </message>
    <message>
        <source>a jack</source>
        <translation>un valet</translation>
    </message>
    <message>
        <source>a queen</source>
        <translation>une dame</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>un roi</translation>
    </message>
    <message>
        <source>an {0}</source>
        <comment>a card of this rank: 8, 11</comment>
        <translation>un {0}</translation>
    </message>
    <message>
        <source>a {0}</source>
        <comment>a card of this rank: 2, 3 …</comment>
        <translation>un {0}</translation>
    </message>
    <message>
        <source>{0} or {1}</source>
        <translation>{0} ou {1}</translation>
    </message>
    <message>
        <source>Bids go clockwise from the dealer&apos;s left; the dealer bids last.</source>
        <translation>On annonce dans le sens horaire en commençant à gauche du donneur ; le donneur annonce en dernier.</translation>
    </message>
    <message>
        <source>Players bid in any order, as they call; the order is recorded.</source>
        <translation>Les joueurs annoncent dans n’importe quel ordre, à la volée ; l’ordre est noté.</translation>
    </message>
    <message>
        <source>Everyone shows a bid at once.</source>
        <translation>Tout le monde montre son annonce en même temps.</translation>
    </message>
    <message>
        <source>The player left of the dealer leads first.</source>
        <translation>Le joueur à gauche du donneur entame.</translation>
    </message>
    <message>
        <source>The highest bidder leads first (on a tie, the first of them to bid).</source>
        <translation>Le plus fort annonceur entame (à égalité, le premier d’entre eux à avoir annoncé).</translation>
    </message>
    <message>
        <source>The player left of the last bidder leads first.</source>
        <translation>Le joueur à gauche du dernier à annoncer entame.</translation>
    </message>
    <message>
        <source>The last bidder may not make the bids total the cards</source>
        <translation>Le dernier à annoncer ne peut pas faire que le total des annonces égale le nombre de cartes</translation>
    </message>
    <message>
        <source>The last bidder may not make the bids total the cards in hands of {0} cards or more</source>
        <translation>Le dernier à annoncer ne peut pas faire que le total des annonces égale le nombre de cartes dans les donnes de {0} cartes ou plus</translation>
    </message>
    <message>
        <source>0</source>
        <comment>a bid of zero</comment>
        <translation>0</translation>
    </message>
    <message>
        <source>all the cards</source>
        <translation>toutes les cartes</translation>
    </message>
    <message>
        <source>{0}, unless that bid is {1}.</source>
        <translation>{0}, sauf si cette annonce est {1}.</translation>
    </message>
    <message>
        <source>Any bid is allowed: the bids may total the cards.</source>
        <translation>Toute annonce est permise : le total peut égaler le nombre de cartes.</translation>
    </message>
    <message>
        <source>the bid</source>
        <translation>l’annonce</translation>
    </message>
    <message>
        <source>{0} × the bid</source>
        <translation>{0} × l’annonce</translation>
    </message>
    <message>
        <source>{0} per trick taken</source>
        <translation>{0} par pli fait</translation>
    </message>
    <message>
        <source>{0} per trick off</source>
        <translation>{0} par pli d’écart</translation>
    </message>
    <message>
        <source>{0} per card dealt</source>
        <translation>{0} par carte distribuée</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>minus {0}</source>
        <translation>moins {0}</translation>
    </message>
    <message>
        <source> when the cards left undealt are no more than the players (a short stock)</source>
        <translation> quand les cartes non distribuées ne sont pas plus nombreuses que les joueurs (un talon court)</translation>
    </message>
    <message>
        <source> in hands of {0} cards or more</source>
        <translation> dans les donnes de {0} cartes ou plus</translation>
    </message>
    <message>
        <source>Exact bid: {0}.</source>
        <translation>Annonce exacte : {0}.</translation>
    </message>
    <message>
        <source>A zero bid made: {0} instead.</source>
        <translation>Une annonce de zéro réussie : {0} à la place.</translation>
    </message>
    <message>
        <source>A made zero bid earns {0} more{1}.</source>
        <translation>Une annonce de zéro réussie rapporte {0} de plus{1}.</translation>
    </message>
    <message>
        <source>A missed bid (more or fewer tricks): {0}.</source>
        <translation>Annonce manquée (plus ou moins de plis) : {0}.</translation>
    </message>
    <message>
        <source>More tricks than bid: {0}. Fewer: {1}.</source>
        <translation>Plus de plis qu’annoncé : {0}. Moins : {1}.</translation>
    </message>
    <message>
        <source>bid {0}, took {1}: {2}</source>
        <translation>annonce {0}, fait {1} : {2}</translation>
    </message>
    <message>
        <source>For example (a hand of {0} cards): {1}.</source>
        <translation>Par exemple (une donne de {0} cartes) : {1}.</translation>
    </message>
    <message>
        <source>For example: {0}.</source>
        <translation>Par exemple : {0}.</translation>
    </message>
    <message>
        <source>No penalties are recorded.</source>
        <translation>Aucune pénalité n’est notée.</translation>
    </message>
    <message>
        <source>Each {0} costs {1} points in its hand.</source>
        <translation>Chaque {0} coûte {1} points dans sa donne.</translation>
    </message>
    <message>
        <source>Each {0} adds {1} points in its hand.</source>
        <translation>Chaque {0} ajoute {1} points dans sa donne.</translation>
    </message>
    <message>
        <source>A hand with a {0} scores at most {1} and does not count as a made bid.</source>
        <translation>Une donne avec {0} marque au plus {1} et ne compte pas comme annonce réussie.</translation>
    </message>
    <message>
        <source>The game goes on until the scorekeeper ends it.</source>
        <translation>La partie continue jusqu’à ce que le marqueur y mette fin.</translation>
    </message>
    <message>
        <source>The game ends after the last hand.</source>
        <translation>La partie se termine après la dernière donne.</translation>
    </message>
    <message>
        <source>The game ends after the hand in which a total passes {0}, or after the last hand if that comes first.</source>
        <translation>La partie se termine après la donne où un total dépasse {0}, ou après la dernière donne si elle vient avant.</translation>
    </message>
    <message>
        <source>The game ends after the hand in which a total passes {0}.</source>
        <translation>La partie se termine après la donne où un total dépasse {0}.</translation>
    </message>
    <message>
        <source>Highest total wins.</source>
        <translation>Le plus haut total gagne.</translation>
    </message>
    <message>
        <source>Ties are split by {0} (a hand with a penalty counts as none of these).</source>
        <translation>Les égalités se départagent par {0} (une donne avec pénalité ne compte pour aucun).</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, puis </translation>
    </message>
    <message>
        <source>Players still tied may play a tie-break deal of {0} cards each; the higher score takes the higher place.</source>
        <translation>Les joueurs encore à égalité peuvent jouer une donne de départage de {0} cartes chacun ; le meilleur score prend la meilleure place.</translation>
    </message>
    <message>
        <source>Players still tied share the place.</source>
        <translation>Les joueurs encore à égalité partagent la place.</translation>
    </message>
    <message>
        <source>trump not recorded</source>
        <translation>atout non noté</translation>
    </message>
    <message>
        <source>{0} are trump</source>
        <translation>atout : {0}</translation>
    </message>
    <message>
        <source>{0} bid, {1}</source>
        <translation>{0} annoncés, {1}</translation>
    </message>
    <message>
        <source>{0}: under by {1}</source>
        <translation>{0} : {1} en dessous</translation>
    </message>
    <message>
        <source>{0}: over by {1}</source>
        <translation>{0} : {1} au-dessus</translation>
    </message>
    <message>
        <source>{0}: exactly</source>
        <translation>{0} : pile</translation>
    </message>
    <message>
        <source>{0} can&apos;t bid {1}</source>
        <translation>{0} ne peut pas annoncer {1}</translation>
    </message>
    <message>
        <source>revoke</source>
        <translation>renonce</translation>
    </message>
    <message>
        <source>revokes</source>
        <translation>renonces</translation>
    </message>
    <message>
        <source>renege</source>
        <translation>refus de fournir</translation>
    </message>
    <message>
        <source>reneges</source>
        <translation>refus de fournir</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>pénalité</translation>
    </message>
    <message>
        <source>penalties</source>
        <translation>pénalités</translation>
    </message>
    <message>
        <source>hand {0}: {1}</source>
        <translation>donne {0} : {1}</translation>
    </message>
    <message>
        <source>there is nothing to undo</source>
        <translation>il n’y a rien à annuler</translation>
    </message>
    <message>
        <source>there is nothing to redo</source>
        <translation>il n’y a rien à rétablir</translation>
    </message>
    <message>
        <source>the game is over after hand {0}; no more can be recorded</source>
        <translation>la partie est finie après la donne {0} ; on ne peut plus rien noter</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: {2} contracts fulfilled to {3}</source>
        <translation>{0} devant {1} : {2} contrats remplis contre {3}</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: {2} winning contracts fulfilled to {3}</source>
        <translation>{0} devant {1} : {2} contrats gagnants remplis contre {3}</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: {2} contracts fulfilled or exceeded to {3}</source>
        <translation>{0} devant {1} : {2} contrats remplis ou dépassés contre {3}</translation>
    </message>
    <message>
        <source>house rules: {0} players cannot be dealt a hand from the {1}-card pack</source>
        <translation>règles maison : impossible de donner une main à {0} joueurs avec le paquet de {1} cartes</translation>
    </message>
    <message>
        <source>house rules: {0} cards each for {1} players needs {2} cards, more than the {3} in the pack</source>
        <translation>règles maison : {0} cartes chacun pour {1} joueurs demandent {2} cartes, plus que les {3} du paquet</translation>
    </message>
    <message>
        <source>house rules: schedule.list has a hand of {0} cards, more than {1} players can be dealt from {2} cards</source>
        <translation>règles maison : schedule.list a une main de {0} cartes, plus que ce que {1} joueurs peuvent recevoir de {2} cartes</translation>
    </message>
    <message>
        <source>{0} are always trump</source>
        <translation>{0} : toujours atout</translation>
    </message>
    <message>
        <source>hand {0} has no trumps in the trump sequence</source>
        <translation>la donne {0} est sans atout dans l&apos;ordre des atouts</translation>
    </message>
    <message>
        <source>{0} in the trump sequence</source>
        <translation>{0} dans l&apos;ordre des atouts</translation>
    </message>
    <message>
        <source>all {0} cards are dealt: no turn-up, no trumps</source>
        <translation>les {0} cartes sont toutes distribuées : pas de retourne, sans atout</translation>
    </message>
    <message>
        <source>turn-up not recorded</source>
        <translation>retourne non notée</translation>
    </message>
    <message>
        <source>joker turned up: no trumps</source>
        <translation>joker retourné : sans atout</translation>
    </message>
    <message>
        <source>{0} turned up: an ace means no trumps</source>
        <translation>{0} retourné : un as signifie sans atout</translation>
    </message>
    <message>
        <source>{0} turned up: a {1} means no trumps</source>
        <translation>{0} retourné : un {1} signifie sans atout</translation>
    </message>
    <message>
        <source>turn-up {0}</source>
        <translation>retourne : {0}</translation>
    </message>
    <message>
        <source>The pack is used up: the dealer shows his last card for trump.</source>
        <translation>Le paquet est épuisé : le donneur montre sa dernière carte pour l&apos;atout.</translation>
    </message>
    <message>
        <source>All {0} cards are dealt: no turn-up, no trumps.</source>
        <translation>Les {0} cartes sont toutes distribuées : pas de retourne, sans atout.</translation>
    </message>
    <message>
        <source>{0} bids last and may not bid {1} (bids would total the {2})</source>
        <translation>{0} annonce en dernier et ne peut pas annoncer {1} (le total ferait les {2})</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: tie-break deal {2} to {3}</source>
        <translation>{0} devant {1} : donne de barrage {2} à {3}</translation>
    </message>
    <message>
        <source>{0} ahead of {1}: tie-break deal {2} {3} to {4}</source>
        <translation>{0} devant {1} : donne de barrage {2} {3} à {4}</translation>
    </message>
    <message>
        <source>{0} and {1} tied on the total and every tie-breaker: they share the place</source>
        <translation>{0} et {1} sont à égalité au total et à chaque critère de départage : ils partagent la place</translation>
    </message>
    <message>
        <source>A trick game played by the table&apos;s own settings.</source>
        <translation>Un jeu de plis joué selon les réglages de la table.</translation>
    </message>
    <message>
        <source>“{0}”: a trick game played by the table&apos;s own settings.</source>
        <translation>« {0} » : un jeu de plis joué selon les réglages de la table.</translation>
    </message>
    <message>
        <source>{0} deals and may not bid {1} (bids would total the {2})</source>
        <translation>{0} donne et ne peut pas annoncer {1} (le total ferait les {2})</translation>
    </message>
    <message>
        <source>the game ended after hand {0}; no more hands can be recorded</source>
        <translation>la partie s’est terminée après la donne {0} ; on ne peut plus noter de donne</translation>
    </message>
    <message>
        <source>the game has only {0}</source>
        <translation>la partie n’a que {0}</translation>
    </message>
    <message>
        <source>{0} bid {1}, but a bid must be a whole number from 0 to {2} in a hand of {3}</source>
        <translation>{0} a annoncé {1}, mais une annonce doit être un nombre entier de 0 à {2} dans une donne de {3}</translation>
    </message>
    <message>
        <source>Reset after hand {0}: {1} back to 0</source>
        <translation>Remise à zéro après la donne {0} : {1} repart à 0</translation>
    </message>
    <message>
        <source>{0} took {1} tricks, but tricks must be a whole number from 0 to {2} in a hand of {3}</source>
        <translation>{0} a fait {1} plis, mais les plis doivent être un nombre entier de 0 à {2} dans une donne de {3}</translation>
    </message>
    <message>
        <source>the tricks add up to {0}, but {1} were dealt to each player and every trick is taken by someone</source>
        <translation>les plis font {0}, mais chaque joueur a reçu {1} et chaque pli revient à quelqu’un</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>{0}%</source>
        <comment>a percentage</comment>
        <translation>{0} %</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n pli</numerusform>
            <numerusform>%n plis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n donne</numerusform>
            <numerusform>%n donnes</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>level</source>
        <comment>neither ahead</comment>
        <translation>à égalité</translation>
    </message>
    <message>
        <source>{0} ahead {1} times, {2} ahead {3} times, level {4}</source>
        <translation>{0} devant {1} fois, {2} devant {3} fois, à égalité {4}</translation>
    </message>
    <message>
        <source>{0} v {1}</source>
        <translation>{0} contre {1}</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Parties ensemble</translation>
    </message>
    <message>
        <source>Who finished ahead</source>
        <translation>Qui a fini devant</translation>
    </message>
    <message>
        <source>Game by game</source>
        <translation>Jeu par jeu</translation>
    </message>
    <message>
        <source>A ahead</source>
        <translation>A devant</translation>
    </message>
    <message>
        <source>B ahead</source>
        <translation>B devant</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>A won</source>
        <translation>A a gagné</translation>
    </message>
    <message>
        <source>B won</source>
        <translation>B a gagné</translation>
    </message>
    <message>
        <source>A avg place</source>
        <translation>A place moy.</translation>
    </message>
    <message>
        <source>B avg place</source>
        <translation>B place moy.</translation>
    </message>
    <message>
        <source>Last meetings</source>
        <translation>Dernières rencontres</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>A place</source>
        <translation>A place</translation>
    </message>
    <message>
        <source>B place</source>
        <translation>B place</translation>
    </message>
    <message>
        <source>Ahead</source>
        <translation>Devant</translation>
    </message>
    <message>
        <source>Head to head: {0}</source>
        <translation>Face-à-face : {0}</translation>
    </message>
    <message numerus="yes">
        <source>%n finished game(s) together</source>
        <translation>
            <numerusform>%n partie terminée ensemble</numerusform>
            <numerusform>%n parties terminées ensemble</numerusform>
        </translation>
    </message>
    <message>
        <source>new</source>
        <comment>not rated in the season before</comment>
        <translation>nouveau</translation>
    </message>
    <message>
        <source>same</source>
        <comment>the same rank as in the season before</comment>
        <translation>inchangé</translation>
    </message>
    <message>
        <source>Leaderboard</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Avg place</source>
        <translation>Place moy.</translation>
    </message>
    <message>
        <source>Exact bids</source>
        <translation>Annonces exactes</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Évolution</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <source>Moves compared with</source>
        <translation>Évolution par rapport à</translation>
    </message>
    <message>
        <source>Season {0} – {1}</source>
        <translation>Saison {0} – {1}</translation>
    </message>
    <message>
        <source>Ratings of this season&apos;s games only: everyone starts level</source>
        <translation>Classements des seules parties de cette saison : tout le monde part à égalité</translation>
    </message>
    <message>
        <source>{0} — page {1} of {2}</source>
        <translation>{0} — page {1} sur {2}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Any player may deal first.</source>
        <translation>N’importe quel joueur peut donner en premier.</translation>
    </message>
    <message>
        <source>{0}–{1} players</source>
        <translation>{0} à {1} joueurs</translation>
    </message>
    <message>
        <source>{0} and {1} are the same name (names compare ignoring case); give each player a different name</source>
        <translation>{0} et {1} sont le même nom (majuscules et minuscules ne comptent pas) ; donnez à chaque joueur un nom différent</translation>
    </message>
    <message>
        <source>{0} takes {1} to {2} players, not {3}</source>
        <translation>{0} se joue de {1} à {2} joueurs, pas {3}</translation>
    </message>
    <message>
        <source>Up to nine cards and back; bids shown at once, a zero bid (misère) made scores 5, every trick counts, revokes cost a net 5.</source>
        <translation>Jusqu’à neuf cartes et retour ; annonces révélées en même temps, une annonce de zéro (misère) réussie rapporte 5, chaque pli compte, une renonce coûte 5 net.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 1 card, 2 cards … up to the peak (9, or fewer when the pack is short) and back down to 1 (full game), or from the peak down to 1 (half game). With 6 or 7 players the 63-card pack is used.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Trump:&lt;/b&gt; the suit of the turn-up (when the pack is used up, the dealer&apos;s last card). An ace or the joker turned up means no trumps.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; are shown at once: there is no forbidden bid.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; bid made exactly: 10 + tricks (a zero bid made: 5); more tricks than bid: 1 per trick; fewer: minus the shortfall. A revoke makes the hand a net −5 (or worse if the hand already lost more).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ties&lt;/b&gt; are broken by contracts fulfilled, then winning contracts fulfilled, then contracts fulfilled or exceeded; a tie that survives may be settled by a 5-card deal that is not added to the totals.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Donnes :&lt;/b&gt; 1 carte, 2 cartes … jusqu’au sommet (9, ou moins quand le paquet est court) puis retour à 1 (partie entière), ou du sommet jusqu’à 1 (demi-partie). À 6 ou 7 joueurs, on prend le paquet de 63 cartes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Atout :&lt;/b&gt; la couleur de la retourne (quand le paquet est épuisé, la dernière carte du donneur). Un as ou le joker retourné signifie sans atout.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les annonces&lt;/b&gt; sont montrées en même temps : aucune annonce n’est interdite.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Points :&lt;/b&gt; annonce réussie exactement : 10 + plis (une annonce zéro réussie : 5) ; plus de plis qu’annoncé : 1 par pli ; moins : moins l’écart. Une renonce fait de la donne un net de −5 (ou pire si la donne a déjà perdu plus).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les égalités&lt;/b&gt; se départagent par les contrats réussis, puis les contrats gagnants réussis, puis les contrats réussis ou dépassés ; une égalité qui reste peut se jouer en une donne de 5 cartes qui ne compte pas dans les totaux.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Any player may deal first; the deal then passes to the left.</source>
        <translation>N’importe quel joueur peut donner en premier ; la donne passe ensuite à gauche.</translation>
    </message>
    <message>
        <source>full: 1 card up to the peak and back to 1 (17 hands); half: from the peak down to 1 (9 hands)</source>
        <translation>complète : 1 carte jusqu’au sommet et retour à 1 (17 donnes) ; demi : du sommet jusqu’à 1 (9 donnes)</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>full</source>
        <translation>complète</translation>
    </message>
    <message>
        <source>half</source>
        <translation>demi</translation>
    </message>
    <message>
        <source>Add one joker, the highest trump</source>
        <translation>Ajouter un joker, l’atout le plus fort</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>With 6 or 7 players use the 63-card pack (11s, 12s and red 13s)</source>
        <translation>À 6 ou 7 joueurs, utiliser le jeu de 63 cartes (11, 12 et 13 rouges)</translation>
    </message>
    <message>
        <source>Big pack</source>
        <translation>Grand jeu</translation>
    </message>
    <message>
        <source>One card more each hand up to the most the pack allows; exact bid scores 10 + bid; a total that lands on a multiple of 50 goes back to 0; first past 100 ends it.</source>
        <translation>Une carte de plus à chaque donne jusqu’au maximum du jeu ; une annonce exacte rapporte 10 + l’annonce ; un total qui tombe sur un multiple de 50 revient à 0 ; le premier à dépasser 100 termine la partie.</translation>
    </message>
    <message>
        <source>Everyone turns a card: the player to the right of the lowest card deals first. In the next game of a sitting, the player to the right of the previous winner deals.</source>
        <translation>Chacun retourne une carte : le joueur à droite de la plus basse donne en premier. À la partie suivante de la soirée, c’est le joueur à droite du gagnant précédent qui donne.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 1 card, then one more each hand up to the most the pack allows, and that many until the end (3 players use the 28-card pack, 8 to A). With 4 players the hands go 1…13…1…13; the 13-card hand deals the whole pack and has no trumps.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; go clockwise from the dealer&apos;s left; the dealer may not make the bids total the cards unless the dealer bids 0 or all the cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; exactly the bid: 10 + bid; fewer tricks: −bid; more: −tricks. A renege not caught at once: −20. A total that lands on a multiple of 50 (not 0) goes back to 0.&lt;/p&gt;&lt;p&gt;&lt;b&gt;End:&lt;/b&gt; after the hand in which someone passes 100. Ties share the place.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Donnes :&lt;/b&gt; 1 carte, puis une de plus à chaque donne jusqu’au maximum que permet le paquet, et autant jusqu’à la fin (à 3 joueurs, le paquet de 28 cartes, du 8 à l’as). À 4 joueurs, les donnes vont 1…13…1…13 ; la donne de 13 cartes distribue tout le paquet et se joue sans atout.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les annonces&lt;/b&gt; tournent dans le sens des aiguilles d’une montre depuis la gauche du donneur ; le donneur ne peut pas rendre le total des annonces égal aux cartes, sauf s’il annonce 0 ou toutes les cartes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Points :&lt;/b&gt; exactement l’annonce : 10 + annonce ; moins de plis : −annonce ; plus : −plis. Une renonce qui n’est pas relevée aussitôt : −20. Un total qui tombe sur un multiple de 50 (hors 0) revient à 0.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fin :&lt;/b&gt; après la donne où quelqu’un dépasse 100. Les égalités partagent la place.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>total reached a multiple of 50 and went back to 0</source>
        <translation>le total a atteint un multiple de 50 et est revenu à 0</translation>
    </message>
    <message>
        <source>Rematch: the winner is not at the table, so anyone may deal first.</source>
        <translation>Revanche : le gagnant n’est pas à la table, n’importe qui peut donc donner en premier.</translation>
    </message>
    <message>
        <source>Rematch: the player to the right of the winner ({0}) deals first.</source>
        <translation>Revanche : le joueur à droite du gagnant ({0}) donne en premier.</translation>
    </message>
    <message>
        <source>The winners tied: choose between {0}.</source>
        <translation>Les gagnants sont à égalité : choisissez entre {0}.</translation>
    </message>
    <message>
        <source>A beating game: the last player holding cards is the shithead. The app keeps the sitting&apos;s tally of losses (or wins).</source>
        <translation>Un jeu de défausse : le dernier joueur à tenir des cartes est le shithead. L’application tient le décompte de la soirée des défaites (ou des victoires).</translation>
    </message>
    <message>
        <source>Anyone may deal first. Loser mode: the loser deals the next hand; winner mode: the deal passes to the left.</source>
        <translation>N’importe qui peut donner en premier. Mode perdant : le perdant donne la donne suivante ; mode gagnant : la donne passe à gauche.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Each hand&lt;/b&gt; records who went out in which order, or just the last player holding cards (the loser) — in winner mode, just the first out.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Loser mode:&lt;/b&gt; standings by fewest losses; the loser deals the next hand. &lt;b&gt;Winner mode:&lt;/b&gt; by most wins; the deal passes left. With full orders out, a tie is split by the better average finishing position.&lt;/p&gt;&lt;p&gt;&lt;b&gt;End:&lt;/b&gt; when you end the sitting, or when someone reaches the target.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Chaque donne&lt;/b&gt; note qui est sorti dans quel ordre, ou seulement le dernier à tenir des cartes (le perdant) — en mode gagnant, seulement le premier sorti.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mode perdant :&lt;/b&gt; classement par le moins de défaites ; le perdant donne la donne suivante. &lt;b&gt;Mode gagnant :&lt;/b&gt; par le plus de victoires ; la donne passe à gauche. Avec des ordres de sortie complets, une égalité se départage par la meilleure place moyenne.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Fin :&lt;/b&gt; quand vous terminez la soirée, ou quand quelqu’un atteint l’objectif.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>loser: standings by fewest losses, the loser deals next; winner: standings by most wins, the deal passes left</source>
        <translation>perdant : classement par le moins de défaites, le perdant donne ensuite ; gagnant : classement par le plus de victoires, la donne passe à gauche</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>loser</source>
        <translation>perdant</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>gagnant</translation>
    </message>
    <message>
        <source>Add two jokers (they reverse play); allows 6 players</source>
        <translation>Ajouter deux jokers (ils inversent le sens du jeu) ; permet 6 joueurs</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Face-down and face-up cards dealt to each player</source>
        <translation>Cartes face cachée et face visible distribuées à chaque joueur</translation>
    </message>
    <message>
        <source>Table cards</source>
        <translation>Cartes sur table</translation>
    </message>
    <message>
        <source>End the sitting when someone reaches this many losses (wins in winner mode)</source>
        <translation>Terminer la soirée quand quelqu’un atteint ce nombre de défaites (de victoires en mode gagnant)</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objectif</translation>
    </message>
    <message>
        <source>{0}–{1} players ({2} with jokers)</source>
        <translation>{0} à {1} joueurs ({2} avec les jokers)</translation>
    </message>
    <message>
        <source>who is the shithead (the last still holding cards)?</source>
        <translation>qui est le shithead (le dernier à tenir encore des cartes) ?</translation>
    </message>
    <message>
        <source>who went out first?</source>
        <translation>qui est sorti en premier ?</translation>
    </message>
    <message>
        <source>Or type everyone&apos;s number in the order they went out, first out first (the last can be left out).</source>
        <translation>Ou tapez le numéro de chacun dans l’ordre de sortie, le premier sorti d’abord (le dernier peut être omis).</translation>
    </message>
    <message>
        <source>first to {0} ends the sitting</source>
        <translation>le premier à {0} termine la soirée</translation>
    </message>
    <message>
        <source>{0} reached {1}: the sitting is over.</source>
        <translation>{0} a atteint {1} : la soirée est terminée.</translation>
    </message>
    <message>
        <source>The sitting was ended.</source>
        <translation>La soirée a été terminée.</translation>
    </message>
    <message>
        <source>Deal each player {0} face-down, {0} face-up and 3 in hand.</source>
        <translation>Donnez à chaque joueur {0} cartes face cachée, {0} face visible et 3 en main.</translation>
    </message>
    <message>
        <source>Fourteen hands, 7 cards down to 1 and back up; the dealer may not make the bids total the cards; an exact bid scores 10 + 2 per trick bid.</source>
        <translation>Quatorze donnes, de 7 cartes à 1 et retour ; le donneur ne peut pas faire que les annonces égalent le nombre de cartes ; une annonce exacte rapporte 10 + 2 par pli annoncé.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7 cards (14 hands). Trump is the suit of the turn-up.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; go clockwise from the dealer&apos;s left; the dealer bids last and may not bid the number that makes the bids total the cards.&lt;/p&gt;&lt;p&gt;&lt;b&gt;First lead:&lt;/b&gt; the highest bidder (the first to bid it on equal bids).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; exactly the bid: 10 + 2 per trick bid; otherwise −2 per trick missed either way. Ties share the place.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Donnes :&lt;/b&gt; 7, 6, 5, 4, 3, 2, 1, 1, 2, 3, 4, 5, 6, 7 cartes (14 donnes). L’atout est la couleur de la retourne.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les annonces&lt;/b&gt; tournent dans le sens des aiguilles d’une montre depuis la gauche du donneur ; le donneur annonce en dernier et ne peut pas annoncer le nombre qui rendrait le total des annonces égal aux cartes.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Première entame :&lt;/b&gt; la plus forte annonce (à annonces égales, la première faite).&lt;/p&gt;&lt;p&gt;&lt;b&gt;Points :&lt;/b&gt; exactement l’annonce : 10 + 2 par pli annoncé ; sinon −2 par pli d’écart, dans un sens comme dans l’autre. Les égalités partagent la place.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Everyone draws a card: the highest card deals first.</source>
        <translation>Chacun tire une carte : la plus haute donne en premier.</translation>
    </message>
    <message>
        <source>Bid in any order, lead when you like; spades are always trump; whoever bids last may not make the bids total the cards; 1 point for an exact bid.</source>
        <translation>Annonces dans n’importe quel ordre, on entame quand on veut ; pique est toujours atout ; le dernier à annoncer ne peut pas faire que les annonces égalent le nombre de cartes ; 1 point pour une annonce exacte.</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Hands:&lt;/b&gt; 7 down to 1 and back to 7 (13 hands); long: 10 down to 1 and back (2–5 players); constant: the same number every hand until you end the game. In the one-card hand everyone holds the card to their forehead, unseen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Trump:&lt;/b&gt; spades, always.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Bids&lt;/b&gt; are called in any order; whoever calls last may not make the bids total the cards. If nobody calls, the player left of the last bidder must.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Score:&lt;/b&gt; 1 for exactly the bid, else 0. Ties share the place.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Donnes :&lt;/b&gt; de 7 à 1 puis retour à 7 (13 donnes) ; longue : de 10 à 1 et retour (2 à 5 joueurs) ; constante : le même nombre à chaque donne jusqu’à ce que vous terminiez la partie. À la donne d’une carte, chacun tient sa carte sur le front, sans la voir.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Atout :&lt;/b&gt; pique, toujours.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Les annonces&lt;/b&gt; se font dans n’importe quel ordre ; le dernier à annoncer ne peut pas rendre le total des annonces égal aux cartes. Si personne n’annonce, le joueur à gauche du dernier annonceur doit le faire.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Points :&lt;/b&gt; 1 pour exactement l’annonce, sinon 0. Les égalités partagent la place.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>standard: 7 down to 1 and back (13 hands); long: 10 down to 1 and back (19 hands, 2–5 players); constant: the same number of cards every hand until you end the game</source>
        <translation>standard : de 7 à 1 et retour (13 donnes) ; longue : de 10 à 1 et retour (19 donnes, 2 à 5 joueurs) ; constante : le même nombre de cartes à chaque donne jusqu’à la fin de la partie</translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation>Déroulement</translation>
    </message>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>long</source>
        <translation>longue</translation>
    </message>
    <message>
        <source>constant</source>
        <translation>constante</translation>
    </message>
    <message>
        <source>Cards per hand with the constant schedule (cards × players ≤ 52)</source>
        <translation>Cartes par donne avec le déroulement constant (cartes × joueurs ≤ 52)</translation>
    </message>
    <message>
        <source>One-card hand: don&apos;t look! Everyone holds their card to their forehead, face out, then bids.</source>
        <translation>Donne à une carte : ne regardez pas ! Chacun tient sa carte sur le front, face visible, puis annonce.</translation>
    </message>
    <message>
        <source>{0}. {1}: {2}</source>
        <comment>a hand of the schedule</comment>
        <translation>{0}. {1} : {2}</translation>
    </message>
    <message>
        <source>house rules: {0} is for {1} to {2} players, not {3} (change Players to allow {3})</source>
        <translation>{0} se joue de {1} à {2} joueurs, pas {3} (modifiez Joueurs pour en permettre {3})</translation>
    </message>
    <message>
        <source>dealer&apos;s last card</source>
        <translation>dernière carte du donneur</translation>
    </message>
    <message>
        <source>no trumps (whole pack dealt)</source>
        <translation>sans atout (tout le jeu distribué)</translation>
    </message>
    <message>
        <source>turn-up</source>
        <translation>retourne</translation>
    </message>
    <message>
        <source>house rules: {0} must be {1}, not {2}</source>
        <translation>règles maison : {0} doit être {1}, pas {2}</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>a whole number ≥ {0}</source>
        <translation>un nombre entier ≥ {0}</translation>
    </message>
    <message>
        <source>a whole number from {0} to {1}</source>
        <translation>un nombre entier de {0} à {1}</translation>
    </message>
    <message>
        <source>one of {0}</source>
        <translation>l’une des valeurs {0}</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>house rules: {0}.{1} is not a setting (the settings of {0} are: {2})</source>
        <translation>règles maison : {0}.{1} n’est pas un réglage (les réglages de {0} sont : {2})</translation>
    </message>
    <message>
        <source>house rules: {0}.{1} is missing</source>
        <translation>règles maison : {0}.{1} manque</translation>
    </message>
    <message>
        <source>a list of {0} to {1} items</source>
        <translation>une liste de {0} à {1} éléments</translation>
    </message>
    <message>
        <source>a list of at least {0} items</source>
        <translation>une liste d’au moins {0} éléments</translation>
    </message>
    <message>
        <source>text of 1 to 40 characters</source>
        <translation>un texte de 1 à 40 caractères</translation>
    </message>
    <message>
        <source>a preset name or null</source>
        <translation>un nom de préréglage ou null</translation>
    </message>
    <message>
        <source>an object from a player count to a pack</source>
        <translation>un objet associant un nombre de joueurs à un paquet</translation>
    </message>
    <message>
        <source>keyed by player counts 2 to 10 (as text)</source>
        <translation>indexé par des nombres de joueurs de 2 à 10 (en texte)</translation>
    </message>
    <message>
        <source>house rules: schedule.list is for the list shape only</source>
        <translation>règles maison : schedule.list ne sert qu’à la forme list</translation>
    </message>
    <message>
        <source>house rules: penalty needs exactly one of each or floor</source>
        <translation>règles maison : penalty demande exactement l’un de each ou floor</translation>
    </message>
    <message>
        <source>a list without repeats</source>
        <translation>une liste sans répétitions</translation>
    </message>
    <message>
        <source>house rules: bidding.hook must be none with simultaneous bidding (nobody bids last)</source>
        <translation>règles maison : bidding.hook doit être none avec des annonces simultanées (personne n’annonce en dernier)</translation>
    </message>
    <message>
        <source>house rules: bidding.first_lead cannot be left-of-last-bidder with simultaneous bidding (nobody bids last)</source>
        <translation>règles maison : bidding.first_lead ne peut pas être left-of-last-bidder avec des annonces simultanées (personne n’annonce en dernier)</translation>
    </message>
    <message>
        <source>house rules: end must be open or above a total with the {0} shape (it has no last hand)</source>
        <translation>règles maison : end doit être open ou above un total avec la forme {0} (elle n’a pas de dernière main)</translation>
    </message>
    <message>
        <source>house rules: trump.no_trumps_on and trump.pack_used are for the turn-up kind only</source>
        <translation>règles maison : trump.no_trumps_on et trump.pack_used ne servent qu’au type turn-up</translation>
    </message>
    <message>
        <source>house rules: {0} must be whole numbers separated by commas, not {1}</source>
        <translation>règles maison : {0} doit être des nombres entiers séparés par des virgules, pas {1}</translation>
    </message>
    <message>
        <source>house rules: pack_for must be written as player count: pack (e.g. 3: 28, 7: 63), not {0}</source>
        <translation>règles maison : pack_for s’écrit nombre de joueurs: paquet (p. ex. 3: 28, 7: 63), pas {0}</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>un fichier</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>un tube nommé (FIFO)</translation>
    </message>
    <message>
        <source>a character device</source>
        <translation>un périphérique en mode caractère</translation>
    </message>
    <message>
        <source>a block device</source>
        <translation>un périphérique en mode bloc</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>autre chose qu’un fichier ordinaire</translation>
    </message>
    <message>
        <source>is {0}, not {1}; nothing was read</source>
        <translation>est {0} et non {1} ; rien n’a été lu</translation>
    </message>
    <message>
        <source>cannot be read ({0})</source>
        <translation>ne peut pas être lu ({0})</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>ce fichier n’existe pas</translation>
    </message>
    <message>
        <source>permission denied (check the file&apos;s rights)</source>
        <translation>accès refusé (vérifiez les droits du fichier)</translation>
    </message>
    <message>
        <source>is {0} bytes; {1} is at most {2}</source>
        <translation>fait {0} octets ; {1} fait au plus {2}</translation>
    </message>
    <message>
        <source>has nothing to read yet (it would have to be waited for)</source>
        <translation>n’a encore rien à lire (il faudrait l’attendre)</translation>
    </message>
    <message>
        <source>is over {0}; {1} is at most {0}</source>
        <translation>dépasse {0} ; {1} fait au plus {0}</translation>
    </message>
    <message>
        <source>not a rules file (it needs &quot;format&quot;: &quot;{0}&quot;)</source>
        <translation>pas un fichier de règles (il lui faut &quot;format&quot;: &quot;{0}&quot;)</translation>
    </message>
    <message>
        <source>rules file version {0} is not one this version reads (it reads version {1})</source>
        <translation>cette version ne lit pas la version {0} des fichiers de règles (elle lit la version {1})</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0} : {1}</translation>
    </message>
    <message>
        <source>a rules file</source>
        <translation>un fichier de règles</translation>
    </message>
    <message>
        <source>{0}: not a rules file (it is not UTF-8 text)</source>
        <translation>{0} : pas un fichier de règles (ce n’est pas du texte UTF-8)</translation>
    </message>
    <message>
        <source>{0}: cannot be written ({1})</source>
        <translation>{0} : ne peut pas être écrit ({1})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Penalty:&lt;/b&gt; {0}.</source>
        <translation>&lt;b&gt;Pénalité :&lt;/b&gt; {0}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;First dealer:&lt;/b&gt; {0}</source>
        <translation>&lt;b&gt;Premier donneur :&lt;/b&gt; {0}</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>none</source>
        <comment>an option left unset</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>&lt;b&gt;{0}&lt;/b&gt; ({1}, default {2}): {3}</source>
        <translation>&lt;b&gt;{0}&lt;/b&gt; ({1}, par défaut {2}) : {3}</translation>
    </message>
    <message>
        <source>{0} (or none)</source>
        <translation>{0} (ou aucun)</translation>
    </message>
    <message>
        <source>a club archive</source>
        <translation>une archive du club</translation>
    </message>
    <message>
        <source>a scorecard file</source>
        <translation>un fichier de feuille de marque</translation>
    </message>
    <message>
        <source>Expecting value</source>
        <translation>valeur attendue</translation>
    </message>
    <message>
        <source>Expecting &apos;,&apos; delimiter</source>
        <translation>virgule attendue</translation>
    </message>
    <message>
        <source>Expecting &apos;:&apos; delimiter</source>
        <translation>deux-points attendu</translation>
    </message>
    <message>
        <source>Expecting property name enclosed in double quotes</source>
        <translation>nom de clé entre guillemets droits attendu</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>données en trop après la fin</translation>
    </message>
    <message>
        <source>Unterminated string starting at</source>
        <translation>chaîne non terminée commençant</translation>
    </message>
    <message>
        <source>Invalid control character at</source>
        <translation>caractère de contrôle non permis</translation>
    </message>
    <message>
        <source>Invalid \escape</source>
        <translation>séquence d’échappement \ non valide</translation>
    </message>
    <message>
        <source>Invalid \uXXXX escape</source>
        <translation>séquence d’échappement \uXXXX non valide</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of object</source>
        <translation>virgule en trop avant la fin d’un objet</translation>
    </message>
    <message>
        <source>Illegal trailing comma before end of array</source>
        <translation>virgule en trop avant la fin d’une liste</translation>
    </message>
    <message>
        <source>objects and lists are nested more than {0} deep; no scorecard needs that</source>
        <translation>les objets et listes sont imbriqués sur plus de {0} niveaux ; aucune feuille de marque n’en a besoin</translation>
    </message>
    <message>
        <source>numbers in a scorecard are counts of at most {0} digits</source>
        <translation>les nombres d’une feuille de marque sont des comptes d’au plus {0} chiffres</translation>
    </message>
    <message>
        <source>{0}: not valid JSON ({1} at column {2})</source>
        <translation>{0} : JSON non valide ({1} à la colonne {2})</translation>
    </message>
    <message>
        <source>a number is too large: {0}</source>
        <translation>un nombre est trop grand : {0}</translation>
    </message>
    <message>
        <source>line {0}</source>
        <translation>ligne {0}</translation>
    </message>
    <message>
        <source>{0} objects and lists: more than a scorecard can hold (at most {1})</source>
        <translation>{0} objets et listes : plus qu’une feuille de marque ne peut en contenir (au plus {1})</translation>
    </message>
    <message>
        <source>{0}: the number {1} ({2} digits) is too large: {3}</source>
        <translation>{0} : le nombre {1} ({2} chiffres) est trop grand : {3}</translation>
    </message>
    <message>
        <source>the key {0} is given twice in one object; give it once</source>
        <translation>la clé {0} figure deux fois dans un même objet ; ne la donnez qu’une fois</translation>
    </message>
    <message>
        <source>not valid JSON: {0} is not a number JSON allows</source>
        <translation>JSON non valide : {0} n’est pas un nombre permis en JSON</translation>
    </message>
    <message>
        <source>hand {0}</source>
        <translation>donne {0}</translation>
    </message>
    <message>
        <source>item {0}</source>
        <translation>élément {0}</translation>
    </message>
    <message>
        <source>the top level</source>
        <translation>niveau supérieur</translation>
    </message>
    <message>
        <source>the text</source>
        <translation>le texte</translation>
    </message>
    <message>
        <source>{0} at {1} is not valid Unicode (it holds a lone surrogate, an escape such as \ud800 without its pair)</source>
        <translation>{0} à l’emplacement {1} n’est pas de l’Unicode valide (on y trouve un surrogate isolé, un échappement comme \ud800 sans sa paire)</translation>
    </message>
    <message>
        <source>a key</source>
        <translation>une clé</translation>
    </message>
</context>
</TS>
