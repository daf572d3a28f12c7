#!/usr/bin/env bash
# Documentation: the DocC catalog (Sources/SceneLoader/SceneLoader.docc) and the `///` comments,
# built with the toolchain's own `docc` from the symbol graph (no package dependency).
#   1. `swift-symbolgraph-extract` extracts the public symbols of `SceneLoader`, the module users
#      import, from the debug build (which `.ci/run` has just made, so nothing is compiled again):
#      SceneLoader re-exports each layer's target, and the extraction is allowed to follow them, so
#      one graph holds the whole public API under the name users know;
#   2. every public symbol declared in the library's targets has a `///` comment of its own
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
modules="$(swift build --show-bin-path)/Modules"
layers=$(sed -n 's/^@_exported public import \(SceneLoader[A-Za-z]*\)$/\1/p' Sources/SceneLoader/Exports.swift | paste -sd, -)
[ -n "$layers" ] || { echo "docc: Sources/SceneLoader/Exports.swift re-exports no layer"; exit 1; }
triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
sdk=()
[ "$(uname -s)" = Darwin ] && sdk=(-sdk "$(xcrun --show-sdk-path)")
libxml2_includes=$(pkg-config --cflags-only-I libxml-2.0 2>/dev/null || echo -I/usr/include/libxml2)
rm -rf "$library_graphs"
mkdir -p "$library_graphs"
# shellcheck disable=SC2086 # one -Xcc before each -I
if ! swift-symbolgraph-extract -module-name SceneLoader -target "$triple" ${sdk[@]+"${sdk[@]}"} \
    -I "$modules" -I Sources/CXML -I Sources/CCrypto $(printf -- '-Xcc %s ' $libxml2_includes) \
    -minimum-access-level public -experimental-allowed-reexported-modules="$layers" \
    -output-dir "$library_graphs" >"$work/extract.log" 2>&1 || [ ! -f "$library_graphs/SceneLoader.symbols.json" ]; then
    cat "$work/extract.log"
    echo "docc: swift-symbolgraph-extract wrote no graph for SceneLoader (is the debug build there?)"
    exit 1
fi

echo "-- doc comments"
failed=0
python3 .ci/undocumented_symbols.py "$library_graphs" SceneLoader "$layers" || failed=1
python3 .ci/uncurated_types.py "$library_graphs" SceneLoader Sources/SceneLoader/SceneLoader.docc/SceneLoader.md || failed=1

echo "-- Swift examples"
# shellcheck disable=SC2086 # one -Xcc before each -I
python3 .ci/article_snippets.py Sources/SceneLoader/SceneLoader.docc "$modules" \
    "$work/ArticleExamples.swift" -I Sources/CXML -I Sources/CCrypto $(printf -- '-Xcc %s ' $libxml2_includes) || failed=1

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
