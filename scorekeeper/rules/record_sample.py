"""A frozen sample of a stored game record: the words a record of play is made of.

The store primes its compression with it (``store/compact.py``), so a game's
record takes a few hundred bytes. What a record looks like is the rules' to
know, so the sample lives here. It is never changed: records compressed with it
must always read back; a better sample would be a new constant and version.
"""

from __future__ import annotations

RECORD_SAMPLE_V1 = (
    b'"tricks":{"#0":0,"#1":1,"#2":2,"#3":3,"#4":1,"#5":0,"#6":2},"penalties":{"#1":1},'
    b'"bid_order":["#0","#1","#2","#3"]},{"turn_up":null,"bids":{"#0":1,"#1":0,"#2":2,'
    b'"#3":1,"#4":0,"#5":1,"#6":0},"out_order":["#0","#1","#2","#3","#4"]},{"loser":"#1"},'
    b'{"winner":"#2"},{"format":"scorekeeper-game","version":1,"variant":"oh-hell-pw",'
    b'"options":{"length":"full","joker":false,"big_pack":false,"schedule":"standard",'
    b'"cards":7,"mode":"loser","jokers":false,"table_cards":3,"target":null},'
    b'"players":["#0","#1","#2","#3","#4"],"first_dealer":"#0","stopped":false,'
    b'"hands":[{"turn_up":"QH","bids":{"#0":0,"#1":1,"#2":0,"#3":1},'
    b'"tricks":{"#0":0,"#1":1,"#2":0,"#3":0}}'
)
