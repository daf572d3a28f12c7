#!/usr/bin/env bash
# The SwiftPM build-tool plugin, as a package that uses it sees it: Examples/PluginDemo depends on
# this package by path and adds SceneLintPlugin to its target, whose Main.storyboard has one error
# (a segue to 'detial'). `swift build` there must fail, and show the finding in compiler format at
# its file and line. Builds the package a second time (in the example's own .build): a few minutes
# on the 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/../../Examples/PluginDemo"
export PATH="/opt/swift/usr/bin:$PATH"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
if swift build > "$log" 2>&1; then
    cat "$log"
    echo "the demo built although its storyboard has an error"
    exit 1
fi
grep -E "Sources/DemoApp/Main\.storyboard:8:25: error: .*'detial'.* \[segue\.destination-not-found\]" "$log" \
    || { cat "$log"; echo "the lint finding is not in the build output"; exit 1; }
grep -q "Linting 1 storyboard(s) of DemoApp" "$log" || { cat "$log"; echo "the plugin's command did not run"; exit 1; }
echo "plugin demo ok: the build failed with the storyboard's error at its line"
