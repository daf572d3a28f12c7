#!/usr/bin/env python3
"""Checks out the public apps of Benchmarks/apps.tsv, each at its commit, for the whole-app benchmark.

Usage: fetch-apps.py [--mirror DIR] [DEST]      (DEST: bench-out/apps at the package root)

Each app goes to DEST/NAME (left alone when it is there). With --mirror, a folder of bare
repositories named OWNER+NAME/repo is used instead of the network: the commit's tree is written out
blob by blob, and files the mirror lacks (some mirrors leave out large files) are skipped.
Without it, `git clone --filter=blob:none` and a checkout of the commit.
"""
import argparse
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def apps():
    with open(os.path.join(ROOT, "Benchmarks", "apps.tsv"), encoding="utf-8") as table:
        for line in table:
            if line.strip() and not line.startswith("#"):
                name, repository, commit = line.rstrip("\n").split("\t")[:3]
                yield name, repository, commit


def from_mirror(git_dir, commit, destination):
    """Writes the tree of `commit` into `destination`; returns how many files were missing."""
    listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", commit],
                             check=True, capture_output=True).stdout.split(b"\0")
    entries = []
    for entry in listing:
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, sha = meta.split(b" ")
        if kind == b"blob" and mode != b"120000":  # links are not written: the tools never follow them
            entries.append((sha, path.decode("utf-8", "surrogateescape")))
    batch = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    missing = 0
    for sha, path in entries:
        batch.stdin.write(sha + b"\n")
        batch.stdin.flush()
        header = batch.stdout.readline().split()
        if len(header) < 3 or header[1] == b"missing":
            missing += 1
            continue
        size = int(header[2])
        data = batch.stdout.read(size)
        batch.stdout.read(1)
        target = os.path.join(destination, path)
        if os.path.commonpath([os.path.realpath(destination), os.path.realpath(os.path.dirname(target))]) != os.path.realpath(destination):
            continue  # a path that would leave the folder
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as out:
            out.write(data)
    batch.stdin.close()
    batch.wait()
    return missing


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mirror")
    parser.add_argument("destination", nargs="?", default=os.path.join(ROOT, "bench-out", "apps"))
    options = parser.parse_args()
    os.makedirs(options.destination, exist_ok=True)
    for name, repository, commit in apps():
        destination = os.path.join(options.destination, name)
        if os.path.isdir(destination):
            print(f"{name}: there already")
            continue
        owner, repo = repository.rstrip("/").split("/")[-2:]
        mirrored = options.mirror and os.path.join(options.mirror, f"{owner}+{repo}", "repo")
        if mirrored and os.path.isdir(mirrored):
            os.makedirs(destination)
            missing = from_mirror(mirrored, commit, destination)
            print(f"{name}: {commit[:9]} from the mirror" + (f", {missing} files it lacks skipped" if missing else ""))
            continue
        subprocess.run(["git", "clone", "--quiet", "--filter=blob:none", "--no-checkout", repository, destination], check=True)
        subprocess.run(["git", "-C", destination, "checkout", "--quiet", "--detach", commit], check=True)
        print(f"{name}: {commit[:9]} cloned")
    return 0


if __name__ == "__main__":
    sys.exit(main())
