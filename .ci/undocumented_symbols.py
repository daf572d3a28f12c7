#!/usr/bin/env python3
"""List the public symbols of a module that have no `///` comment of their own.

Usage: undocumented_symbols.py SYMBOLGRAPH_DIR MODULE [REEXPORTED,MODULES]

Reads MODULE.symbols.json (and MODULE@*.symbols.json, for extensions of other modules' types) as
`swift package dump-symbol-graph` writes them. A symbol declared in the module's sources (it has a
location) needs a doc comment written there: a comment the symbol graph inherited from a protocol
or a superclass (its `module` is another module, not MODULE nor one it re-exports, or it has no `uri`, or another file's) does not
count. Members the compiler synthesises (`hashValue`, `hash(into:)` of a `Hashable` enum) have no
location and are not listed. Prints one line per gap, `path:line: kind Name.member`, and exits 1
when there is any.
"""
import glob
import json
import os
import sys


def main() -> int:
    if len(sys.argv) not in (3, 4):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    directory, module = sys.argv[1], sys.argv[2]
    own_modules = {module} | set(filter(None, (sys.argv[3] if len(sys.argv) == 4 else "").split(",")))
    files = sorted(glob.glob(os.path.join(directory, f"{module}.symbols.json"))
                   + glob.glob(os.path.join(directory, f"{module}@*.symbols.json")))
    if not files:
        print(f"no symbol graph for {module} in {directory}", file=sys.stderr)
        return 2
    checked = 0
    gaps = []
    for path in files:
        with open(path, encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            location = symbol.get("location")
            if not location:
                continue
            checked += 1
            comment = symbol.get("docComment") or {}
            own = (comment.get("module", module) in own_modules
                   and comment.get("uri") == location["uri"]
                   and any(line["text"].strip() for line in comment.get("lines", [])))
            if not own:
                file = location["uri"].removeprefix("file://")
                gaps.append((file, location["position"]["line"] + 1,
                             symbol["kind"]["displayName"], ".".join(symbol["pathComponents"])))
    for file, line, kind, name in sorted(gaps):
        print(f"{os.path.relpath(file)}:{line}: {kind.lower()} {name} has no /// comment")
    print(f"{module}: {checked} public symbols, {len(gaps)} without a doc comment")
    return 1 if gaps else 0


if __name__ == "__main__":
    sys.exit(main())
