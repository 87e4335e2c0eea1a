#!/bin/sh
# Lint benchmark: generates a tree of FILES Swift files with realistic UIKit constraint code
# (scripts/bench-lint-generate.py), builds layoutlint in release, and times a cold run (no cache),
# a cold run that fills the cache, and a warm run (every file unchanged), printing files/s.
#
# Usage: scripts/bench-lint.sh [FILES] [extra folder to lint …]
#   FILES defaults to 5000. Extra folders (real apps) are linted cold and warm as well.
#   SCRATCH=.build-bench to choose SwiftPM's scratch path; LAYOUTLINT=path to skip the build.
set -eu
cd "$(dirname "$0")/.."
FILES=${1:-5000}
[ $# -gt 0 ] && shift
SCRATCH=${SCRATCH:-.build-bench}
if [ -z "${LAYOUTLINT:-}" ]; then
    swift build -c release --scratch-path "$SCRATCH" --product layoutlint >&2
    LAYOUTLINT="$SCRATCH/release/layoutlint"
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/layoutlint-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
python3 scripts/bench-lint-generate.py "$WORK/tree" "$FILES"

now() { python3 -c 'import time; print(time.time())'; }

# run LABEL FOLDER [layoutlint options…]: one timed run; prints seconds and files/s.
run() {
    label=$1; folder=$2; shift 2
    count=$(find "$folder" -type f \( -name '*.swift' -o -name '*.xib' -o -name '*.storyboard' -o -name '*.layout' \) | wc -l | tr -d ' ')
    start=$(now)
    status=0
    "$LAYOUTLINT" lint "$folder" --no-config --reporter summary --output "$WORK/report.txt" "$@" 2>"$WORK/stderr.txt" || status=$?
    end=$(now)
    python3 - "$label" "$count" "$start" "$end" "$status" "$WORK/stderr.txt" <<'PY'
import sys
label, count, start, end, status, stderr = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4]), sys.argv[5], sys.argv[6]
seconds = end - start
summary = open(stderr).read().strip().splitlines()
print(f"{label:<28} {count:>6} files  {seconds:7.2f} s  {count / seconds:9.0f} files/s  (exit {status}; {summary[-1] if summary else ''})")
PY
}

echo "layoutlint $("$LAYOUTLINT" --version), $(getconf _NPROCESSORS_ONLN) cores"
run "generated, cold" "$WORK/tree"
run "generated, filling cache" "$WORK/tree" --cache-path "$WORK/cache.json"
run "generated, warm cache" "$WORK/tree" --cache-path "$WORK/cache.json"
for folder in "$@"; do
    run "$(basename "$folder"), cold" "$folder"
    run "$(basename "$folder"), filling cache" "$folder" --cache-path "$WORK/cache-$(basename "$folder").json"
    run "$(basename "$folder"), warm cache" "$folder" --cache-path "$WORK/cache-$(basename "$folder").json"
done
