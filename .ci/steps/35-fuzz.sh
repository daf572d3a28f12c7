#!/usr/bin/env bash
# Fuzzes Storyboard(bytes:) with libFuzzer + AddressSanitizer for FUZZ_SECONDS (default 150),
# seeded from Fixtures/, with Fuzz/storyboard.dict. A crash, leak or timeout fails the step and
# leaves the input in .build/fuzz/artifacts/ (make it a fixture, then fix it). See Fuzz/run.sh.
set -euo pipefail
cd "$(dirname "$0")/../.."
started=$SECONDS
Fuzz/run.sh "${FUZZ_SECONDS:-150}"
echo "35-fuzz took $((SECONDS - started)) s"
