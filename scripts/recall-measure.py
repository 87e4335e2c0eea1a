#!/usr/bin/env python3
"""Measures recall on the bug-fix corpus: lints the version before and after each fix and checks the fixed lines.

usage: scripts/recall-measure.py --corpus docs/recall-corpus.json --binary BIN --mirrors /work/.mirror
           --work /work/recall-work [--only COMMIT …] [--jobs N] [--results FILE] [--rerun] [--timeout SECONDS]
           [--verbose] [--opt-in RULE …] [--whole-repository]

For each record of the corpus (repo, commit = the fix, parent = the buggy version, app_dir, lines, files, rule,
split) the repository's git directory is looked up under --mirrors (the folder holding HEAD and objects, e.g.
/work/.mirror/owner+name/repo), the parent's and the commit's trees are extracted under --work/trees with
`git archive SHA | tar -x` (kept for later runs; when the snapshot lacks some of its largest blobs — frameworks,
images — the tree is archived without those paths, rebuilt through a throwaway index whose objects go to
--work/overlay, never into the mirror, and the paths left out are recorded), and `BIN lint <app_dir> --reporter json --no-config --quiet` is run
in each tree's root (the JSON outputs are kept under --work/runs/<binary hash>/ and reused unless --rerun). With
--opt-in RULE … the run uses a configuration that turns those opt-in rules on (`"opt_in_rules"`), for the table's
optional second log (e.g. --opt-in ambiguous_layout); without it, the default configuration (--no-config). With
--whole-repository the run lints the repository's root (`.`) instead of the record's app_dir, as a user linting the
whole checkout would: views a narrow folder leaves open (a protocol extension, a framework target beside the app)
are then read.

  caught (hit)  the before version reports the record's rule (or its narrower default form, RULE_FAMILIES) at a
                line within 3 lines of a changed line of the before version (`lines`, paths relative to the repository root): the finding's own file:line or one of its
                notes' file:line.
  after quiet   on the after version nothing, of any rule, is reported within 3 lines of the after version's changed
                lines (files[].after_lines), again the finding's own line or one of its notes'. The totals also
                give the count with the findings' own lines only (which reproduces the 49 of 50 sessions up to 17 reported).

Standard output is the measure log scripts/recall-table.py reads, one line per commit in corpus order:

  <commit[:9]> <split> hit=True|False quiet=True|False rule=… repo=… before=N after=M

followed, indented, by the findings that made the hit (rule file:line, and which location matched) and, when the after
version is not quiet, the findings at its lines. A record that cannot be measured (commit not in the snapshot, no
mirror, the linter failing) prints `<commit[:9]> <split> measure-error <why>` instead, which the table writer shows
as not measured. Totals follow as `#` lines. --verbose also prints, for misses, what was reported near the lines.
The per-record details go to --results (default: <work>/results-<binary name>.json). No app code is written
anywhere but under --work.
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time

WINDOW = 3


def find_git_dir(mirrors, repo):
    """The folder holding HEAD and objects for owner/name under the mirrors folder, or None."""
    owner, name = repo.split("/", 1)
    candidates = [os.path.join(mirrors, owner + "+" + name), os.path.join(mirrors, owner, name),
                  os.path.join(mirrors, name)]
    for top in candidates:
        if not os.path.isdir(top):
            continue
        for root, dirs, _ in os.walk(top):
            if os.path.exists(os.path.join(root, "HEAD")) and os.path.isdir(os.path.join(root, "objects")):
                return root
            if root[len(top):].count(os.sep) >= 3:
                dirs[:] = []
            dirs.sort()
    return None


def has_commit(git_dir, sha):
    return subprocess.run(["git", "--git-dir", git_dir, "cat-file", "-e", sha + "^{commit}"],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


_locks = {}
_locks_guard = threading.Lock()


def _lock_for(key):
    with _locks_guard:
        return _locks.setdefault(key, threading.Lock())


def missing_blobs(git_dir, sha):
    """The paths of sha's tree whose blobs the snapshot does not hold."""
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", sha], stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, check=True).stdout.decode("utf-8", errors="surrogateescape")
    blobs = []
    for entry in listing.split("\0"):
        if not entry:
            continue
        meta, path = entry.split("\t", 1)
        if meta.split()[1] == "blob":
            blobs.append((meta.split()[2], path))
    if not blobs:
        return []
    checked = subprocess.run(["git", "--git-dir", git_dir, "cat-file", "--batch-check"],
                             input="".join(blob + "\n" for blob, _ in blobs).encode(), stdout=subprocess.PIPE,
                             check=True).stdout.decode().splitlines()
    return [path for (blob, path), line in zip(blobs, checked) if line.endswith(" missing")]


