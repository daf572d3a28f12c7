#!/usr/bin/env bash
# The SwiftPM build-tool plugin, as a package that uses it sees it: Examples/PluginDemo depends on
# this package by path and adds SceneLintPlugin to its target, whose Main.storyboard has one error
# (a segue to 'detial'). `swift build` there must fail, and show the finding in compiler format at
# its file and line; with the error fixed it must pass. Builds the package a second time (in the example's own .build): a few minutes
# on the 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/../../Examples/PluginDemo"
export PATH="/opt/swift/usr/bin:$PATH"

log=$(mktemp)
storyboard=Sources/DemoApp/Main.storyboard
cp "$storyboard" "$log.storyboard"
trap 'cp "$log.storyboard" "$storyboard"; rm -f "$log" "$log.storyboard"' EXIT
if swift build > "$log" 2>&1; then
    cat "$log"
    echo "the demo built although its storyboard has an error"
    exit 1
fi
grep -E "Sources/DemoApp/Main\.storyboard:8:25: error: .*'detial'.* \[segue\.destination-not-found\]" "$log" \
    || { cat "$log"; echo "the lint finding is not in the build output"; exit 1; }
grep -q "Linting 1 storyboard(s) and xib(s) of DemoApp" "$log" || { cat "$log"; echo "the plugin's command did not run"; exit 1; }

# Fixed, the storyboard lints clean and the build succeeds (the plugin's output compiles).
sed -i 's/"detial"/"detail"/' "$storyboard"
swift build > "$log" 2>&1 || { cat "$log"; echo "the demo failed to build with a clean storyboard"; exit 1; }
if grep -q "error:" "$log"; then cat "$log"; echo "a clean storyboard still reported an error"; exit 1; fi
echo "plugin demo ok: the build failed with the storyboard's error at its line, and passes once it is fixed"
