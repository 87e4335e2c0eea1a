#!/bin/sh
# Checks .pre-commit-hooks.yaml with pre-commit itself: `pre-commit try-repo` on a throwaway repository
# holding one file of every format layoutlint reads (each with a suppression that suppresses nothing, so each
# file handed to the hook shows up as an unused_suppression warning) and a file it must not receive.
#
#   scripts/test-pre-commit-hook.sh            # needs pre-commit (pip install pre-commit)
#   PRE_COMMIT=/path/to/pre-commit scripts/test-pre-commit-hook.sh
#
# pre-commit must call `swift build --package-path` (4.7.0 does); Debian 12's pre-commit 3.0.4 still passes `-C`,
# which Swift 6 refuses ("Unknown option '-C'"), so no Swift hook installs with it.
# pre-commit builds the hook with `swift build -c release` the first time (several minutes); later runs reuse it.
# Exits 0 when every format reached the hook and nothing else did; skips (exit 0, with a note) without pre-commit
# unless REQUIRE_PRE_COMMIT=1.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
pre_commit=${PRE_COMMIT:-pre-commit}
if ! command -v "$pre_commit" >/dev/null 2>&1; then
    echo "test-pre-commit-hook: pre-commit is not installed; skipped" >&2
    [ "${REQUIRE_PRE_COMMIT:-0}" = 1 ] && exit 1
    exit 0
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
git init -q .
git config user.email hook@example.com
git config user.name hook
cat > Feed.swift <<'SWIFT'
import UIKit
// layoutlint:disable:next constant_sign
final class FeedCell: UITableViewCell {}
SWIFT
cat > Feed.xib <<'XIB'
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
    <!-- layoutlint:disable:next constant_sign -->
    <objects/>
</document>
XIB
sed 's/CocoaTouch.XIB/CocoaTouch.Storyboard.XIB/' Feed.xib > Main.storyboard
printf '# layoutlint:disable:next constant_sign\nview root\n' > Card.layout
printf '# layoutlint:disable:next constant_sign\n' > notes.txt   # not a layout: the hook must not receive it
git add -A
git commit -qm fixture

status=0
"$pre_commit" try-repo "$root" layoutlint-strict --all-files --verbose > output.txt 2>&1 || status=$?
cat output.txt
failed=0
for file in Feed.swift Feed.xib Main.storyboard Card.layout; do
    if ! grep -q "^$file:[0-9]*:[0-9]*: warning: .*(unused_suppression)" output.txt; then
        echo "test-pre-commit-hook: FAIL: the hook did not receive $file" >&2
        failed=1
    fi
done
if grep -q "^notes.txt:" output.txt; then
    echo "test-pre-commit-hook: FAIL: the hook received notes.txt" >&2
    failed=1
fi
if [ "$status" = 0 ]; then
    echo "test-pre-commit-hook: FAIL: warnings under layoutlint-strict did not fail the hook" >&2
    failed=1
fi
[ "$failed" = 0 ] && echo "test-pre-commit-hook: ok (.swift, .xib, .storyboard and .layout reach the hook; other files do not)"
exit "$failed"
