#!/bin/sh
# Installs the system libraries Qt needs (Debian/Ubuntu). Elsewhere it does nothing:
# on Windows and macOS the PySide6 wheels carry everything.
set -e
command -v apt-get >/dev/null 2>&1 || exit 0
SUDO=""
[ "$(id -u)" = "0" ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q
$SUDO apt-get install -y -q --no-install-recommends \
  python3-venv libegl1 libgl1 libglib2.0-0 libfontconfig1 libfreetype6 libdbus-1-3 \
  libxkbcommon0 libxkbcommon-x11-0 libx11-xcb1 libxcb1 libxcb-cursor0 libxcb-icccm4 \
  libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0 \
  libxcb-xfixes0 libxcb-xkb1 libxcb-sync1 libxcb-shm0 fonts-dejavu-core \
  desktop-file-utils appstream
# The frozen build (tests/packaging): PyInstaller reads and strips the libraries with
# binutils; flatpak-builder checks the Flatpak manifest (packaging/flatpak).
# xvfb runs the frozen window on a real X display.
$SUDO apt-get install -y -q --no-install-recommends binutils flatpak-builder xvfb xauth
# The live page's tests drive a real browser (tests/live).
$SUDO apt-get install -y -q --no-install-recommends chromium chromium-driver
