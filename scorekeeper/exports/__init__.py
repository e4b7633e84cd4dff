"""Ways a game leaves the app: text, JSON, CSV (and, with Qt, PDF and PNG)."""
