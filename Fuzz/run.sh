#!/usr/bin/env bash
# Fuzz/run.sh SECONDS [extra libFuzzer flags]: builds the libFuzzer target for Storyboard(bytes:)
# with -sanitize=fuzzer,address and runs it for SECONDS (default 60).
#
# The target is Sources/SceneLoader/**/*.swift plus Fuzz/FuzzEntry.swift compiled by swiftc into
# one executable (SwiftPM executables bring their own main; libFuzzer brings its own). Seeds:
# every file in Fixtures/ (copied into a scratch corpus under .build/fuzz, which keeps what the
# fuzzer finds between runs); dictionary: Fuzz/storyboard.dict. Only the Swift code is
# instrumented for coverage; the system libxml2 is not (see docs/SECURITY.md).
#
# A crash, leak or timeout leaves its input in .build/fuzz/artifacts/ and fails the script: turn it
# into a fixture (Fixtures/hostile/fuzz-NAME.storyboard + .expect) before fixing it.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
shift || true
export PATH="/opt/swift/usr/bin:$PATH"
out=.build/fuzz
mkdir -p "$out/corpus" "$out/artifacts"

sources=$(find Sources/SceneLoader -name '*.swift' | sort)
binary="$out/storyboard-fuzzer"
if [ ! -x "$binary" ] || [ -n "$(find Sources/SceneLoader Fuzz -newer "$binary" -name '*.swift' | head -1)" ]; then
    echo "building $binary"
    # ld.gold warns "Cannot export local symbol '__asan_*'"; harmless, filtered.
    swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g \
        -module-name SceneLoaderFuzz \
        -enable-upcoming-feature ExistentialAny \
        -enable-upcoming-feature InternalImportsByDefault \
        -enable-upcoming-feature MemberImportVisibility \
        -I Sources/CXML -Xcc -I/usr/include/libxml2 -lxml2 \
        $sources Fuzz/FuzzEntry.swift -o "$binary" 2>&1 | grep -v "Cannot export local symbol" || true
    [ -x "$binary" ] || { echo "fuzzer build failed"; exit 1; }
fi

seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
find Fixtures -type f \( -name '*.storyboard' -o -name '*.xml' \) -size -64k -exec cp {} "$seeds/" \;

log="$out/last-run.log"
set +e
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
    "$binary" "$out/corpus" "$seeds" \
    -dict=Fuzz/storyboard.dict -max_total_time="$seconds" -max_len=65536 \
    -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$out/artifacts/" "$@" >"$log" 2>&1
status=$?
set -e
grep -E '^(#[0-9]+[[:space:]]+(INITED|DONE)|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb|==[0-9]+==ERROR|SUMMARY)' "$log" || true
executions=$(grep -Eo 'stat::number_of_executed_units: [0-9]+' "$log" | awk '{print $2}')
echo "fuzzing: ${executions:-?} executions in ${seconds} s, exit status $status (log: $log)"
if [ "$status" -ne 0 ]; then
    echo "fuzzer found a problem; inputs in $out/artifacts/:"
    ls -l "$out/artifacts/"
    exit 1
fi
