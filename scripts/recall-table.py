#!/usr/bin/env python3
"""Writes the bug-fix corpus table of docs/recall.md from a corpus file and measure logs.

usage: scripts/recall-table.py CORPUS.json DEFAULT.log [WITH_OPT_IN.log]

CORPUS.json holds one record per public bug-fix commit (repo, commit, files and changed lines, the bug class in our
own words, the rule expected, the evidence). Each log has a line per commit, `<commit> <split> hit=True|False
quiet=True|False …`, as the measuring script prints it. The table cites apps by repository, commit and file:lines
only; no code is copied.
"""
import json
import sys


def read_log(path):
    results = {}
    for line in open(path, encoding="utf-8"):
        parts = line.split()
        if len(parts) >= 4 and parts[2].startswith("hit=") and parts[3].startswith("quiet="):
            results[parts[0]] = (parts[2] == "hit=True", parts[3] == "quiet=True")
    return results


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip())
        return 1
    corpus = json.load(open(sys.argv[1], encoding="utf-8"))
    default = read_log(sys.argv[2])
    opt_in = read_log(sys.argv[3]) if len(sys.argv) > 3 else {}
    print("| # | split | repository | commit | fixed lines | bug class | rule | before reported | after quiet |"
          + (" before, with ambiguous_layout on |" if opt_in else ""))
    print("|---|---|---|---|---|---|---|---|---|" + ("---|" if opt_in else ""))
    totals = {}
    for number, record in enumerate(corpus, 1):
        short = record["commit"][:9]
        places = "<br>".join(
            "`%s`:%s" % (path, ",".join("%d-%d" % (a, b) if a != b else str(a) for a, b in ranges))
            for path, ranges in record["lines"].items())
        hit, quiet = default.get(short, (None, None))
        cells = [str(number), record["split"], record["repo"], "`%s`" % record["commit"][:12], places,
                 record["class"].replace("|", "/"), "`%s`" % record["rule"],
                 {True: "yes", False: "no", None: "not measured"}[hit], {True: "yes", False: "no", None: "—"}[quiet]]
        if opt_in:
            cells.append({True: "yes", False: "no", None: "—"}[opt_in.get(short, (None, None))[0]])
        print("| " + " | ".join(cells) + " |")
        for key in (record["split"], "all"):
            t = totals.setdefault(key, [0, 0, 0, 0])
            t[0] += 1
            t[1] += bool(hit)
            t[2] += bool(quiet)
            t[3] += bool(opt_in.get(short, (False,))[0])
    print()
    for key, (count, hits, quiets, opt_hits) in sorted(totals.items()):
        line = "- %s: %d commits, before reported at the fixed lines in %d (%d %%), after quiet there in %d (%d %%)" % (
            key, count, hits, round(100 * hits / count), quiets, round(100 * quiets / count))
        if opt_in:
            line += "; with ambiguous_layout on, %d (%d %%)" % (opt_hits, round(100 * opt_hits / count))
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
