"""What the charts show, without Qt: each chart's figures, its axes' round steps and
every player's colour, so the figures are tested without a widget and the widgets in
``ui`` only draw them."""