def tree_without(git_dir, repo, sha, missing, work):
    """A tree like sha's without the paths whose blobs the snapshot lacks (snapshots may leave out their largest
    files: frameworks, images), and the environment git archive reads it with. git archive fails on a missing blob
    even when a pathspec excludes it, so the tree is rebuilt through a throwaway index; its new objects go to an
    overlay folder under work, never into the mirror."""
    overlay = os.path.join(work, "overlay", repo.replace("/", "+"))
    os.makedirs(os.path.join(overlay, "objects"), exist_ok=True)
    index = os.path.join(overlay, "index-%s-%d" % (sha, threading.get_ident()))
    environment = dict(os.environ, GIT_DIR=git_dir, GIT_INDEX_FILE=index,
                       GIT_OBJECT_DIRECTORY=os.path.join(overlay, "objects"),
                       GIT_ALTERNATE_OBJECT_DIRECTORIES=os.path.join(git_dir, "objects"))
    try:
        subprocess.run(["git", "read-tree", sha], env=environment, check=True, stderr=subprocess.PIPE)
        removals = "".join("0 %s\t%s\n" % ("0" * 40, path) for path in missing)
        subprocess.run(["git", "update-index", "--index-info"], input=removals.encode("utf-8", "surrogateescape"),
                       env=environment, check=True, stderr=subprocess.PIPE)
        tree = subprocess.run(["git", "write-tree"], env=environment, check=True, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE).stdout.decode().strip()
    finally:
        if os.path.exists(index):
            os.remove(index)
    return tree, environment


def left_out(tree):
    """The paths extract() had to leave out of tree (their blobs are not in the snapshot)."""
    with open(os.path.join(tree, ".recall-extracted"), encoding="utf-8") as handle:
        return [line.rstrip("\n") for line in handle if line.strip()]


def extract(git_dir, repo, sha, work):
    """The folder holding the tree of sha (extracted once, kept under work/trees)."""
    target = os.path.join(work, "trees", repo.replace("/", "+"), sha)
    with _lock_for(target):
        if os.path.exists(os.path.join(target, ".recall-extracted")):
            return target
        os.makedirs(os.path.dirname(target), exist_ok=True)
        missing = missing_blobs(git_dir, sha)
        partial = tempfile.mkdtemp(prefix=sha[:9] + ".", dir=os.path.dirname(target))
        try:
            treeish, environment = sha, None
            if missing:
                treeish, environment = tree_without(git_dir, repo, sha, missing, work)
            archive = subprocess.Popen(["git", "--git-dir", git_dir, "archive", treeish], stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, env=environment)
            tar = subprocess.run(["tar", "-x", "-C", partial], stdin=archive.stdout, stderr=subprocess.PIPE)
            archive.stdout.close()
            archive_error = archive.stderr.read().decode(errors="replace")
            if archive.wait() != 0 or tar.returncode != 0:
                raise RuntimeError("extraction of %s failed: %s %s" % (
                    sha[:9], archive_error.strip(), tar.stderr.decode(errors="replace").strip()))
            with open(os.path.join(partial, ".recall-extracted"), "w", encoding="utf-8") as handle:
                handle.write("".join(path + "\n" for path in missing))
            if os.path.exists(target):
                shutil.rmtree(target)
            os.rename(partial, target)
        finally:
            if os.path.exists(partial):
                shutil.rmtree(partial, ignore_errors=True)
    return target


def file_hash(path):
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()[:16]


