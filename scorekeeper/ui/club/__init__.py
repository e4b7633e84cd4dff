"""The club's screens: the leaderboard (ratings, head to head, records) and charts."""
