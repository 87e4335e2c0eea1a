#!/bin/sh
# Builds a libFuzzer target per reader (swiftc -sanitize=fuzzer; kept out of the SwiftPM build) and runs one.
#   scripts/fuzz.sh build                     build all five targets into .build/fuzz
#   scripts/fuzz.sh run <Reader> [seconds]    run one (LayoutText, Swift, InterfaceBuilder, ConsoleLog, LayoutJSON),
#                                             seeded from Fixtures/, new inputs kept in .build/fuzz/corpus-<Reader>
# OPT=-Onone for a quicker build. Crashes are written to .build/fuzz/crash-* (libFuzzer's artifact prefix).
set -eu
cd "$(dirname "$0")/.."
OUT=.build/fuzz
OPT=${OPT:--O}
mkdir -p "$OUT"

build() {
    swiftc $OPT -sanitize=fuzzer -parse-as-library -module-name LayoutModel -emit-module -emit-module-path "$OUT/LayoutModel.swiftmodule" \
        -emit-library -static -o "$OUT/libLayoutModel.a" Sources/LayoutModel/*.swift
    swiftc $OPT -sanitize=fuzzer -parse-as-library -module-name LayoutReaders -I "$OUT" -emit-module -emit-module-path "$OUT/LayoutReaders.swiftmodule" \
        -emit-library -static -o "$OUT/libLayoutReaders.a" $(find Sources/LayoutReaders -name '*.swift')
    for reader in LayoutText Swift InterfaceBuilder ConsoleLog LayoutJSON; do
        swiftc $OPT -sanitize=fuzzer -parse-as-library -I "$OUT" -L "$OUT" -lLayoutReaders -lLayoutModel \
            "scripts/fuzz/${reader}Fuzz.swift" -o "$OUT/fuzz-$reader"
    done
}

seeds() {
    case "$1" in
        LayoutText) find Fixtures -name '*.layout' ;;
        Swift) find Fixtures -name '*.swift' ;;
        InterfaceBuilder) find Fixtures -name '*.xib' -o -name '*.storyboard' ;;
        ConsoleLog) find Fixtures -name '*.log' -o -name '*.txt' ;;
        LayoutJSON) find Fixtures -name '*.json' ;;
    esac
}

case "${1:-}" in
    build) build ;;
    run)
        reader=$2; seconds=${3:-60}
        corpus="$OUT/corpus-$reader"; mkdir -p "$corpus"
        seeds "$reader" | while read -r file; do cp "$file" "$corpus/" 2>/dev/null || true; done
        "$OUT/fuzz-$reader" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
            -artifact_prefix="$OUT/crash-$reader-" "$corpus"
        ;;
    *) echo "usage: scripts/fuzz.sh build | run <Reader> [seconds]" >&2; exit 64 ;;
esac