def lint(binary, binary_hash, tree, repo, sha, app_dir, work, rerun, timeout, config=None):
    """The findings (parsed JSON list) of `binary lint app_dir` run in the tree's root, and the seconds it took."""
    key = hashlib.sha256(app_dir.encode()).hexdigest()[:8]
    if config:
        with open(config, "rb") as handle:
            key += "-" + hashlib.sha256(handle.read()).hexdigest()[:8]
    cached = os.path.join(work, "runs", binary_hash, repo.replace("/", "+"), "%s-%s.json" % (sha, key))
    if not rerun and os.path.exists(cached):
        with open(cached, encoding="utf-8") as handle:
            saved = json.load(handle)
        return saved["findings"], saved["seconds"], True
    if not os.path.isdir(os.path.join(tree, app_dir)):
        raise RuntimeError("app_dir %r not in %s" % (app_dir, sha[:9]))
    started = time.time()
    try:
        done = subprocess.run([binary, "lint", app_dir, "--reporter", "json", "--quiet"]
                              + (["--config", config] if config else ["--no-config"]), cwd=tree,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout)
    except subprocess.TimeoutExpired:
        raise RuntimeError("lint of %s timed out after %d s" % (sha[:9], timeout))
    seconds = time.time() - started
    try:
        findings = json.loads(done.stdout.decode("utf-8"))
    except ValueError:
        findings = None
    # 0: nothing of error severity; 2: errors found. 1 is bad usage or unreadable input: a measurement only if the
    # report itself came out.
    if done.returncode not in (0, 2, 1) or not isinstance(findings, list):
        raise RuntimeError("lint of %s exited %d: %s" % (sha[:9], done.returncode,
                                                         done.stderr.decode(errors="replace").strip()[-300:]))
    os.makedirs(os.path.dirname(cached), exist_ok=True)
    with open(cached + ".part", "w", encoding="utf-8") as handle:
        json.dump({"binary": binary, "exit": done.returncode, "seconds": seconds, "findings": findings,
                   "stderr": done.stderr.decode(errors="replace")[-2000:]}, handle)
    os.replace(cached + ".part", cached)
    return findings, seconds, False


def normalise(path, tree, app_dir):
    """A finding's path made relative to the repository root (it may be absolute, or relative to the run's folder)."""
    root = os.path.realpath(tree)
    if os.path.isabs(path):
        candidates = [path]
    else:
        candidates = [os.path.join(tree, path), os.path.join(tree, app_dir, path)]
    for candidate in candidates:
        if os.path.exists(candidate):
            real = os.path.realpath(candidate)
            if real == root or real.startswith(root + os.sep):
                return os.path.relpath(real, root)
    real = os.path.normpath(candidates[0])
    if real.startswith(root + os.sep):
        return os.path.relpath(real, root)
    return os.path.normpath(path)


def locations(finding, tree, app_dir):
    """(kind, repo-relative file, line) for the finding's own location and each of its notes."""
    places = [("own", normalise(finding["file"], tree, app_dir), int(finding["line"]))]
    for note in finding.get("notes") or []:
        if note.get("file") is not None and note.get("line") is not None:
            places.append(("note", normalise(note["file"], tree, app_dir), int(note["line"])))
    return places


def near(line, ranges):
    return any(start - WINDOW <= line <= end + WINDOW for start, end in ranges)


# A record's rule and the rules that report the same bug for a narrower set of views: `xcode_ambiguous_layout` is
# `ambiguous_layout` for the views Xcode marked ambiguous (on by default; the full rule is opt-in).
RULE_FAMILIES = {"ambiguous_layout": {"ambiguous_layout", "xcode_ambiguous_layout"}}


def at_lines(findings, tree, app_dir, ranges_by_file, rule=None):
    """The findings (of rule or its family, or any) within WINDOW lines of the ranges, with the matched places."""
    matched = []
    for finding in findings:
        if rule is not None and finding.get("rule_id") not in RULE_FAMILIES.get(rule, {rule}):
            continue
        places = [(kind, path, line) for kind, path, line in locations(finding, tree, app_dir)
                  if near(line, ranges_by_file.get(path, []))]
        if places:
            matched.append({"rule": finding.get("rule_id"), "file": normalise(finding["file"], tree, app_dir),
                            "line": finding["line"], "severity": finding.get("severity"),
                            "message": finding.get("message"),
                            "matched": ["%s %s:%d" % place for place in places]})
    return matched


def after_ranges(record):
    ranges = {}
    for entry in record.get("files", []):
        ranges.setdefault(entry["path"], []).extend(tuple(r) for r in entry.get("after_lines", []))
    return ranges


def before_ranges(record):
    return {path: [tuple(r) for r in rs] for path, rs in record["lines"].items()}


