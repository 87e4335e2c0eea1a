#!/bin/sh
# Checks the drawings of layoutlint's HTML output as a browser lays them out: `lint --reporter html` over
# Fixtures/ and `explain --format html` over every log in Fixtures/logs/ are opened in headless Chromium with
# scripts/html-drawing-check.js, which measures every label (font metrics are the browser's) and reports labels
# that overlap, labels that reach outside their drawing, empty drawings and non-numeric coordinates.
#
#   scripts/check-html-drawings.sh          # needs chromium (apt-get install chromium) and a built layoutlint
#   LAYOUTLINT=.build/release/layoutlint CHROMIUM=google-chrome scripts/check-html-drawings.sh
#
# Exit 0 when every drawing is clean; 1 with the problems listed; skipped (0, with a note) without Chromium
# unless REQUIRE_CHROMIUM=1.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
layoutlint=${LAYOUTLINT:-.build/debug/layoutlint}
chromium=${CHROMIUM:-}
if [ -z "$chromium" ]; then
    for candidate in chromium chromium-browser google-chrome; do
        if command -v "$candidate" >/dev/null 2>&1; then chromium=$candidate; break; fi
    done
fi
if [ -z "$chromium" ]; then
    echo "check-html-drawings: Chromium is not installed; skipped" >&2
    [ "${REQUIRE_CHROMIUM:-0}" = 1 ] && exit 1
    exit 0
fi
[ -x "$layoutlint" ] || swift build --product layoutlint >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$layoutlint" lint Fixtures --reporter html --output "$work/lint.html" --quiet || true
for log in Fixtures/logs/*.log; do
    name=$(basename "$log" .log)
    "$layoutlint" explain "$log" --format html > "$work/explain-$name.html" 2>/dev/null || true
done

status=0
pages=0
for page in "$work"/*.html; do
    [ -s "$page" ] || continue
    pages=$((pages + 1))
    checked="$page.checked.html"
    # The checker goes in just before </body>, so it runs once the drawings are laid out.
    python3 - "$page" "$root/scripts/html-drawing-check.js" "$checked" <<'PY'
import sys
page, script, out = sys.argv[1:4]
html = open(page, encoding="utf-8").read()
code = "<script>\n" + open(script, encoding="utf-8").read() + "\n</script>\n"
index = html.rfind("</body>")
html = html[:index] + code + html[index:] if index >= 0 else html + code
open(out, "w", encoding="utf-8").write(html)
PY
    "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --dump-dom "file://$checked" > "$checked.dom" 2>/dev/null || true
    if ! python3 - "$checked.dom" "$(basename "$page")" <<'PY'
import html, json, re, sys
dom, name = sys.argv[1:3]
text = open(dom, encoding="utf-8").read()
matches = re.findall(r'<pre id="drawing-check">(\{.*?)</pre>', text, re.S)
if not matches:
    print(f"{name}: the check did not run (no result in the page)")
    sys.exit(1)
result = json.loads(html.unescape(matches[-1]))
for problem in result["problems"]:
    print(f"{name}: {problem}")
print(f"{name}: {result['drawings']} drawings, {result['labels']} labels, {len(result['problems'])} problems", file=sys.stderr)
sys.exit(1 if result["problems"] else 0)
PY
    then
        status=1
    fi
done
echo "check-html-drawings: $pages pages checked in $chromium; $([ "$status" = 0 ] && echo "every drawing is clean" || echo "problems above")" >&2
exit "$status"
