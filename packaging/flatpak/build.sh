#!/bin/sh
# Build (and install for this user) the Flatpak of Scorekeeper:
#   sh packaging/flatpak/build.sh            # from the repository, with the venv set up
# Needs flatpak and flatpak-builder (Debian: apt-get install flatpak-builder) and the
# Flathub remote (flatpak remote-add --user --if-not-exists flathub
# https://dl.flathub.org/repo/flathub.flatpakrepo) for the KDE runtime and the BaseApp.
# 1. the pure-Python wheels of requirements.txt (pin_deps.py writes it) into wheels/;
# 2. flatpak-builder builds the manifest into build-dir/ and installs it (--user);
#    then: flatpak run io.github.scorekeeper.Scorekeeper
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
PY=${PYTHON:-$ROOT/.venv/bin/python}
rm -rf "$HERE/wheels"
"$PY" -m pip download --quiet --no-deps --only-binary=:all: --implementation py \
  --abi none --platform any --python-version 3.12 -d "$HERE/wheels" -r "$HERE/requirements.txt"
cd "$HERE"
flatpak-builder --user --install --install-deps-from=flathub --force-clean \
  build-dir io.github.scorekeeper.Scorekeeper.yml
