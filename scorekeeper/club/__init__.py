"""The club's views of its games: ratings, sittings, records, head-to-head.

Pure computations (no Qt, no SQL) over the rows the store hands out
(:class:`~scorekeeper.store.club_records.ClubGame`); what a game's places, winners
and exact bids mean is the rules' business, asked of :func:`scorekeeper.rules.variant`.
"""
