#!/usr/bin/env bash
# Generated Swift for the real corpus: `generate swift --platform sceneloader` for every storyboard
# of ../shared/corpus/real (as one bundle), compiled against SceneLoader with stub classes, linked
# and run: every accessor instantiates its scene as its class, every typed segue leads to its
# destination's class; and the `--platform uikit` code type-checked against Fixtures/codegen/UIKit.swift.
# Skipped when ../shared is not there. About 25 s on the 2-core machine once the tests are built.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

if [ ! -d ../shared/corpus/real ]; then
    echo "no ../shared/corpus/real: skipped"
    exit 0
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
CODEGEN_CORPUS=1 swift test --filter 'GeneratedCodeTests/corpusRuntimeCodeCompilesAndRuns' 2>&1 | tee "$log"
grep -q 'Test corpusRuntimeCodeCompilesAndRuns() passed' "$log" || { echo "the corpus codegen test did not pass"; exit 1; }
