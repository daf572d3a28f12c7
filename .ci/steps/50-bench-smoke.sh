#!/usr/bin/env bash
# A smoke run of the benchmark (Benchmarks/run.sh --quick), so that it keeps building and running
# as the library changes: the shipping release build of the Benchmarks package, which
# 20-hostile.sh has made already (`run.sh --build-only`, in the same bench-out/), then a whole
# generated app of 100 files (every command) and about 10 s of runs on a 1 MB file. It checks that every method runs and the table is printed; it judges no
# timing. Skip it with BENCH_SMOKE=0.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ "${BENCH_SMOKE:-1}" = 0 ]; then
    echo "bench smoke: skipped (BENCH_SMOKE=0)"
    exit 0
fi
output=$(Benchmarks/run.sh --quick)
echo "$output"
grep -q "SceneLoader" <<<"$output"
grep -q "descriptors per second" <<<"$output"
# It leads with a whole app (the generated 100-file project), every command timed against the floor,
# and the goals of a whole app and of start-up judged.
for command in "--quiet APP" "lint APP" "lint --format sarif APP" "--json APP" "generate swift APP" "diff APP APP"; do
    grep -q "^| \`scene-inspect $command\` | [0-9.]* ms | [0-9.]* ms | [0-9.]*× |" <<<"$output" ||
        { echo "bench smoke: the whole-app table has no timing of 'scene-inspect $command'"; exit 1; }
done
grep -q "^| \`quiet\` ≤ 1.3× | [0-9]* of 1 |" <<<"$output" || { echo "bench smoke: the whole-app goals are missing"; exit 1; }
grep -q "^| \`--version\` ≤ 1.5× a C process | \(met\|missed\) |" <<<"$output" || { echo "bench smoke: the start-up goal is missing"; exit 1; }
# The bundle's all-cores goal is printed with what the C floor gets from the same cores.
grep -q "the C floor on the same cores: [0-9.]*×" <<<"$output" || { echo "bench smoke: the floor's all-cores figure is missing"; exit 1; }
# With valgrind, the simulated caches of the 1 MB load are printed too, a row for each phase.
if command -v valgrind >/dev/null; then
    [ "$(grep -c "^| .*| [0-9.]* M | [0-9.]*× | [0-9]* k | [0-9.]*× |" <<<"$output")" -ge 4 ] ||
        { echo "bench smoke: the cachegrind table is missing rows"; exit 1; }
fi
# The comparison of two builds (Benchmarks/compare.sh), here one build against itself: it runs,
# interleaves, and prints its table and verdict, and with valgrind the same instruction count twice.
out=${BENCH_OUT:-bench-out}
loader=$out/static-build/release/sceneloader-bench
counting=()
command -v valgrind >/dev/null && counting=(--instructions)
compared=$(Benchmarks/compare.sh --rounds 2 --floor "$out/sax-floor" ${counting[@]+"${counting[@]}"} "$loader" "$loader" "$out/app-1MB.storyboard")
echo "$compared"
grep -q "after ÷ before: paired median" <<<"$compared" || { echo "bench smoke: compare.sh printed no verdict"; exit 1; }
if [ ${#counting[@]} -gt 0 ]; then
    # Hash seeds differ from run to run (libxml2's dictionary, Swift's Hasher): a few hundred
    # instructions of 46 M, never a tenth of a percent.
    sed -n 's/.*after ÷ before \([0-9.]*\)×$/\1/p' <<<"$compared" | awk '{ n++; ok = $1 > 0.999 && $1 < 1.001 } END { exit !(n == 1 && ok) }' ||
        { echo "bench smoke: one build counted two different instruction totals"; exit 1; }
fi
# A run that fails stops the comparison with an error, not a table of empty times: the C floor,
# given as a loader, refuses the loader's arguments.
if Benchmarks/compare.sh --rounds 1 "$out/sax-floor" "$out/sax-floor" "$out/app-1MB.storyboard" >/dev/null 2>&1; then
    echo "bench smoke: compare.sh went on after a run that failed"; exit 1
fi
