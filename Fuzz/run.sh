#!/usr/bin/env bash
# Fuzz/run.sh TARGET SECONDS [extra libFuzzer flags]: builds the libFuzzer binary with
# -sanitize=fuzzer,address (once for every target) and runs TARGET for SECONDS (default 60).
#
# Targets (Fuzz/FuzzEntry.swift): storyboard (Storyboard(bytes:)), encodings (the loader fed every
# encoding libxml2 accepts), png (PNG.decode, resampling, encode round trip), assets (a catalog
# made of a Contents.json and a PNG, read and drawn), script (the `simulate` script parser), merge
# (three documents separated by NUL bytes, merged and compared: a clean merge must re-read),
# strings (a `.strings` file or a String Catalog, parsed and looked up), config (the
# .scene-inspect.json reader and glob matching), baseline (the lint baseline reader), xib (a xib loaded,
# shown, linted, graphed, instantiated, its cells registered and dequeued, its code generated).
# `Fuzz/run.sh SECONDS` alone runs storyboard.
#
# The binary is every library target's sources (Sources/SceneLoader*/, less the imports between
# them) plus Fuzz/FuzzEntry.swift compiled by swiftc into one module and one executable (SwiftPM
# executables bring their own main; libFuzzer brings its own). Seeds come from
# Fixtures/ (copied into a scratch corpus under .build/fuzz/TARGET, which keeps what the fuzzer
# finds between runs); storyboard and encodings use the dictionary Fuzz/storyboard.dict. Only the
# Swift code is instrumented for coverage; the system libxml2 and zlib are not (docs/SECURITY.md).
#
# A crash, leak or timeout leaves its input in .build/fuzz/TARGET/artifacts/ and fails the script:
# turn it into a regression fixture (Fixtures/fuzz/TARGET/) before fixing it.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ "${1:-}" =~ ^[0-9]+$ ]] || [ -z "${1:-}" ]; then target=storyboard; else target=$1; shift; fi
case "$target" in storyboard|encodings|png|assets|script|merge|strings|config|baseline|xib) ;; *) echo "unknown target '$target'"; exit 2 ;; esac
seconds=${1:-60}
shift || true
export PATH="/opt/swift/usr/bin:$PATH"
out=.build/fuzz
work="$out/$target"
mkdir -p "$work/corpus" "$work/artifacts"

binary="${FUZZ_BINARY:-$out/sceneloader-fuzzer}"   # FUZZ_BINARY: run a binary built before, as is
if [ -z "${FUZZ_BINARY:-}" ] && { [ ! -x "$binary" ] || [ -n "$(find Sources Fuzz -newer "$binary" \( -name '*.swift' -o -name '*.h' -o -name '*.modulemap' \) | head -1)" ]; }; then
    echo "building $binary"
    # One module of all the layers: each file's imports of the others dropped (the umbrella
    # target, which only re-exports them, is left out).
    merged="$out/sources"
    rm -rf "$merged" && mkdir -p "$merged"
    for file in $(find Sources -path 'Sources/SceneLoader?*/*' -name '*.swift' | sort); do
        sed -E '/^(@_exported )?(public |package )?import SceneLoader[A-Za-z]*$/d' "$file" >"$merged/$(echo "${file#Sources/}" | tr / _)"
    done
    sources=$(find "$merged" -name '*.swift' | sort)
    # ld.gold warns "Cannot export local symbol '__asan_*'"; harmless, filtered. -j: the driver
    # otherwise compiles the files on one core, whatever the machine has.
    swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -g -j "$(nproc 2>/dev/null || echo 2)" \
        -module-name SceneLoaderFuzz -package-name SceneLoader \
        -enable-upcoming-feature ExistentialAny \
        -enable-upcoming-feature InternalImportsByDefault \
        -enable-upcoming-feature MemberImportVisibility \
        -I Sources/CXML -I Sources/CCrypto -Xcc -I/usr/include/libxml2 -lxml2 -lz -lcrypto \
        $sources Fuzz/FuzzEntry.swift -o "$binary.new" 2>&1 | grep -v "Cannot export local symbol" || true
    [ -x "$binary.new" ] || { echo "fuzzer build failed"; exit 1; }
    mv "$binary.new" "$binary"
fi

seeds=$(mktemp -d)
trap 'rm -rf "$seeds"' EXIT
flags=(-max_len=65536)
case "$target" in
storyboard|encodings)
    find Fixtures -type f \( -name '*.storyboard' -o -name '*.xml' \) -size -64k -exec cp {} "$seeds/" \;
    flags+=(-dict=Fuzz/storyboard.dict) ;;
