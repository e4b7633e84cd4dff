#!/bin/sh
# The Linux download: the one-folder build with its installer, desktop entry, metainfo
# and icons, packed as scorekeeper-VERSION-linux-ARCH.tar.gz:
#   sh packaging/linux/make_release.sh [dist/scorekeeper] [OUTDIR]
# A user unpacks it and runs `sh scorekeeper-VERSION-linux-ARCH/install.sh` (for all
# users: `sudo PREFIX=/usr/local sh …/install.sh`). NO_TAR=1 leaves the folder unpacked.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
BUILD=${1:-$ROOT/dist/scorekeeper}
OUT=${2:-$ROOT/dist}
[ -x "$BUILD/scorekeeper" ] || { echo "no build at $BUILD: run the PyInstaller build first" >&2; exit 1; }
VERSION=$("$BUILD/scorekeeper" --version | sed -n 's/^scorekeeper //p')
NAME=scorekeeper-$VERSION-linux-$(uname -m)
ID=io.github.scorekeeper.Scorekeeper
rm -rf "${OUT:?}/$NAME"
mkdir -p "$OUT/$NAME/share"
cp -a "$BUILD" "$OUT/$NAME/scorekeeper"
cp "$HERE/install.sh" "$OUT/$NAME/install.sh"
cp "$HERE/$ID.desktop" "$HERE/$ID.metainfo.xml" "$OUT/$NAME/share/"
cp -r "$ROOT/resources/icons/hicolor" "$OUT/$NAME/share/hicolor"
cp "$ROOT/resources/icons/scorekeeper.svg" "$OUT/$NAME/share/"
if [ "${NO_TAR:-0}" != 1 ]; then
  tar -czf "$OUT/$NAME.tar.gz" -C "$OUT" "$NAME"
  echo "$OUT/$NAME.tar.gz"
else
  echo "$OUT/$NAME"
fi
