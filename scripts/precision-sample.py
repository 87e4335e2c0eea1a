#!/usr/bin/env python3
"""Draws the sample of findings a precision audit judges, the same way every time.

usage: scripts/precision-sample.py LINT.json [--per-rule N] [--lines LINES]

LINT.json is `layoutlint lint APP --reporter json` output. Every error is taken; of each warning rule, N
findings spread evenly over the sorted list (default 8). With --lines (the app's Swift + IB line count) the
findings per 10,000 lines are printed too. The sample is printed as a Markdown table with empty verdict and
reason columns for the judge to fill in.
"""
import json
import sys


def main():
    args = sys.argv[1:]
    if not args or args[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0 if args else 1
    path = args[0]
    per_rule = 8
    lines = None
    if "--per-rule" in args:
        per_rule = int(args[args.index("--per-rule") + 1])
    if "--lines" in args:
        lines = int(args[args.index("--lines") + 1])
    with open(path, encoding="utf-8") as handle:
        findings = json.load(handle)
    findings.sort(key=lambda f: (f["rule_id"], f["file"], f["line"], f["column"], f["message"]))
    by_rule = {}
    for finding in findings:
        by_rule.setdefault(finding["rule_id"], []).append(finding)
    sample = []
    for rule, members in sorted(by_rule.items()):
        errors = [f for f in members if f["severity"] == "error"]
        warnings = [f for f in members if f["severity"] != "error"]
        sample += errors
        if warnings:
            step = max(1, len(warnings) // per_rule)
            sample += warnings[::step][:per_rule]
    counts = ", ".join(f"{rule} {len(members)}" for rule, members in sorted(by_rule.items()))
    print(f"{len(findings)} findings ({counts}); {len(sample)} sampled")
    if lines:
        print(f"{len(findings) * 10000 / lines:.1f} findings per 10,000 lines ({lines} lines)")
    print()
    print("| # | rule | severity | place | verdict | reason |")
    print("|---|---|---|---|---|---|")
    for number, finding in enumerate(sample, 1):
        print(f"| {number} | {finding['rule_id']} | {finding['severity']} | {finding['file']}:{finding['line']} |  |  |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
