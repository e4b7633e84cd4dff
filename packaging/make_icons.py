"""Render the app icon's PNG sizes and rebuild the Qt resource module.

    .venv/bin/python packaging/make_icons.py

Run after editing anything in resources/. Writes resources/icons/hicolor/<n>x<n>/
PNGs (for the Linux icon theme and Windows/macOS builds) and
scorekeeper/ui/shared/resources_rc.py (the icons the UI loads as ":/icons/...").
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def main() -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    QGuiApplication.instance() or QGuiApplication([])
    renderer = QSvgRenderer(str(ROOT / "resources/icons/scorekeeper.svg"))
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(0)
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            renderer.render(painter, QRectF(0, 0, size, size))
        finally:
            painter.end()
        target = ROOT / f"resources/icons/hicolor/{size}x{size}/scorekeeper.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        image.save(str(target))
        print(target.relative_to(ROOT))
    rcc = Path(sys.executable).with_name("pyside6-rcc")
    subprocess.run([str(rcc), str(ROOT / "resources/scorekeeper.qrc"), "-o",
                    str(ROOT / "scorekeeper/ui/shared/resources_rc.py")], check=True)
    print("scorekeeper/ui/shared/resources_rc.py")


if __name__ == "__main__":
    main()
