#!/usr/bin/env bash
# The test suite under AddressSanitizer (with LeakSanitizer) and under ThreadSanitizer, each in its
# own scratch directory so that neither invalidates the normal debug build.
#   - ASan: the tests, including ConcurrentLoadingTests (32 tasks sharing one Storyboard) and
#     every hostile case, which the tests run through the ASan-built scene-inspect with leak
#     detection on (exit status 86 on a report: checked to catch a removed xmlFreeParserCtxt);
#     then an explicit leak check: that scene-inspect over every hostile input
#     (Fixtures/hostile, and ../shared/corpus/hostile when present). Any LeakSanitizer report fails.
#   - TSan: the suites whose code runs on several threads in the test process (TSAN_SUITES
#     below); any data race report fails. The others run one thread, or mostly start sanitized
#     `scene-inspect` processes whose own reports this log does not see; they run under ASan above
#     and on the release build with the real bounds.
# Bounds are relaxed here (sanitizers cost time, ASan's quarantine keeps freed memory); the real
# bounds are 20-hostile.sh's. SANITIZER_TEST_FLAGS adds `swift test` flags (e.g. a --filter).
# Both runs skip LayerTests and GeneratedCodeTests: their work is the compiler's (each layer
# type-checked alone; generated Swift compiled and run), none of it code built with the sanitizer,
# and they are half of a sanitized run's time on 2 cores; the plain `swift test` runs them.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
export SWIFT_BACKTRACE=enable=no
export SCENELOADER_BOUNDS_SECONDS=120 SCENELOADER_BOUNDS_KB=4194304
started=$SECONDS

echo "-- AddressSanitizer"
step=$SECONDS
swift build --build-tests --sanitize=address --scratch-path .build/asan 2>&1 | grep -E "error|warning:" | grep -v "Cannot export local symbol" || true
ASAN_OPTIONS=detect_leaks=1:exitcode=86 LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp" \
    swift test --sanitize=address --scratch-path .build/asan --skip-build --skip LayerTests --skip GeneratedCodeTests ${SANITIZER_TEST_FLAGS:-} >/tmp/sceneloader-asan.log 2>&1 \
    || { grep -E '✘|ERROR: (Address|Leak)Sanitizer|SUMMARY' /tmp/sceneloader-asan.log | head -40 || true; echo "ASan test run failed (log: /tmp/sceneloader-asan.log)"; exit 1; }
grep -E '^✔ Test run with' /tmp/sceneloader-asan.log || true
echo "asan tests: $((SECONDS - step)) s"

step=$SECONDS
inspect=$(find .build/asan -path '*debug/scene-inspect' -type f | head -1 || true)
[ -x "$inspect" ] || { echo "no ASan-built scene-inspect under .build/asan"; exit 1; }
inputs=$(mktemp -d)
trap 'chmod -R u+rwX "$inputs" 2>/dev/null; rm -rf "$inputs"' EXIT
cp Fixtures/hostile/*.storyboard "$inputs/"
if [ -f ../shared/corpus/hostile/make_cases.py ]; then
    mkdir "$inputs/shared"
    cp ../shared/corpus/hostile/make_cases.py "$inputs/shared/"
    python3 "$inputs/shared/make_cases.py" --all >/dev/null
fi
runs=0
leaks=0
while IFS= read -r -d '' input; do
    runs=$((runs + 1))
    set +e
    ASAN_OPTIONS=detect_leaks=1:exitcode=86 timeout 60 "$inspect" --quiet "$input" >/dev/null 2>"$inputs/stderr"
    status=$?
    set -e
    if [ "$status" -gt 2 ] || grep -q 'Sanitizer' "$inputs/stderr"; then
        leaks=$((leaks + 1))
        echo "FAIL $(basename "$input"): exit $status"
        grep -E 'ERROR|SUMMARY|#[0-9] ' "$inputs/stderr" | head -12 || true
    fi
done < <(find "$inputs" -maxdepth 3 \( -name '*.storyboard' -o -name '*.storyboard*' \) ! -name stderr -print0 | sort -z)
echo "leak check: $runs hostile inputs through the ASan scene-inspect, $leaks with a sanitizer report ($((SECONDS - step)) s)"
[ "$leaks" -eq 0 ]

echo "-- ThreadSanitizer"
# The suites whose code runs on several threads in the test process: the loads of a bundle, a
# project, a lint and a report across files (Workers), the shared registry and names, the slots
# and caches behind locks. The other suites run one thread, or start scene-inspect processes whose
# reports this log does not see.
TSAN_SUITES='SceneLoaderBundleTests|SceneLoaderLintTests|SceneLoaderProjectTests|ConcurrentLoadingTests|WorkersTests|SharedNamesTests|DictionaryVocabularyTests|CreatorTests|CLISurfaceTests|OutputEscapingTests'
step=$SECONDS
swift build --build-tests --sanitize=thread --scratch-path .build/tsan 2>&1 | grep -E "error|warning:" || true
swift test --sanitize=thread --scratch-path .build/tsan --skip-build --filter "$TSAN_SUITES" ${SANITIZER_TEST_FLAGS:-} >/tmp/sceneloader-tsan.log 2>&1 \
    || { grep -E '✘|WARNING: ThreadSanitizer|SUMMARY' /tmp/sceneloader-tsan.log | head -40 || true; echo "TSan test run failed (log: /tmp/sceneloader-tsan.log)"; exit 1; }
if grep -q 'WARNING: ThreadSanitizer' /tmp/sceneloader-tsan.log; then
    grep -A12 'WARNING: ThreadSanitizer' /tmp/sceneloader-tsan.log | head -40 || true
    echo "TSan reported a race"; exit 1
fi
grep -E '^✔ Test run with' /tmp/sceneloader-tsan.log || true
echo "tsan tests: $((SECONDS - step)) s"
echo "30-sanitizers took $((SECONDS - started)) s"
