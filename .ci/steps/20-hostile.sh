#!/usr/bin/env bash
# Hostile input under the real bounds, then (when ../shared/corpus exists) every case of the shared
# hostile corpus and the W3C XML Conformance Test Suite. Ends with "N passed, N failed".
#   1. Fixtures/hostile, the generated cases, the hostile Xcode projects (Fixtures/hostile-projects
#      and generated ones), the hostile output cases (control and format
#      characters in every value, name and path) and the surfaces beyond the XML (encodings,
#      suggestions, asset catalogs, PNG bombs: SurfaceHostileTests, AssetSurfaceTests), the lint
#      surfaces (configuration and its lookup, globs, baselines, files written, folder operands:
#      LintSurfaceHostileTests; DirectoryOperandTests), work that grew faster than its input (code generation, folders of
#      many storyboards, reports of many findings: BoundedWorkTests) and workflow commands forged
#      from names (WorkflowCommandTests), with the release build of scene-inspect and the real
#      bounds: < 1 s and < 256 MB per case (the plain `swift test` holds them to a coarse hang
#      bound only, since it runs the debug build).
#   2. ../shared/corpus/hostile: make_cases.py --all into a temp dir, each case against
#      .ci/hostile-corpus.expect, the same bounds, no line of /etc/passwd or /etc/hostname echoed.
#   3. ../shared/corpus/xmlconf: W3CConformanceTests over the expanded index.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
for tool in /usr/bin/time strace setpriv gzip python3; do
    command -v "$tool" >/dev/null || { apt-get update -qq && apt-get install -y -qq time strace util-linux gzip python3 >/dev/null; break; }
done
started=$SECONDS
# The shipping build (.ci/release-flags): the hostile cases run against what users run. Made by
# the benchmark's build (the Benchmarks package, scene-inspect through it: the same sources and
# flags), so that the bench smoke step after this one builds nothing again.
bin=$(Benchmarks/run.sh --build-only) || { echo "the release build failed"; exit 1; }
inspect="$bin/scene-inspect"
passed=0
failed=0

echo "-- own hostile cases on the release build (1 s, 256 MB)"
if SCENELOADER_INSPECT="$inspect" SCENELOADER_BOUNDS_SECONDS=1 \
    swift test --filter 'HostileFixtureTests|GeneratedHostileTests|HostileProjectTests|OutputEscapingTests|SurfaceHostileTests|AssetSurfaceTests|LintSurfaceHostileTests|DirectoryOperandTests|BoundedWorkTests|WorkflowCommandTests' >/tmp/sceneloader-hostile.log 2>&1; then
    own_passed=$(grep -Eo 'with [0-9]+ test cases passed' /tmp/sceneloader-hostile.log | awk '{s+=$2} END {print s+0}')
    echo "own cases: $own_passed passed"
    passed=$((passed + own_passed))
else
    grep -E '✘|Expectation failed' /tmp/sceneloader-hostile.log | head -40 || true
    echo "own cases: FAILED (log: /tmp/sceneloader-hostile.log)"
    failed=$((failed + 1))
fi

shared=../shared/corpus
if [ -d "$shared/hostile" ]; then
    echo "-- shared hostile corpus"
    work=$(mktemp -d)
    trap 'chmod -R u+rwX "$work" 2>/dev/null; rm -rf "$work"' EXIT
    chmod 755 "$work"
    cp "$shared/hostile/make_cases.py" "$work/"
    python3 "$work/make_cases.py" --all >/dev/null
    chmod 755 "$work/cases"
    corpus_passed=0
    corpus_failed=0
    while IFS=$'\t' read -r name status code location; do
        case "$name" in ''|'#'*) continue ;; esac
        prefix=()
        # Root reads a mode-000 file: run that case as nobody.
        if [ "$name" = 115_unreadable.storyboard ] && [ "$(id -u)" = 0 ]; then
            prefix=(setpriv --reuid=65534 --regid=65534 --clear-groups)
        fi
        read -r got_status got_code got_location seconds peak echoed < <(cd "$work/cases" && "$OLDPWD/.ci/hostile_outcome.sh" "$inspect" "$name" "$code" "${prefix[@]}")
        problems=""
        [ "$got_status $got_code $got_location" = "$status $code $location" ] || problems+=" outcome '$got_status $got_code $got_location' (expected '$status $code $location')"
        awk -v s="$seconds" 'BEGIN { exit !(s < 1.0) }' || problems+=" took ${seconds}s"
        [ "${peak:-999999999}" -lt 262144 ] || problems+=" peak ${peak} KB"
        [ "$echoed" = clean ] || problems+=" echoed another file"
        if [ -z "$problems" ]; then
            corpus_passed=$((corpus_passed + 1))
        else
            corpus_failed=$((corpus_failed + 1))
            echo "FAIL $name:$problems"
        fi
    done < .ci/hostile-corpus.expect
    echo "hostile corpus: $corpus_passed passed, $corpus_failed failed"
    passed=$((passed + corpus_passed))
    failed=$((failed + corpus_failed))
else
    echo "-- $shared/hostile absent: shared corpus skipped"
fi

if [ -f "$shared/xmlconf/xmlconf.xml" ]; then
    echo "-- W3C XML Conformance Test Suite"
    index=$(mktemp); report=$(mktemp)
    python3 .ci/w3c_index.py "$shared/xmlconf" >"$index"
    SCENELOADER_W3C_INDEX="$index" SCENELOADER_W3C_REPORT="$report" \
        swift test --filter W3CConformanceTests >/tmp/sceneloader-w3c.log 2>&1 || true
    grep -E '^(W3C:|  )' /tmp/sceneloader-w3c.log | grep -v '^  *[✔✘↳]' | head -60 || true
    if read -r w3c_passed w3c_failed w3c_excluded <"$report" 2>/dev/null; then
        passed=$((passed + w3c_passed))
        failed=$((failed + w3c_failed))
    else
        echo "W3C run produced no report (log: /tmp/sceneloader-w3c.log)"
        failed=$((failed + 1))
    fi
    rm -f "$index" "$report"
else
    echo "-- $shared/xmlconf absent: W3C suite skipped"
fi

echo "20-hostile took $((SECONDS - started)) s"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
