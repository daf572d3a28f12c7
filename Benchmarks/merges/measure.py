#!/usr/bin/env python3
"""How `scene-inspect merge` does on real merges, against git's line merge and what people committed.

usage: measure.py [--scene-inspect PATH] [--cases] DIR...

Each DIR holds case folders (found at any depth) with base.EXT, ours.EXT, theirs.EXT (the merge
base and the two parents) and result.EXT (what was committed), EXT `storyboard` or `xib`: the
public set's layout (`../shared/corpus/merges`), and what `mine.py` writes. For each case the
script runs `scene-inspect merge BASE OURS THEIRS --output OUT` and `git merge-file`, and compares
documents in a canonical form that leaves out what docs/MERGE.md calls noise (version stamps,
geometry, canvas positions, the order of attributes and of resources, dependencies, constraints
and connections). It prints the figures docs/MERGE.md publishes; `--cases` adds a line per case
resolved differently from what people committed, with what differs.
"""
import collections
import glob
import os
import subprocess
import sys
import tempfile
import time
import xml.etree.ElementTree as ET

GEOMETRY_KEYS = {'frame', 'contentRect', 'screenRect', 'canvasLocation', 'freeformSize'}
STAMPS = {('document', 'toolsVersion'), ('document', 'systemVersion'), ('document', 'version'), ('plugIn', 'version'),
          ('capability', 'minToolsVersion'), ('archive', 'version')}
UNORDERED = {'resources', 'dependencies', 'constraints', 'connections'}
KEYS = ['keyPath', 'name', 'className', 'identifier', 'reference', 'ref', 'property', 'selector']


def noise_element(el):
    key = el.attrib.get('key', '')
    if el.tag in ('rect', 'point', 'size') and key in GEOMETRY_KEYS:
        return True
    if el.tag in ('simulatedMetricsContainer', 'inferredMetricsTieBreakers'):
        return True
    if key in ('NSFrame', 'NSFrameSize', 'NSWindowRect', 'NSScreenRect', 'maxID', 'IBDocument.PluginVersions'):
        return True
    return key.startswith('IBDocument.') and key.endswith('Version')


def attributes(el):
    return tuple(sorted((k, v) for k, v in el.attrib.items() if (el.tag, k) not in STAMPS and k not in ('misplaced', 'ambiguous')))


def canonical(data, unordered_everywhere=False):
    """The document as nested tuples without noise; `unordered_everywhere` sorts every list."""
    root = ET.fromstring(data)
    stack = [(root, None)]
    built = {}
    order = []
    while stack:
        el, parent = stack.pop()
        order.append((el, parent))
        for child in el:
            if not noise_element(child):
                stack.append((child, el))
    for el, _ in reversed(order):
        kids = [built[id(c)] for c in el if not noise_element(c)]
        if unordered_everywhere or el.tag in UNORDERED:
            kids.sort()
        built[id(el)] = (el.tag, attributes(el), (el.text or '').strip(), tuple(kids))
    return built[id(root)]


def flat(data):
    """Each element by its key path (the merge's keys): its attributes and text."""
    root = ET.fromstring(data)
    out = {}
    stack = [(root, root.tag)]
    while stack:
        el, path = stack.pop()
        out[path] = (attributes(el), (el.text or '').strip())
        seen = collections.Counter()
        for c in el:
            if noise_element(c):
                continue
            if 'key' in c.attrib:
                k = f"{c.tag}@key={c.attrib['key']}"
            elif 'id' in c.attrib:
                k = '#' + c.attrib['id']
            elif 'sceneID' in c.attrib:
                k = '%' + c.attrib['sceneID']
            else:
                k = next((f'{c.tag}@{a}={c.attrib[a]}' for a in KEYS if a in c.attrib), c.tag)
            n = seen[k]
            seen[k] += 1
            stack.append((c, path + '/' + (k + f'[{n}]' if n else k)))
    return out


def differences(merged, committed, base, ours, theirs):
    """What kind of difference each element that differs is (see the module's docstring)."""
    M, R, B, O, T = (flat(x) for x in (merged, committed, base, ours, theirs))
    kinds = collections.Counter()
    for path in sorted(set(M) | set(R)):
        m, r = M.get(path), R.get(path)
        if m == r:
            continue
        b, o, t = B.get(path), O.get(path), T.get(path)
        if r not in (b, o, t):
            kinds['an edit made in the merge commit'] += 1
        elif r == b and m in (o, t) and m != b:
            kinds["people dropped a side's change"] += 1
        elif r in (o, t) and m in (o, t):
            kinds['both sides changed it; the rule chose the other side'] += 1
        elif r in (o, t) and m not in (b, o, t):
            kinds["the merge combined both sides' changes to it; people kept one side's"] += 1
        else:
            kinds['other'] += 1
    return kinds


def has_markers(data):
    return any(line.startswith((b'<<<<<<<', b'>>>>>>>')) for line in data.splitlines())


