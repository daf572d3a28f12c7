#!/usr/bin/env bash
# Generated Swift for hostile and fuzzed names: GeneratedNameTests with every identifier the
# generated code spells, the language's keywords, canonically equivalent spellings and
# CODEGEN_NAME_ROUNDS (default 2) rounds of fuzzed names (seeds from CODEGEN_NAME_SEED, default
# 39), as storyboard names, scene, segue and reuse identifiers and class names. The UIKit and
# AppKit code is type-checked against Fixtures/codegen's signatures; the runtime's code is built,
# linked with SceneLoader and run (every accessor, segue and dequeue of `validate(in:)`).
set -euo pipefail
cd "$(dirname "$0")/../.."
export PATH="/opt/swift/usr/bin:$PATH"
started=$SECONDS
log=$(mktemp)
trap 'rm -f "$log"' EXIT
CODEGEN_NAME_RUN=1 CODEGEN_NAME_ROUNDS="${CODEGEN_NAME_ROUNDS:-2}" CODEGEN_NAME_SEED="${CODEGEN_NAME_SEED:-39}" \
    swift test --filter 'GeneratedNameTests' 2>&1 | tee "$log" | grep -E '✘|✔ Test|error:' | head -60
grep -q 'Test everyNameCompilesOrIsRefusedOnEveryPlatform() passed' "$log" || { echo "generated code for fuzzed names did not compile or run"; exit 1; }
echo "46-codegen-names took $((SECONDS - started)) s"
