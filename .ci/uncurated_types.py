#!/usr/bin/env python3
"""List the public top-level types (and globals) of a module that the catalog's landing page does not curate.

Usage: uncurated_types.py SYMBOLGRAPH_DIR MODULE LANDING_PAGE

DocC puts a type the landing page leaves out in a default group by kind, silently; this keeps the
topic groups a complete map of the public API. A type counts as curated when the page lists it as
a topic item, "- ``Name``". Exits 1 when a type is missing.
"""
import json
import os
import re
import sys


def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    directory, module, page = sys.argv[1:]
    with open(os.path.join(directory, f"{module}.symbols.json"), encoding="utf-8") as handle:
        graph = json.load(handle)
    types = {symbol["pathComponents"][0] for symbol in graph["symbols"]
             if len(symbol["pathComponents"]) == 1}
    with open(page, encoding="utf-8") as handle:
        curated = set(re.findall(r"^- ``(\w+)``", handle.read(), re.MULTILINE))
    missing = sorted(types - curated)
    for name in missing:
        print(f"{page}: {name} is public but in no topic group; add '- ``{name}``' to a group")
    print(f"{module}: {len(types)} public top-level symbols, {len(missing)} not on the landing page")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