def measure(case, tool):
    ext = 'xib' if os.path.exists(os.path.join(case, 'base.xib')) else 'storyboard'
    read = lambda side: open(os.path.join(case, f'{side}.{ext}'), 'rb').read()
    base, ours, theirs, committed = read('base'), read('ours'), read('theirs'), read('result')
    row = {'case': case, 'ext': ext, 'size': max(len(ours), len(theirs))}
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, 'out.' + ext)
        started = time.monotonic()
        run = subprocess.run([tool, 'merge'] + [os.path.join(case, f'{s}.{ext}') for s in ('base', 'ours', 'theirs')]
                             + ['--output', out, '--quiet'], capture_output=True)
        row['seconds'] = time.monotonic() - started
        merged = open(out, 'rb').read() if os.path.exists(out) else None
        copy = os.path.join(scratch, 'git.' + ext)
        open(copy, 'wb').write(ours)
        git = subprocess.run(['git', 'merge-file', copy, os.path.join(case, f'base.{ext}'), os.path.join(case, f'theirs.{ext}')],
                             capture_output=True)
        git_result = open(copy, 'rb').read()
    row['status'] = run.returncode
    row['git_conflicts'] = git.returncode != 0
    try:
        committed_form = canonical(committed)
        row['committed_ok'] = not has_markers(committed)
    except ET.ParseError:
        committed_form, row['committed_ok'] = None, False
    if committed_form is not None:
        row['one_side'] = committed_form in (canonical(ours), canonical(theirs))
    if merged is None:
        row['broken'] = True
        return row
    if run.returncode == 0:
        try:
            form = canonical(merged)
        except ET.ParseError:
            row['broken'] = True
            return row
        row['broken'] = False
        row['same'] = form == committed_form
        row['same_but_order'] = not row['same'] and committed_form is not None and \
            canonical(merged, True) == canonical(committed, True)
        if not row['git_conflicts']:
            row['same_as_git'] = form == canonical(git_result)
        if committed_form is not None and not row['same']:
            row['differences'] = differences(merged, committed, base, ours, theirs)
    else:
        row['broken'] = not has_markers(merged)
    return row


def main(argv):
    tool = 'scene-inspect'
    verbose = False
    folders = []
    args = iter(argv)
    for arg in args:
        if arg == '--scene-inspect':
            tool = next(args)
        elif arg == '--cases':
            verbose = True
        else:
            folders.append(arg)
    if not folders:
        print(__doc__, file=sys.stderr)
        return 2
    cases = sorted({os.path.dirname(p) for folder in folders
                    for p in glob.glob(os.path.join(folder, '**', 'base.*'), recursive=True)
                    if os.path.exists(os.path.join(os.path.dirname(p), 'result.' + p.rsplit('.', 1)[1]))})
    rows = [measure(case, tool) for case in cases]
    count = lambda rows, test: sum(1 for r in rows if test(r))
    kinds = collections.Counter(r['ext'] for r in rows)
    print(f"cases: {len(rows)} ({kinds['storyboard']} storyboards, {kinds['xib']} xibs)")
    clean = [r for r in rows if not r['git_conflicts']]
    print(f"git's line merge clean: {len(clean)}")
    print(f"  scene-inspect clean: {count(clean, lambda r: r['status'] == 0)}; the same document as git's: "
          f"{count(clean, lambda r: r.get('same_as_git'))}; as committed: {count(clean, lambda r: r.get('same'))}")
    conflicts = [r for r in rows if r['git_conflicts'] and r.get('committed_ok')]
    print(f"git's line merge conflicts: {len(conflicts) + count(rows, lambda r: r['git_conflicts'] and not r.get('committed_ok'))} "
          f"({count(rows, lambda r: r['git_conflicts'] and not r.get('committed_ok'))} committed broken)")
    for label, group in [('people committed one side whole', [r for r in conflicts if r.get('one_side')]),
                         ('people combined both sides', [r for r in conflicts if not r.get('one_side')])]:
        resolved = [r for r in group if r['status'] == 0]
        print(f"  {label}: {len(group)}; scene-inspect resolves {len(resolved)} "
              f"({count(resolved, lambda r: r.get('same'))} exactly as committed, "
              f"{count(resolved, lambda r: r.get('same_but_order'))} but for the order of additions, "
              f"{count(resolved, lambda r: not r.get('same') and not r.get('same_but_order'))} differently), "
              f"leaves {count(group, lambda r: r['status'] == 1)} as conflicts")
        if label.startswith('people combined'):
            differently = [r for r in resolved if not r.get('same') and not r.get('same_but_order')]
            reasons = collections.Counter()
            for r in differently:
                d = r.get('differences', {})
                main_kind = 'other' if d.get('other') else max(sorted(d), key=d.get) if d else 'other'
                reasons[main_kind] += 1
                if verbose:
                    print(f"    {r['case']}: {dict(d)}")
            for reason, n in reasons.most_common():
                print(f"    resolved differently, mostly '{reason}': {n}")
    print(f"broken results: {count(rows, lambda r: r.get('broken'))}; merges that failed: "
          f"{count(rows, lambda r: r['status'] not in (0, 1))}")
    slowest = max(rows, key=lambda r: r['seconds'])
    print(f"slowest merge: {slowest['seconds']:.2f} s ({slowest['size'] // 1000} KB)")
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
