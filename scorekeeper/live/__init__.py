"""The live page: the game in play on the players' phones, read-only, on the local network.

``state`` builds the page's document from the rules' scorecard (pure, no Qt);
``server`` serves it with the page's static files and follows every change; the
command line (``scorekeeper serve``) and the app (View › Show on phones…) share both.
"""
