#!/usr/bin/env bash
# Pictures: the SVG tab bars and DOT/Mermaid graphs checked with real tools from Debian.
#  - every SVG the render tests produce (.build/pictures) and every golden SVG is well-formed XML
#    (xmllint) and renders with rsvg-convert;
#  - the pixel tests run with rsvg-convert present: the selected tab is in the tint colour and an
#    original-mode icon keeps its colours (they are skipped in the plain `swift test` run before the
#    rasterizer is installed, so they run here, and this step fails if they did not run);
#  - the hostile output tests (OutputEscapingTests) run with dot and xmllint present, so the DOT
#    and SVG made from values full of control and format characters go through both;
#  - the README's render commands still make the SVGs committed under docs/images;
#  - every DOT the graph command makes (fixtures and xibs, the fixture apps as bundles, and the real corpus
#    when ../shared is there) is accepted by Graphviz `dot -Tsvg`.
# Takes about 30 s on the 2-core machine once the packages are installed (apt adds about a minute
# the first time).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"

missing=()
command -v rsvg-convert >/dev/null || missing+=(librsvg2-bin)
command -v dot >/dev/null || missing+=(graphviz)
command -v xmllint >/dev/null || missing+=(libxml2-utils)
if [ ${#missing[@]} -gt 0 ]; then
    apt-get update
    apt-get install -y "${missing[@]}"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "-- render and pixel tests with rsvg-convert"
rm -rf .build/pictures
swift build --build-tests 2>&1 | grep -E "error|warning:" && exit 1
swift test --skip-build --filter "RenderFixtureTests|RenderPixelTests|OutputEscapingTests" 2>&1 | tee "$work/test.log" | grep -E "✘|Test run" || true
grep -q "Test run with .* passed" "$work/test.log" || { echo "render tests failed"; exit 1; }
grep -q "selectedTabIsTintedAndOriginalKeepsItsColours() passed" "$work/test.log" || { echo "pixel test did not run"; exit 1; }
grep -q "selectingAnotherTabMovesTheTint() passed" "$work/test.log" || { echo "pixel test did not run"; exit 1; }

echo "-- SVG: well-formed and renders"
count=0
for svg in .build/pictures/*.svg Fixtures/render/*.svg docs/images/*.svg; do
    [ -e "$svg" ] || continue
    xmllint --noout "$svg"
    rsvg-convert --format png --output "$work/out.png" "$svg"
    [ -s "$work/out.png" ] || { echo "$svg: rsvg-convert made no PNG"; exit 1; }
    count=$((count + 1))
done
[ "$count" -ge 4 ] || { echo "expected at least 4 SVGs, found $count"; exit 1; }
echo "$count SVG files ok"

echo "-- README pictures: the commands shown make the committed SVGs"
.build/debug/scene-inspect render Fixtures/render/tabs.storyboard --svg "$work/tab-bar.svg" 2>/dev/null
cmp "$work/tab-bar.svg" docs/images/tab-bar.svg
.build/debug/scene-inspect render Fixtures/render/more.storyboard --custom --select 2 --svg "$work/custom-tab-bar.svg"
cmp "$work/custom-tab-bar.svg" docs/images/custom-tab-bar.svg

echo "-- DOT: accepted by Graphviz"
tool=.build/debug/scene-inspect
dots=0
storyboards=(Fixtures/*/*.storyboard Fixtures/xibs/*.xib)
if [ -d ../shared/corpus/real ]; then storyboards+=(../shared/corpus/real/*.storyboard); fi
for file in "${storyboards[@]}"; do
    [ -e "$file" ] || continue
    # A file that does not load has no graph; the loader's own tests cover it.
    "$tool" graph "$file" --format dot > "$work/graph.dot" 2>/dev/null || [ -s "$work/graph.dot" ] || continue
    dot -Tsvg "$work/graph.dot" > "$work/graph.svg" || { echo "$file: dot rejected the graph"; exit 1; }
    dots=$((dots + 1))
done
# The fixture apps, a cluster per storyboard (a bundle with broken references still has a graph).
for bundle in "--bundle-id com.example.Kit=Fixtures/bundles/DemoKit Fixtures/bundles/Demo" Fixtures/bundles/Broken Fixtures/bundles/DemoKit Fixtures/bundles/Atlas Fixtures/bundles/Nibs; do
    # shellcheck disable=SC2086 # the options and the folder are separate words
    "$tool" graph $bundle --format dot > "$work/graph.dot" 2>/dev/null || [ -s "$work/graph.dot" ] || { echo "$bundle: no graph"; exit 1; }
    grep -q "subgraph cluster_" "$work/graph.dot" || { echo "$bundle: no clusters"; exit 1; }
    dot -Tsvg "$work/graph.dot" > "$work/graph.svg" || { echo "$bundle: dot rejected the graph"; exit 1; }
    dots=$((dots + 1))
done
for golden in Fixtures/render/*.dot; do
    dot -Tsvg "$golden" > "$work/graph.svg" || { echo "$golden: dot rejected it"; exit 1; }
    dots=$((dots + 1))
done
echo "$dots DOT graphs ok"
