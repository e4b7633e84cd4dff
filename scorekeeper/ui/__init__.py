"""The desktop app (Qt Widgets). Qt only: no rules logic, no SQL."""
