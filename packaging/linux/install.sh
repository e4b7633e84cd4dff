#!/bin/sh
# Install the frozen build for the current user (or system-wide with PREFIX=/usr/local, as root).
# From the unpacked download (make_release.sh):   sh install.sh
# From the repository, after the PyInstaller build: sh packaging/linux/install.sh dist/scorekeeper
# Puts the app under $PREFIX/lib/scorekeeper, a launcher in $PREFIX/bin, the icons into the
# hicolor theme, the desktop entry and the AppStream metainfo where desktops look for them.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ID=io.github.scorekeeper.Scorekeeper
if [ -f "$HERE/share/$ID.desktop" ]; then  # the download's layout
  BUILD=${1:-$HERE/scorekeeper}
  SHARE=$HERE/share ICONS=$HERE/share/hicolor SVG=$HERE/share/scorekeeper.svg
else  # the repository's
  ROOT=$(cd "$HERE/../.." && pwd)
  BUILD=${1:-dist/scorekeeper}
  SHARE=$HERE ICONS=$ROOT/resources/icons/hicolor SVG=$ROOT/resources/icons/scorekeeper.svg
fi
PREFIX=${PREFIX:-$HOME/.local}

[ -x "$BUILD/scorekeeper" ] || { echo "no build at $BUILD: run the PyInstaller build first" >&2; exit 1; }
mkdir -p "$PREFIX/lib" "$PREFIX/bin" "$PREFIX/share/applications" "$PREFIX/share/metainfo"
rm -rf "$PREFIX/lib/scorekeeper"
cp -r "$BUILD" "$PREFIX/lib/scorekeeper"
ln -sf "$PREFIX/lib/scorekeeper/scorekeeper" "$PREFIX/bin/scorekeeper"
for dir in "$ICONS"/*x*; do
  size=$(basename "$dir")
  mkdir -p "$PREFIX/share/icons/hicolor/$size/apps"
  cp "$dir/scorekeeper.png" "$PREFIX/share/icons/hicolor/$size/apps/scorekeeper.png"
done
mkdir -p "$PREFIX/share/icons/hicolor/scalable/apps"
cp "$SVG" "$PREFIX/share/icons/hicolor/scalable/apps/"
cp "$SHARE/$ID.desktop" "$PREFIX/share/applications/"
cp "$SHARE/$ID.metainfo.xml" "$PREFIX/share/metainfo/"
command -v gtk-update-icon-cache >/dev/null && gtk-update-icon-cache -q "$PREFIX/share/icons/hicolor" || true
command -v update-desktop-database >/dev/null && update-desktop-database -q "$PREFIX/share/applications" || true
echo "Installed Scorekeeper in $PREFIX (launcher: $PREFIX/bin/scorekeeper)"