xib)
    find Fixtures -type f -name '*.xib' -size -64k -exec cp {} "$seeds/" \;
    flags+=(-dict=Fuzz/storyboard.dict) ;;
png)
    find Fixtures -type f -name '*.png' -size -64k -exec cp {} "$seeds/" \; ;;
assets)
    # Seeds: two bytes of JSON length, a scale byte, the Contents.json, the PNG.
    n=0
    for set in $(find Fixtures -type d -name '*.imageset'); do
        png=$(find "$set" -name '*.png' -size -64k | head -1)
        [ -n "$png" ] || continue
        json="$set/Contents.json"
        length=$(stat -c %s "$json")
        { printf "\\x$(printf %02x $((length >> 8)))\\x$(printf %02x $((length & 255)))\\x01"; cat "$json" "$png"; } >"$seeds/seed-$n"
        n=$((n + 1))
    done ;;
script)
    find Fixtures -type f \( -name '*.scenario' -o -name '*.steps' -o -name '*.script' \) -size -64k -exec cp {} "$seeds/" \;
    flags=(-max_len=8192) ;;
merge)
    # Seeds: each merge fixture's base, ours and theirs, separated by NUL bytes.
    n=0
    for case in Fixtures/merge/*/; do
        ext=storyboard
        [ -f "$case/base.xib" ] && ext=xib
        { cat "$case/base.$ext"; printf '\0'; cat "$case/ours.$ext"; printf '\0'; cat "$case/theirs.$ext"; } >"$seeds/merge-$n"
        n=$((n + 1))
    done
    flags+=(-dict=Fuzz/storyboard.dict) ;;
strings)
    # The first byte picks the format: even a .strings file, odd a String Catalog.
    n=0
    for table in $(find Fixtures -type f \( -name '*.strings' -o -name '*.xcstrings' \) -size -64k); do
        n=$((n + 1))
        case "$table" in *.xcstrings) marker='\x01' ;; *) marker='\x00' ;; esac
        { printf "$marker"; cat "$table"; } >"$seeds/seed-$n"
    done ;;
config)
    n=0
    for file in $(find Fixtures -type f \( -name '*.json' -o -name '.scene-inspect.json' \) -path '*lint*' -size -64k); do
        cp "$file" "$seeds/seed-$n.json"
        n=$((n + 1))
    done
    flags+=(-dict=Fuzz/config.dict) ;;
baseline)
    find Fixtures -type f -name '*.baseline' -size -64k -exec cp {} "$seeds/" \;
    flags=(-max_len=16384) ;;
esac
if [ -d "Fixtures/fuzz/$target" ]; then cp Fixtures/fuzz/"$target"/* "$seeds/"; fi

log="$work/last-run.log"
set +e
FUZZ_TARGET="$target" SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
    "$binary" "$work/corpus" "$seeds" \
    "${flags[@]}" -max_total_time="$seconds" \
    -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/" "$@" >"$log" 2>&1
status=$?
set -e
grep -E '^(#[0-9]+[[:space:]]+(INITED|DONE)|stat::number_of_executed_units|stat::average_exec_per_sec|stat::peak_rss_mb|==[0-9]+==ERROR|SUMMARY)' "$log" || true
executions=$(grep -Eo 'stat::number_of_executed_units: [0-9]+' "$log" | awk '{print $2}')
corpus=$(find "$work/corpus" -type f | wc -l)
echo "fuzzing $target: ${executions:-?} executions in ${seconds} s, corpus $corpus inputs, exit status $status (log: $log)"
if [ "$status" -ne 0 ]; then
    echo "fuzzer found a problem; inputs in $work/artifacts/:"
    ls -l "$work/artifacts/"
    exit 1
fi
