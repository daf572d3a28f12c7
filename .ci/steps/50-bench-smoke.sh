#!/usr/bin/env bash
# Optional: a smoke run of the benchmark (Benchmarks/run.sh --quick), so that it keeps building and
# running as the library changes. Off by default: it release-builds the Benchmarks package (about
# 3 minutes from clean on 2 cores), then runs for about 10 seconds. Enable with BENCH_SMOKE=1.
# It checks that every method runs and prints the table; it does not judge timings.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ "${BENCH_SMOKE:-0}" != 1 ]; then
    echo "bench smoke: skipped (set BENCH_SMOKE=1 to run Benchmarks/run.sh --quick)"
    exit 0
fi
output=$(BENCH_OUT="${TMPDIR:-/tmp}/sceneloader-bench-smoke" Benchmarks/run.sh --quick)
echo "$output"
grep -q "SceneLoader" <<<"$output"
grep -q "descriptors per second" <<<"$output"
