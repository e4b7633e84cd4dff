"""A long game's PNG: images of bounded height (game.png, game-2.png …), every hand on
exactly one, each readable; the longest game a file may hold in bounded memory."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from scorekeeper.exports import rendered
from scorekeeper.exports.painter import ScorecardPainter
from scorekeeper.exports.rendered import PNG_MAX_HEIGHT, PNG_WIDTH, png_paths, write_png
from scorekeeper.rules import evaluate
from scorekeeper.rules.scorecard_file import state_from_json

ROOT = Path(__file__).parents[2]
PEAK_LIMIT_MB = 200  # the goal for 2,000 hands of 10 players (it took 621 MB)


def long_game(hands: int, players: int = 10) -> dict:
    """Everyone misses every hand, so the game never ends before its last hand."""
    names = [f"Player {i}" for i in range(players)]
    played = []
    for number in range(1, hands + 1):
        tricks = dict.fromkeys(names, 0)
        tricks[names[number % players]] = min(number, 5)
        played.append({"turn_up": "QH", "bids": dict.fromkeys(names, 1), "tricks": tricks})
    return {"variant": "oh-hell-pw", "players": names, "first_dealer": names[0],
            "hands": played}


def test_a_long_game_is_split_into_images_of_bounded_height(tmp_path: Path, qapp) -> None:
    card = evaluate(state_from_json(long_game(150)))
    written = write_png(card, tmp_path / "game-12.png")
    assert len(written) >= 2
    assert written == png_paths(tmp_path / "game-12.png", len(written))
    assert [p.name for p in written[:2]] == ["game-12.png", "game-12-2.png"]
    assert sorted(tmp_path.iterdir()) == sorted(written)  # nothing else, no leftovers
    for path in written:
        image = QImage(str(path))
        assert not image.isNull(), path
        assert image.width() == PNG_WIDTH and 0 < image.height() <= PNG_MAX_HEIGHT
        assert image.dotsPerMeterX() == 5669  # 144 dpi, as before
        colours = {image.pixel(x, y) for x in range(0, image.width(), 9)
                   for y in range(0, image.height(), 9)}
        assert len(colours) > 10  # drawn: text, shading, rules
    drawer = ScorecardPainter(card)
    pages, _ = rendered._png_pages(drawer, PNG_WIDTH - 2 * rendered.PNG_MARGIN)
    assert len(pages) == len(written)
    assert [r.number for page in pages for r in page["rows"]] == list(range(1, 151))
    assert pages[-1]["footer"] and not any(p["footer"] for p in pages[:-1])


def test_four_digit_hand_numbers_fit_their_column(qapp) -> None:
    card = evaluate(state_from_json(long_game(1000)))
    drawer = ScorecardPainter(card)
    image = QImage(100, 100, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    try:
        widths, _ = drawer._columns(painter, QRectF(0, 0, 1000, 1000))
        number = QFontMetricsF(drawer.fonts.body, image).horizontalAdvance("1000")
    finally:
        painter.end()
    assert widths[0] - 8 >= number  # drawn whole, not cut to "000"


@pytest.mark.slow
@pytest.mark.skipif(not hasattr(resource, "RUSAGE_CHILDREN"), reason="needs getrusage")
def test_the_longest_game_exports_in_bounded_memory(tmp_path: Path) -> None:
    """2,000 hands of 10 players (the most a scorecard file holds), through the command
    line in a process of its own: its peak memory, not its time (benchmarks/ time it)."""
    import json

    source = tmp_path / "long.json"
    source.write_text(json.dumps(long_game(2000)))
    db = tmp_path / "long.db"
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    scorekeeper = [sys.executable, "-m", "scorekeeper", "--db", str(db)]
    subprocess.run([*scorekeeper, "import", str(source)], env=env, check=True,
                   capture_output=True)
    # A child of its own, so RUSAGE_CHILDREN's maximum is this export's alone.
    probe = ("import resource, subprocess, sys; subprocess.run(sys.argv[1:], check=True, "
             "capture_output=True); print(resource.getrusage(resource.RUSAGE_CHILDREN)"
             ".ru_maxrss)")
    done = subprocess.run([sys.executable, "-c", probe, *scorekeeper, "export", "1", "-o",
                           str(tmp_path / "long.png")], env=env, capture_output=True,
                          text=True, check=True)
    peak_mb = int(done.stdout) / 1024
    images = sorted(tmp_path.glob("long*.png"))
    assert len(images) > 10
    assert all(QImage(str(p)).height() <= PNG_MAX_HEIGHT for p in images)
    assert peak_mb < PEAK_LIMIT_MB, f"{peak_mb:.0f} MB"


def test_an_image_that_cannot_be_written_stops_the_export(tmp_path: Path, qapp,
                                                          monkeypatch) -> None:
    card = evaluate(state_from_json(long_game(150)))
    real = rendered._write_png_file

    def failing(path: Path, *args: object) -> None:
        if path.name == "game-2.png":
            raise OSError(28, "No space left on device")
        real(path, *args)

    monkeypatch.setattr(rendered, "_write_png_file", failing)
    with pytest.raises(OSError, match="No space left"):
        write_png(card, tmp_path / "game.png")
