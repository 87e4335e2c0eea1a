#!/bin/sh
# Builds layoutlint in release and copies it to PREFIX/bin (PREFIX: the first argument, else $PREFIX, else
# /usr/local). The same as `make install`, for machines without make.
#   scripts/install.sh                 # /usr/local/bin/layoutlint
#   scripts/install.sh "$HOME/.local"  # ~/.local/bin/layoutlint
set -eu
prefix=${1:-${PREFIX:-/usr/local}}
configuration=${CONFIGURATION:-release}
cd "$(dirname "$0")/.."
swift build -c "$configuration" --product layoutlint
bin=$(swift build -c "$configuration" --show-bin-path)
mkdir -p "$prefix/bin"
install -m 755 "$bin/layoutlint" "$prefix/bin/layoutlint"
echo "installed $prefix/bin/layoutlint ($("$prefix/bin/layoutlint" --version))"
