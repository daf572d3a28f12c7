#!/usr/bin/env python3
"""Real merges of storyboards and xibs from a repository's history, as case folders for measure.py.

usage: mine.py GIT_DIR OWNER/NAME OUT [LIMIT]

For each merge commit M of GIT_DIR with two parents P1 (ours) and P2 (theirs) and one merge base B,
every `.storyboard` or `.xib` path that differs between B and P1 and between B and P2 and exists in
all four commits becomes OUT/OWNER+NAME/M[:10]-N/ with base.EXT, ours.EXT, theirs.EXT, result.EXT
(what M committed) and meta.json; a merge problem seen before (the same three blobs) is kept once,
files over 2 MB are skipped, at most LIMIT (default 60) cases a repository. Each case is appended to
OUT/MANIFEST.tsv (`mined.tsv` lists the cases docs/MERGE.md measures).
"""
import json
import os
import subprocess
import sys


def git(git_dir, *args, binary=False, check=True):
    result = subprocess.run(['git', '--git-dir', git_dir, *args], capture_output=True)
    if check and result.returncode != 0:
        raise RuntimeError(result.stderr.decode(errors='replace'))
    return result.stdout if binary else result.stdout.decode()


def main(git_dir, repository, out, limit=60):
    seen = set()
    rows = []
    for line in git(git_dir, 'rev-list', '--all', '--merges', '--parents').splitlines():
        commits = line.split()
        if len(commits) != 3:
            continue
        merge, ours, theirs = commits
        bases = git(git_dir, 'merge-base', '--all', ours, theirs, check=False).split()
        if len(bases) != 1:
            continue
        base = bases[0]

        def changed(commit):
            names = git(git_dir, 'diff', '--name-only', '--no-renames', base, commit).splitlines()
            return {name for name in names if name.endswith(('.storyboard', '.xib'))}

        for path in sorted(changed(ours) & changed(theirs)):
            blobs = {}
            for side, commit in (('base', base), ('ours', ours), ('theirs', theirs), ('result', merge)):
                found = subprocess.run(['git', '--git-dir', git_dir, 'rev-parse', f'{commit}:{path}'], capture_output=True)
                if found.returncode != 0:
                    break
                blobs[side] = found.stdout.decode().strip()
            if len(blobs) != 4 or (blobs['base'], blobs['ours'], blobs['theirs']) in seen:
                continue
            seen.add((blobs['base'], blobs['ours'], blobs['theirs']))
            contents = {side: git(git_dir, 'cat-file', 'blob', blob, binary=True) for side, blob in blobs.items()}
            if max(len(data) for data in contents.values()) > 2 << 20:
                continue
            ext = path.rsplit('.', 1)[1]
            case = os.path.join(repository.replace('/', '+'), f'{merge[:10]}-{len(rows)}')
            folder = os.path.join(out, case)
            os.makedirs(folder, exist_ok=True)
            for side, data in contents.items():
                with open(os.path.join(folder, f'{side}.{ext}'), 'wb') as file:
                    file.write(data)
            with open(os.path.join(folder, 'meta.json'), 'w') as file:
                json.dump({'repo': repository, 'merge': merge, 'parents': [ours, theirs], 'base': base, 'path': path,
                           'ext': ext, 'blobs': blobs}, file, indent=1)
            rows.append((repository, merge, base, ours, theirs, path))
            if len(rows) >= limit:
                break
        if len(rows) >= limit:
            break
    with open(os.path.join(out, 'MANIFEST.tsv'), 'a') as manifest:
        for row in rows:
            manifest.write('\t'.join(row) + '\n')
    print(f'{repository}: {len(rows)} cases')


if __name__ == '__main__':
    if len(sys.argv) not in (4, 5):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    main(sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) == 5 else 60)
