#!/usr/bin/env bash
# A smoke run of the benchmark (Benchmarks/run.sh --quick --dynamic-stdlib), so that it keeps
# building and running as the library changes: one release build of the Benchmarks package from
# clean (the static-stdlib build, a second full build of the same sources, is left to real runs),
# then about 10 s of runs on a 1 MB file. It checks that every method runs and the table is printed;
# it judges no timing. Skip it with BENCH_SMOKE=0.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ "${BENCH_SMOKE:-1}" = 0 ]; then
    echo "bench smoke: skipped (BENCH_SMOKE=0)"
    exit 0
fi
output=$(BENCH_OUT="${TMPDIR:-/tmp}/sceneloader-bench-smoke" Benchmarks/run.sh --quick --dynamic-stdlib)
echo "$output"
grep -q "SceneLoader" <<<"$output"
grep -q "descriptors per second" <<<"$output"
