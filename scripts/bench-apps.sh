#!/bin/sh
# Times layoutlint on real apps beside the parse-only time of the same Swift files, in one run, for the README's
# "Speed" table: per folder, the Swift and Interface Builder files, the parse-only time (`layoutlint-parse`: read,
# tokenize and parse every Swift file on every core), the lint time cold (no cache, default configuration) as wall
# time, as a multiple of the parse-only time and as CPU time (user + system: what a shared machine cannot hide),
# the lint time with a warm cache, and the cold run's peak memory.
#
# Usage: scripts/bench-apps.sh FOLDER…
#   Builds layoutlint and layoutlint-parse in release (SCRATCH=.build to choose SwiftPM's scratch path; BIN=folder
#   holding both to skip the build). Wall times in seconds, memory in MB.
set -eu
cd "$(dirname "$0")/.."
SCRATCH=${SCRATCH:-.build}
if [ -z "${BIN:-}" ]; then
    swift build -c release --scratch-path "$SCRATCH" --product layoutlint >&2
    swift build -c release --scratch-path "$SCRATCH" --product layoutlint-parse >&2
    BIN="$SCRATCH/release"
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/layoutlint-apps.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# timed FILE COMMAND…: runs the command, writes "wall-seconds peak-KB cpu-seconds" to FILE.
timed() {
    out=$1; shift
    /usr/bin/time -f "%e %M %U %S" -o "$out" "$@" >/dev/null 2>&1 || true
    # The last line: time puts "Command exited with non-zero status 2" first when lint finds errors.
    read -r wall peak user system <<EOF
$(tail -n 1 "$out")
EOF
    echo "$wall $peak $(python3 -c "print(round($user + $system, 2))")" > "$out"
}

echo "layoutlint $("$BIN/layoutlint" --version), $(getconf _NPROCESSORS_ONLN) cores"
printf '%-20s %6s %5s %8s %8s %6s %8s %8s %8s\n' app swift ib parse lint ratio lintCPU warm peakMB
for folder in "$@"; do
    name=$(basename "$folder")
    swift=$(find "$folder" -name '*.swift' -not -path '*/Pods/*' -not -path '*/.build/*' -not -path '*/Carthage/*' | wc -l | tr -d ' ')
    ib=$(find "$folder" \( -name '*.xib' -o -name '*.storyboard' \) -not -path '*/Pods/*' -not -path '*/Carthage/*' | wc -l | tr -d ' ')
    timed "$WORK/parse" "$BIN/layoutlint-parse" "$folder"
    timed "$WORK/lint" "$BIN/layoutlint" lint "$folder" --reporter summary --quiet
    timed "$WORK/fill" "$BIN/layoutlint" lint "$folder" --reporter summary --quiet --cache-path "$WORK/cache-$name.json"
    timed "$WORK/warm" "$BIN/layoutlint" lint "$folder" --reporter summary --quiet --cache-path "$WORK/cache-$name.json"
    read -r parse _ _ < "$WORK/parse"
    read -r lint peak cpu < "$WORK/lint"
    read -r warm _ _ < "$WORK/warm"
    python3 - "$name" "$swift" "$ib" "$parse" "$lint" "$cpu" "$warm" "$peak" <<'PY'
import sys
name, swift, ib, parse, lint, cpu, warm, peak = sys.argv[1:]
ratio = float(lint) / max(float(parse), 0.01)
print(f"{name:<20} {swift:>6} {ib:>5} {float(parse):8.2f} {float(lint):8.2f} {ratio:5.1f}x {float(cpu):8.2f} {float(warm):8.2f} {int(peak) // 1024:8d}")
PY
done
