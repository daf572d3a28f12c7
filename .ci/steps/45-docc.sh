#!/usr/bin/env bash
# Documentation: the DocC catalog (Sources/SceneLoader/SceneLoader.docc) and the `///` comments,
# built with the toolchain's own `docc` from the symbol graph (no package dependency).
#   1. `swift package dump-symbol-graph` extracts SceneLoader's public symbols from the debug build
#      (which `.ci/run` has just made, so nothing is compiled again);
#   2. every public symbol declared in Sources/SceneLoader has a `///` comment of its own
#      (.ci/undocumented_symbols.py lists those that do not), and every public type is in a topic
#      group of the landing page, SceneLoader.md (.ci/uncurated_types.py);
#   3. every ```swift example of the articles and of the `///` comments type-checks against the
#      built library (.ci/article_snippets.py);
#   4. `docc convert --warnings-as-errors` builds the archive: an unresolved ``Symbol`` or
#      <doc:Article> link, in an article or a doc comment, fails the step.
# The archive is left in .build/docs/SceneLoader.doccarchive (DOCC_OUTPUT changes it) and the
# library's symbol graph in .build/docs/symbol-graphs, for `docc preview` (README, Documentation).
# Takes 10 to 30 s on the shared 2-core machine once the debug build exists.
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
command -v python3 >/dev/null || { apt-get update -qq && apt-get install -y -qq python3 >/dev/null; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
output=${DOCC_OUTPUT:-.build/docs/SceneLoader.doccarchive}
library_graphs=.build/docs/symbol-graphs

echo "-- symbol graph"
# dump-symbol-graph writes a graph per module into a folder beside the build, and fails for the
# test modules when the tests are not built (a plain `swift build`): start from an empty folder and
# require SceneLoader's graph rather than trusting its exit status.
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
rm -rf "$graphs"
swift package dump-symbol-graph --minimum-access-level public >"$work/dump.log" 2>&1 || true
if [ ! -f "$graphs/SceneLoader.symbols.json" ]; then
    grep -E 'error:|warning:' "$work/dump.log" | head -40 || tail -40 "$work/dump.log"
    echo "docc: swift package dump-symbol-graph wrote no graph for SceneLoader into $graphs"
    exit 1
fi
# Only the library's graphs (test modules and scene-inspect are not documented), kept for
# `docc preview`.
rm -rf "$library_graphs"
mkdir -p "$library_graphs"
cp "$graphs"/SceneLoader.symbols.json "$library_graphs/"
cp "$graphs"/SceneLoader@*.symbols.json "$library_graphs/" 2>/dev/null || true

echo "-- doc comments"
failed=0
python3 .ci/undocumented_symbols.py "$library_graphs" SceneLoader || failed=1
python3 .ci/uncurated_types.py "$library_graphs" SceneLoader Sources/SceneLoader/SceneLoader.docc/SceneLoader.md || failed=1

echo "-- Swift examples"
libxml2_includes=$(pkg-config --cflags-only-I libxml-2.0 2>/dev/null || echo -I/usr/include/libxml2)
# shellcheck disable=SC2086 # one -Xcc before each -I
python3 .ci/article_snippets.py Sources/SceneLoader/SceneLoader.docc "$(swift build --show-bin-path)/Modules" \
    "$work/ArticleExamples.swift" -I Sources/CXML $(printf -- '-Xcc %s ' $libxml2_includes) || failed=1

echo "-- docc convert"
rm -rf "$output"
mkdir -p "$(dirname "$output")"
if ! docc convert Sources/SceneLoader/SceneLoader.docc \
    --additional-symbol-graph-dir "$library_graphs" \
    --fallback-display-name SceneLoader \
    --fallback-bundle-identifier SceneLoader \
    --output-path "$output" \
    --warnings-as-errors >"$work/docc.log" 2>&1; then
    cat "$work/docc.log"
    echo "docc: the catalog or a doc comment has a problem (above)"
    exit 1
fi
# --warnings-as-errors already fails on a warning; this catches any docc prints without failing.
if grep -E '^(warning|error):' "$work/docc.log"; then
    echo "docc: warnings (above)"
    exit 1
fi
[ "$failed" = 0 ] || { echo "docc: public symbols without a /// comment, types in no topic group or examples that do not compile (above)"; exit 1; }
pages=$(find "$output/data/documentation" -name '*.json' | wc -l)
echo "docc: $pages pages in $output, no warnings"
