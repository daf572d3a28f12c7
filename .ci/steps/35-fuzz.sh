#!/usr/bin/env bash
# A short libFuzzer + AddressSanitizer smoke of every target of Fuzz/FuzzEntry.swift: FUZZ_SECONDS
# (default 200) split evenly across storyboard, encodings, png, assets, script, merge, strings,
# config, baseline and xib, seeded from Fixtures/ (and Fixtures/fuzz/TARGET, the regressions). A crash,
# leak or timeout fails the step and
# leaves the input in .build/fuzz/TARGET/artifacts/ (make it a regression fixture, then fix it).
# See Fuzz/run.sh; docs/SECURITY.md has the figures of the long campaign.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$SECONDS
targets=(storyboard encodings png assets script merge strings config baseline xib)
each=$(( ${FUZZ_SECONDS:-200} / ${#targets[@]} ))
for target in "${targets[@]}"; do
    Fuzz/run.sh "$target" "$each"
done
echo "35-fuzz took $((SECONDS - started)) s"
