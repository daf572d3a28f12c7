#!/usr/bin/env bash
# No thread inside one file's load: `strace -f -e trace=clone,clone3` of the shipping scene-inspect
# on a generated storyboard of about 40 MB (`--quiet`, one file) and of the library loading it in
# process (`sceneloader-bench load`) shows no clone. Then the check's own control: two files with
# `--jobs 2` do start a worker thread, so a trace that saw nothing was able to see one.
# Uses the release build 20-hostile.sh made (Benchmarks/run.sh --build-only: nothing is rebuilt).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
command -v strace >/dev/null || { apt-get update -qq && apt-get install -y -qq strace >/dev/null; }
bin=$(Benchmarks/run.sh --build-only) || { echo "the release build failed"; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$bin/storyboard-gen" --scenes 8000 --seed 7 "$work/large.storyboard"
"$bin/storyboard-gen" --scenes 40 --seed 8 "$work/small.storyboard"
size=$(stat -c %s "$work/large.storyboard")
[ "$size" -gt $((35 << 20)) ] || { echo "no-threads: the generated storyboard is only $size bytes"; exit 1; }
limits=(--max-file-size 1073741824 --max-elements 50000000)

clones() {  # clones LOG: the clone and clone3 calls a trace recorded
    grep -cE '(^|[ ])clone3?\(' "$1" || true
}
# The generated files have findings (exit status 1): what is judged here is the trace.
trace() {  # trace LOG COMMAND...
    local log=$1
    shift
    strace -f -e trace=clone,clone3 -o "$log" "$@" >/dev/null 2>&1 || true
    [ -s "$log" ] || { echo "no-threads: strace recorded nothing for $*"; exit 1; }
}
trace "$work/cli.log" "$bin/scene-inspect" --quiet "${limits[@]}" "$work/large.storyboard"
trace "$work/library.log" "$bin/sceneloader-bench" load "$work/large.storyboard"
trace "$work/jobs.log" "$bin/scene-inspect" --quiet --jobs 2 "$work/small.storyboard" "$work/small.storyboard"
cli=$(clones "$work/cli.log"); library=$(clones "$work/library.log"); jobs=$(clones "$work/jobs.log")
echo "no-threads: $((size >> 20)) MB storyboard: scene-inspect --quiet $cli clones, the library's load $library; two files with --jobs 2: $jobs"
[ "$jobs" -gt 0 ] || { echo "no-threads: the trace saw no clone even for --jobs 2: it cannot be trusted"; exit 1; }
if [ "$cli" -ne 0 ] || [ "$library" -ne 0 ]; then
    cat "$work/cli.log" "$work/library.log"
    echo "no-threads: a load of one file started a thread"
    exit 1
fi
