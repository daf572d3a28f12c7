#!/usr/bin/env python3
"""Type-check the Swift examples of the DocC articles and doc comments against the built library.

Usage: article_snippets.py CATALOG MODULES_DIR OUT_FILE [SWIFTC_FLAG...]

Every ```swift block of CATALOG/*.md, and of the `///` comments in the Swift files of the folder
that holds CATALOG and of its sibling folders of the same name and more (the umbrella module's
sources and its layers': Sources/SceneLoader, Sources/SceneLoaderCore, …), becomes the body of its own throwing function in OUT_FILE,
after a prelude that declares the names the articles take as given (`url`, `data`, `storyboard`,
`tabs`, `nav`, `home`, `tabBarController`, `storyboardURL`); `{ … }` stands for "your code" and becomes `{}`, and the examples' own
`import` lines are left to the prelude. The file is type-checked
with swiftc in Swift 6 mode against MODULES_DIR (the debug build's Modules, where
SceneLoader.swiftmodule is), so an example that names an API that no longer exists, or uses one
wrongly, fails. SWIFTC_FLAGs are passed on (the C module's search paths). Compiler errors are mapped back to ARTICLE.md:LINE. Exits 1 on any error.
"""
import glob
import os
import re
import subprocess
import sys

PRELUDE = """\
import Foundation
import SceneLoader

nonisolated(unsafe) let url = URL(fileURLWithPath: "Main.storyboard")
nonisolated(unsafe) let data = Data()
nonisolated(unsafe) let storyboard: Storyboard = { fatalError("only type-checked") }()
nonisolated(unsafe) let tabs = TabBarController()
nonisolated(unsafe) let nav = NavigationController()
nonisolated(unsafe) let home = ViewController()
nonisolated(unsafe) let tabBarController = TabBarController()
nonisolated(unsafe) let storyboardURL = url
"""


def main() -> int:
    if len(sys.argv) < 4:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    catalog, modules, out = sys.argv[1:4]
    flags = sys.argv[4:]
    lines = PRELUDE.splitlines()
    origin = {}  # line in OUT_FILE (1-based) -> (article, line)
    count = 0
    sources = [(path, False) for path in sorted(glob.glob(os.path.join(catalog, "*.md")))]
    module_folder = os.path.dirname(os.path.abspath(catalog))
    sources += [(path, True) for path in sorted(glob.glob(
        os.path.join(module_folder + "*", "**", "*.swift"), recursive=True))]
    for article, commented in sources:
        with open(article, encoding="utf-8") as handle:
            text = handle.read().splitlines()
        if commented:
            # A doc comment's text: what follows `///` (and one space); other lines are no text.
            text = [re.sub(r"^/// ?", "", line.strip()) if line.strip().startswith("///") else ""
                    for line in text]
        index = 0
        while index < len(text):
            if text[index].strip() == "```swift":
                start = index + 1
                end = start
                while end < len(text) and text[end].strip() != "```":
                    end += 1
                count += 1
                lines.append("")
                lines.append(f"func snippet{count}() throws {{")
                for number in range(start, end):
                    if text[number].startswith("import "):
                        continue
                    lines.append("    " + text[number].replace("{ … }", "{}"))
                    origin[len(lines)] = (article, number + 1)
                lines.append("}")
                index = end
            index += 1
    with open(out, "w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
    result = subprocess.run(
        ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-I", modules] + flags + [out],
        capture_output=True, text=True)
    errors = 0
    for line in (result.stdout + result.stderr).splitlines():
        match = re.match(re.escape(out) + r":(\d+):(\d+): error: (.*)", line)
        if match:
            errors += 1
            article, number = origin.get(int(match.group(1)), (out, int(match.group(1))))
            print(f"{os.path.relpath(article)}:{number}: error: {match.group(3)}")
    if result.returncode != 0 and errors == 0:
        print(result.stdout + result.stderr)
        errors = 1
    print(f"examples: {count} in the articles and doc comments, {errors} errors")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
