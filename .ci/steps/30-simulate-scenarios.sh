#!/usr/bin/env bash
# Runs every Fixtures/scenarios/*.scenario through the built `scene-inspect simulate` (the CLI
# end to end, as a user runs it) and compares the output with its .expected golden.
# Takes about 5 seconds after `swift test` has built the package.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
swift build --product scene-inspect >/dev/null
tool="$(swift build --show-bin-path)/scene-inspect"
failed=0
count=0
for scenario in Fixtures/scenarios/*.scenario; do
    expected="${scenario%.scenario}.expected"
    count=$((count + 1))
    if ! diff -u "$expected" <("$tool" simulate Fixtures/scenarios/app.storyboard "$scenario" 2>/dev/null) >/tmp/simulate-diff.txt; then
        echo "FAIL: $scenario"
        head -20 /tmp/simulate-diff.txt
        failed=1
    fi
done
echo "simulate: $count scenarios checked"
exit "$failed"
