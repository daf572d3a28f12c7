#!/usr/bin/env bash
# The pre-scan's C fast path (Sources/CXML/markup-scan.h): each of its paths (AVX2, SSE2, memchr)
# against the rule written plainly, on a million random inputs, under AddressSanitizer and
# UndefinedBehaviorSanitizer. See Fuzz/markup-scan-diff.c.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.build/markup-scan-diff
mkdir -p .build
cc -O1 -g -Wall -Wextra -Werror -fsanitize=address,undefined -fno-sanitize-recover=all Fuzz/markup-scan-diff.c -o "$out"
"$out" 1000000
