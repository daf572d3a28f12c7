#!/usr/bin/env bash
# Diff and merge (docs/MERGE.md), checked by the tests and by other tools:
#   1. the merge layer's tests (fixtures with goldens, properties over random edits, the public
#      merges when ../shared has them) and the CLI's (git running the drivers in a repository);
#   2. every fixture of Fixtures/merge merged again by the built scene-inspect: a clean result is
#      its golden byte for byte, well-formed for `xmllint`, and loads (a storyboard without an
#      error); a conflicted one is refused by the loader as `input.merge-conflict` at its first
#      marker, and each side of its conflicts, taken whole, is well-formed for `xmllint` and loads;
#   3. when ../shared/corpus/merges is there, every public merge through the release build: no
#      result that is neither a clean, well-formed document nor a marked conflict, each merge
#      within a second.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
if ! command -v xmllint >/dev/null; then
    apt-get update -qq && apt-get install -y -qq libxml2-utils >/dev/null
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "-- tests"
swift test --filter 'SceneLoaderMergeTests|MergeCLITests' 2>&1 | tee "$work/tests.log" | tail -3
grep -Eq 'Test run with [0-9]+ tests? .* passed' "$work/tests.log"

tool="$(swift build --show-bin-path)/scene-inspect"
# Keeps ours' (or theirs') side of every conflict in a marked file.
resolve() {
    awk -v keep="$1" '
        /^<<<<<<< / { state = "ours"; next }
        /^=======$/ && state == "ours" { state = "theirs"; next }
        /^>>>>>>> / && state == "theirs" { state = ""; next }
        state == "" || state == keep { print }
    ' "$2"
}
loads() {
    # A storyboard loads without an error; a xib reads as a document.
    case "$1" in
        *.storyboard) "$tool" --quiet "$1" ;;
        *) "$tool" diff "$1" "$1" >/dev/null ;;
    esac
}

echo "-- merged fixtures"
clean=0 conflicted=0
for case in Fixtures/merge/*/; do
    name=$(basename "$case")
    ext=storyboard
    [ -f "$case/base.xib" ] && ext=xib
    out="$work/$name.$ext"
    status=0
    "$tool" merge "$case/base.$ext" "$case/ours.$ext" "$case/theirs.$ext" --output "$out" --quiet 2>"$work/$name.err" || status=$?
    case $status in
        0)
            cmp "$out" "$case/result.$ext" || { echo "$name: the merge differs from its golden"; exit 1; }
            xmllint --noout "$out"
            loads "$out" || { echo "$name: the merged file does not load"; exit 1; }
            clean=$((clean + 1)) ;;
        1)
            if "$tool" --quiet "$out" 2>"$work/$name.load"; then echo "$name: a conflicted result loads"; exit 1; fi
            grep -q '\[input.merge-conflict\]' "$work/$name.load" || { cat "$work/$name.load"; echo "$name: not refused as a merge conflict"; exit 1; }
            for side in ours theirs; do
                resolve "$side" "$out" >"$work/$name.$side.$ext"
                xmllint --noout "$work/$name.$side.$ext"
                loads "$work/$name.$side.$ext" || { echo "$name: its $side side does not load"; exit 1; }
            done
            conflicted=$((conflicted + 1)) ;;
        *)
            cat "$work/$name.err"; echo "$name: merge exited $status"; exit 1 ;;
    esac
done
echo "merged fixtures: $clean clean, $conflicted conflicted; xmllint and the loader agree"

corpus=../shared/corpus/merges
if [ -d "$corpus" ]; then
    echo "-- public merges (release build)"
    swift build -c release --product scene-inspect $(bash .ci/release-flags) >"$work/release.log" 2>&1 || { tail -20 "$work/release.log"; exit 1; }
    release="$(swift build -c release --show-bin-path)/scene-inspect"
    total=0 clean=0 broken=0 slow=0
    for meta in "$corpus"/*/*/meta.json; do
        case=$(dirname "$meta")
        ext=storyboard
        [ -f "$case/base.xib" ] && ext=xib
        out="$work/corpus.$ext"
        rm -f "$out"
        started=$(date +%s%N)
        status=0
        "$release" merge "$case/base.$ext" "$case/ours.$ext" "$case/theirs.$ext" --output "$out" --quiet 2>/dev/null || status=$?
        elapsed=$(( ($(date +%s%N) - started) / 1000000 ))
        [ "$elapsed" -lt 1000 ] || { echo "$case: $elapsed ms"; slow=$((slow + 1)); }
        total=$((total + 1))
        case $status in
            0) xmllint --noout "$out" 2>/dev/null && clean=$((clean + 1)) || { echo "$case: broken result"; broken=$((broken + 1)); } ;;
            1) grep -q '^<<<<<<< ' "$out" || { echo "$case: conflicts without a marker"; broken=$((broken + 1)); } ;;
            *) echo "$case: merge exited $status"; broken=$((broken + 1)) ;;
        esac
    done
    echo "public merges: $total, $clean clean, $((total - clean - broken)) conflicted, $broken broken, $slow over a second"
    [ "$broken" -eq 0 ] && [ "$slow" -eq 0 ] && [ "$total" -gt 100 ]
fi
