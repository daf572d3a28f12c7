#!/usr/bin/env bash
# The layers are targets, and the compiler keeps each to the ones below it (docs/ARCHITECTURE.md):
#   1. `swift package dump-package`: at least five library targets; the one target whose sources
#      import CXML (libxml2) depends on no other Swift target; the project layer depends on Core
#      alone, and the bundle layer on it; the diff and merge layer depends on Core alone;
#   2. a deliberate violation, in a copy of the package: SceneLoaderCore, given a file that names
#      types of the runtime and the bundle (`TabBarController`, `StoryboardBundle`), does not build,
#      and the compiler says it cannot find them; the same copy without the file builds.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
command -v python3 >/dev/null || { apt-get update -qq && apt-get install -y -qq python3 >/dev/null; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "-- targets"
swift package dump-package >"$work/package.json"
python3 - "$work/package.json" <<'PY'
import json, os, re, sys
package = json.load(open(sys.argv[1]))
targets = {t["name"]: t for t in package["targets"]}
def dependencies(target):
    names = []
    for dependency in target.get("dependencies", []):
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.append(dependency[kind][0])
    return names
libraries = [name for name, t in targets.items() if t["type"] == "regular" and not t.get("path", "").startswith("Tests")]
print(f"{len(libraries)} library targets: {', '.join(sorted(libraries))}")
assert len(libraries) >= 5, "fewer than five library targets"
importers = []
for name in libraries:
    folder = targets[name].get("path") or f"Sources/{name}"
    for root, _, files in os.walk(folder):
        for file in files:
            if file.endswith(".swift") and re.search(r"^\s*(\w+\s+)*import CXML\b", open(os.path.join(root, file)).read(), re.M):
                importers.append(name)
importers = sorted(set(importers))
assert importers == ["SceneLoaderCore"], f"the targets importing CXML: {importers}"
swift_dependencies = [d for d in dependencies(targets["SceneLoaderCore"]) if targets.get(d, {}).get("type") != "system"]
assert not swift_dependencies, f"SceneLoaderCore depends on Swift targets {swift_dependencies}"
print("SceneLoaderCore imports CXML and depends on no other Swift target")
project = dependencies(targets["SceneLoaderProject"])
assert project == ["SceneLoaderCore"], f"SceneLoaderProject depends on {project}, not on SceneLoaderCore alone"
assert "SceneLoaderProject" in dependencies(targets["SceneLoaderBundle"]), "SceneLoaderBundle does not build on SceneLoaderProject"
print("SceneLoaderProject depends on SceneLoaderCore alone; SceneLoaderBundle builds on it")
merge = dependencies(targets["SceneLoaderMerge"])
assert merge == ["SceneLoaderCore"], f"SceneLoaderMerge depends on {merge}, not on SceneLoaderCore alone"
print("SceneLoaderMerge (diff and merge) depends on SceneLoaderCore alone")
PY

echo "-- a lower layer naming a higher layer's types does not build"
copy="$work/package"
mkdir -p "$copy"
tar --exclude=./.build --exclude=./bench-out --exclude=./.git -cf - . | tar -xf - -C "$copy"
if ! (cd "$copy" && swift build --target SceneLoaderCore --scratch-path "$work/build" >"$work/clean.log" 2>&1); then
    tail -20 "$work/clean.log"
    echo "layers: SceneLoaderCore does not build even without the violation"
    exit 1
fi
cat >"$copy/Sources/SceneLoaderCore/API/LayerViolation.swift" <<'SWIFT'
// Deliberately wrong: the loader naming the runtime's and the bundle's types.
func selectFirstTab(of controller: TabBarController) { controller.selectedIndex = 0 }
func bundle(of storyboard: Storyboard) -> StoryboardBundle? { nil }
SWIFT
if (cd "$copy" && swift build --target SceneLoaderCore --scratch-path "$work/build" >"$work/violation.log" 2>&1); then
    echo "layers: SceneLoaderCore built although it names TabBarController and StoryboardBundle"
    exit 1
fi
grep -E "LayerViolation.swift:[0-9]+:[0-9]+: error: cannot find type '(TabBarController|StoryboardBundle)' in scope" "$work/violation.log" | sort -u
grep -q "cannot find type 'TabBarController' in scope" "$work/violation.log" && grep -q "cannot find type 'StoryboardBundle' in scope" "$work/violation.log" \
    || { tail -20 "$work/violation.log"; echo "layers: the build failed, but not for the violation"; exit 1; }
echo "layers: the violation does not build"