def measure(record, args, binary_hash):
    result = {"commit": record["commit"], "parent": record["parent"], "repo": record["repo"],
              "split": record["split"], "rule": record["rule"], "app_dir": record["app_dir"]}
    git_dir = find_git_dir(args.mirrors, record["repo"])
    if git_dir is None:
        result["error"] = "no-mirror %s" % record["repo"]
        return result
    result["git_dir"] = git_dir
    missing = [role for role in ("parent", "commit") if not has_commit(git_dir, record[role])]
    if missing:
        result["error"] = "missing-in-snapshot %s" % ",".join("%s=%s" % (m, record[m][:9]) for m in missing)
        return result
    before_tree = extract(git_dir, record["repo"], record["parent"], args.work)
    after_tree = extract(git_dir, record["repo"], record["commit"], args.work)
    linted = "." if args.whole_repository else record["app_dir"]
    before, before_seconds, before_cached = lint(args.binary, binary_hash, before_tree, record["repo"],
                                                 record["parent"], linted, args.work, args.rerun,
                                                 args.timeout, args.config)
    after, after_seconds, after_cached = lint(args.binary, binary_hash, after_tree, record["repo"], record["commit"],
                                              linted, args.work, args.rerun, args.timeout, args.config)
    b_ranges, a_ranges = before_ranges(record), after_ranges(record)
    app_prefix = record["app_dir"].rstrip("/") + "/"
    for role, tree in (("before", before_tree), ("after", after_tree)):
        absent = left_out(tree)
        if absent:
            result["left_out_" + role] = absent
        for path in absent:
            if path.startswith(app_prefix):
                result.setdefault("warnings", []).append("%s: %s left out (blob not in the snapshot)" % (role, path))
    for path in b_ranges:
        if not os.path.exists(os.path.join(before_tree, path)):
            result.setdefault("warnings", []).append("changed file %s not in the before tree" % path)
        elif not os.path.realpath(os.path.join(before_tree, path)).startswith(
                os.path.realpath(os.path.join(before_tree, record["app_dir"])) + os.sep):
            result.setdefault("warnings", []).append("changed file %s is outside app_dir" % path)
    hits = at_lines(before, before_tree, record["app_dir"], b_ranges, rule=record["rule"])
    noisy = at_lines(after, after_tree, record["app_dir"], a_ranges)
    result.update({
        "hit": bool(hits), "quiet": not noisy, "hits": hits, "after_at_lines": noisy,
        # For comparison with measures that looked at the findings' own lines only on the after side.
        "quiet_own_line": not any(m.startswith("own ") for finding in noisy for m in finding["matched"]),
        "before_near": at_lines(before, before_tree, record["app_dir"], b_ranges),
        "before_count": len(before), "after_count": len(after),
        "before_seconds": round(before_seconds, 2), "after_seconds": round(after_seconds, 2),
        "reused_runs": before_cached and after_cached,
    })
    return result


