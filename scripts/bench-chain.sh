#!/bin/sh
# One view controller holding N labels chained vertically in a scroll view (scripts/bench-chain-generate.py), linted
# cold for N = 200, 400, 800, 1600: wall time, CPU time and peak memory, and the growth from 200 to 1,600 (linear
# would be 8×; issue #22 asks for at most 9× and under 0.5 s at 1,600).
#
# Usage: scripts/bench-chain.sh [N…]     LAYOUTLINT=path to skip the release build.
set -eu
cd "$(dirname "$0")/.."
if [ -z "${LAYOUTLINT:-}" ]; then
    swift build -c release --product layoutlint >&2
    LAYOUTLINT=.build/release/layoutlint
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/layoutlint-chain.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
[ $# -gt 0 ] || set -- 200 400 800 1600
printf '%6s %8s %8s %8s\n' N wall cpu peakMB
for n in "$@"; do
    mkdir -p "$WORK/$n"
    python3 scripts/bench-chain-generate.py "$WORK/$n/Chain.swift" "$n"
    /usr/bin/time -f "%e %U %S %M" -o "$WORK/time" "$LAYOUTLINT" lint "$WORK/$n" --no-config --reporter summary --quiet >/dev/null 2>&1 || true
    read -r wall user system peak < "$WORK/time"
    python3 -c "import sys; n, wall, cpu, peak = sys.argv[1:]; print(f'{int(n):6d} {float(wall):8.2f} {float(cpu):8.2f} {int(peak) // 1024:8d}')" \
        "$n" "$wall" "$(python3 -c "print($user + $system)")" "$peak"
done
