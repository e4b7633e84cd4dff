"""Statistics of a game where players joined, left and sat out: the game counts once for
everyone who sat in it (joiners too), and per-hand figures (exact-bid rate, average
score, exact bids by hand size) count only the hands each was dealt in."""

from __future__ import annotations

from pathlib import Path

from scorekeeper.rules.scorecard_file import scorecard_from_document
from scorekeeper.store import Store
from tests.rules.test_table_changes_file import changed_document


def test_a_player_is_counted_for_the_hands_they_sat_in(tmp_path: Path) -> None:
    document = {**changed_document(), "stopped": True}  # an open game, ended: finished
    card = scorecard_from_document(document)
    assert card.status == "finished"
    with Store(tmp_path / "club.db") as store:
        store.import_state(card.state)
        ben = store.player_stats("Ben")[0]
        dan = store.player_stats("Dan")[0]
        cat = store.player_stats("Cat")[0]
        assert (ben.played, ben.hands) == (1, 3)  # sat hand 3 out
        assert ben.exact_rate == 1.0  # made all three bids he made (not 3 of 4)
        assert (dan.played, dan.hands) == (1, 3)  # joined before hand 2
        assert dan.exact_rate == 1 / 3
        assert (cat.played, cat.hands) == (1, 3)  # left after hand 3
        by_size = {(p, cards): hands for p, cards, hands, _ in
                   store.exact_by_hand_size(player="Ben")}
        assert by_size == {("Ben", 2): 3}