def log_lines(result, verbose):
    short = result["commit"][:9]
    if "error" in result:
        return ["%s %s measure-error %s" % (short, result["split"], result["error"])]
    lines = ["%s %s hit=%s quiet=%s rule=%s repo=%s before=%d after=%d" % (
        short, result["split"], result["hit"], result["quiet"], result["rule"], result["repo"],
        result["before_count"], result["after_count"])]
    for warning in result.get("warnings", []):
        lines.append("    warning: %s" % warning)
    for hit in result["hits"]:
        lines.append("    hit: %s %s:%d (matched %s)" % (hit["rule"], hit["file"], hit["line"],
                                                        "; ".join(hit["matched"])))
    for finding in result["after_at_lines"]:
        lines.append("    after: %s %s:%d (matched %s)" % (finding["rule"], finding["file"], finding["line"],
                                                          "; ".join(finding["matched"])))
    if verbose and not result["hit"]:
        for finding in result["before_near"]:
            lines.append("    near: %s %s:%d (matched %s)" % (finding["rule"], finding["file"], finding["line"],
                                                             "; ".join(finding["matched"])))
    return lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--mirrors", required=True)
    parser.add_argument("--work", required=True)
    parser.add_argument("--only", nargs="+", metavar="COMMIT", help="commit ids or prefixes to measure")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--results", help="JSON file for the per-record details")
    parser.add_argument("--rerun", action="store_true", help="lint again even when a kept output exists")
    parser.add_argument("--timeout", type=int, default=3600, help="seconds one lint run may take")
    parser.add_argument("--verbose", action="store_true", help="also print what was reported near missed lines")
    parser.add_argument("--whole-repository", action="store_true",
                        help="lint the repository's root instead of each record's app_dir")
    parser.add_argument("--opt-in", nargs="+", metavar="RULE", default=[],
                        help="turn these opt-in rules on (a configuration with opt_in_rules instead of --no-config)")
    args = parser.parse_args()
    args.binary = os.path.abspath(args.binary)
    args.work = os.path.abspath(args.work)
    args.mirrors = os.path.abspath(args.mirrors)
    if not os.access(args.binary, os.X_OK):
        print("not an executable: %s" % args.binary, file=sys.stderr)
        return 1
    with open(args.corpus, encoding="utf-8") as handle:
        corpus = json.load(handle)
    records = corpus if isinstance(corpus, list) else corpus["records"]
    if args.only:
        records = [r for r in records if any(r["commit"].startswith(o) or r["parent"].startswith(o)
                                             for o in args.only)]
        if not records:
            print("no record matches --only", file=sys.stderr)
            return 1
    os.makedirs(args.work, exist_ok=True)
    args.config = None
    if args.opt_in:
        args.config = os.path.join(args.work, "config-%s.json" % "+".join(sorted(args.opt_in)))
        with open(args.config, "w", encoding="utf-8") as handle:
            json.dump({"opt_in_rules": sorted(args.opt_in)}, handle)
    binary_hash = file_hash(args.binary)
    results = [None] * len(records)

    def run(index):
        try:
            return measure(records[index], args, binary_hash)
        except Exception as error:  # one record's failure must not stop the others
            record = records[index]
            why = str(error)
            if isinstance(error, subprocess.CalledProcessError) and error.stderr:
                why += ": " + error.stderr.decode(errors="replace").strip()
            return {"commit": record["commit"], "repo": record["repo"], "split": record["split"],
                    "rule": record["rule"], "error": " ".join(why.split())}

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        futures = [pool.submit(run, i) for i in range(len(records))]
        for index, future in enumerate(futures):  # printed in corpus order, each as soon as it and those before are
            results[index] = future.result()
            print("\n".join(log_lines(results[index], args.verbose)), flush=True)

    totals = {}
    for result in results:
        for key in (result["split"], "all"):
            t = totals.setdefault(key, {"records": 0, "measured": 0, "caught": 0, "quiet": 0, "quiet_own_line": 0})
            t["records"] += 1
            if "error" not in result:
                t["measured"] += 1
                t["caught"] += result["hit"]
                t["quiet"] += result["quiet"]
                t["quiet_own_line"] += result["quiet_own_line"]
    for key in sorted(totals, key=lambda k: (k != "all", k)):
        t = totals[key]
        print("# %s: caught %d of %d, after quiet %d of %d (measured %d of %d records; after quiet counting the "
              "findings' own lines only, not their notes: %d)" % (
                  key, t["caught"], t["measured"], t["quiet"], t["measured"], t["measured"], t["records"],
                  t["quiet_own_line"]))
    caught = [r["commit"][:9] for r in results if r.get("hit")]
    print("# caught: %s" % (" ".join(caught) or "none"))
    not_quiet = [r["commit"][:9] for r in results if "error" not in r and not r["quiet"]]
    print("# not quiet: %s" % (" ".join(not_quiet) or "none"))
    errors = [r["commit"][:9] for r in results if "error" in r]
    if errors:
        print("# not measured: %s" % " ".join(errors))

    path = args.results or os.path.join(args.work, "results-%s%s.json" % (
        os.path.basename(args.binary), "".join("+" + rule for rule in sorted(args.opt_in))))
    with open(path + ".part", "w", encoding="utf-8") as handle:
        json.dump({"binary": args.binary, "binary_sha256_16": binary_hash, "corpus": os.path.abspath(args.corpus),
                   "opt_in_rules": sorted(args.opt_in), "whole_repository": args.whole_repository,
                   "window": WINDOW, "totals": totals, "records": results}, handle, indent=1)
    os.replace(path + ".part", path)
    print("# results: %s" % path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
