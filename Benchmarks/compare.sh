#!/usr/bin/env bash
# Benchmarks/compare.sh [--rounds N] [--phase load|read|parse] [--floor SAX_FLOOR] [--instructions] BEFORE AFTER FILE
#
# Compares two builds of the in-process loader on one file, interleaved: the before and after of an
# optimisation. BEFORE and AFTER are `sceneloader-bench` programs (each
# from `Benchmarks/run.sh --build-only` in a checkout of its commit, for example a `git worktree`
# of the commit before); FILE a storyboard (`storyboard-gen` makes them). Each round runs both, in
# turn first (ABBA), and, with --floor, the C floor (bench-out/sax-floor) before them.
#
# On a shared host the speed moves by a third or more from one stretch of seconds to the next, so
# one run of each, or the fastest of a few, says more about the stretch than about the code: the
# verdict is the median over the rounds of each round's own ratio AFTER / BEFORE (a slow stretch
# slows both runs of a round), with its interquartile range; the fastest runs' ratio stands beside
# it. A change smaller than the range is not shown by the host. With --instructions, each build
# also runs once under callgrind: instruction counts do not move with the host, and a change's
# figures give them beside the times. Prints a Markdown table.
#
#   --rounds N   rounds (default 40; the 100 MB file wants about 20 for a minute's run)
#   --phase P    what the loader times: the whole load (default), the read without validation
#                (`read`), or the parser alone (`parse`); see `sceneloader-bench`
#   --floor F    also run the C floor F each round, and give both builds against it
#   --instructions
#                count each build's instructions (callgrind, every thread; needs valgrind)
set -euo pipefail
shopt -s inherit_errexit 2>/dev/null || true   # a run that fails inside $(…) stops the comparison (bash 4.4+)

ROUNDS=40
PHASE=load
FLOOR=""
INSTRUCTIONS=0
usage() { echo "usage: Benchmarks/compare.sh [--rounds N] [--phase load|read|parse] [--floor SAX_FLOOR] [--instructions] BEFORE AFTER FILE" >&2; exit 2; }
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) [ $# -ge 2 ] || usage; ROUNDS=$2; shift 2 ;;
        --phase) [ $# -ge 2 ] || usage; PHASE=$2; shift 2 ;;
        --floor) [ $# -ge 2 ] || usage; FLOOR=$2; shift 2 ;;
        --instructions) INSTRUCTIONS=1; shift ;;
        --*) usage ;;
        *) break ;;
    esac
done
[ $# -eq 3 ] || usage
BEFORE=$1 AFTER=$2 FILE=$3
[[ "$ROUNDS" =~ ^[1-9][0-9]*$ ]] || { echo "compare: --rounds takes a positive number, not '$ROUNDS'" >&2; exit 2; }
case "$PHASE" in load|read|parse) ;; *) echo "compare: --phase is load, read or parse, not '$PHASE'" >&2; exit 2 ;; esac
for program in "$BEFORE" "$AFTER" ${FLOOR:+"$FLOOR"}; do
    [ -x "$program" ] || { echo "compare: '$program' is not a program" >&2; exit 2; }
done
[ -f "$FILE" ] || { echo "compare: no file '$FILE'" >&2; exit 2; }
if [ $INSTRUCTIONS = 1 ] && ! command -v valgrind >/dev/null; then
    echo "compare: --instructions needs valgrind (apt-get install valgrind)" >&2; exit 2
fi

# The seconds a program reports (`seconds=…` on its line of output); a run that fails, or prints
# no time, stops here.
seconds() {
    local output value
    output=$("$@") || { echo "compare: '$*' failed" >&2; exit 1; }
    value=$(sed -n 's/.*seconds=\([0-9.]*[0-9]\).*/\1/p' <<<"$output" | head -1)
    [ -n "$value" ] || { echo "compare: '$*' printed no seconds=" >&2; exit 1; }
    echo "$value"
}

results=$(for round in $(seq "$ROUNDS"); do
    floor="-"
    [ -n "$FLOOR" ] && floor=$(seconds "$FLOOR" "$FILE")
    if [ $((round % 2)) -eq 1 ]; then
        before=$(seconds "$BEFORE" "$PHASE" "$FILE"); after=$(seconds "$AFTER" "$PHASE" "$FILE")
    else
        after=$(seconds "$AFTER" "$PHASE" "$FILE"); before=$(seconds "$BEFORE" "$PHASE" "$FILE")
    fi
    printf '%s %s %s\n' "$floor" "$before" "$after"
done)

awk -v rounds="$ROUNDS" -v phase="$PHASE" -v file="$(basename "$FILE")" '
function sorted(list, a,    n, i, j, t) {
    n = split(list, a, " ")
    for (i = 2; i <= n; i++) { t = a[i]; for (j = i - 1; j >= 1 && a[j] + 0 > t + 0; j--) a[j + 1] = a[j]; a[j + 1] = t }
    return n
}
function quantile(list, q,    a, n) { n = sorted(list, a); return a[int(q * (n - 1) + 1.5)] }
function least(list) { return quantile(list, 0) }
function ms(s) { return sprintf("%.2f ms", s * 1000) }
{
    if ($1 != "-") { floors = floors " " $1; hasfloor = 1; bf = bf " " $2 / $1; af = af " " $3 / $1 }
    befores = befores " " $2; afters = afters " " $3; ratios = ratios " " $3 / $2
}
END {
    printf "%s of %s, %d interleaved rounds\n\n", phase, file, rounds
    printf "| build | fastest | median |%s\n", hasfloor ? " × floor, paired |" : ""
    printf "|---|---|---|%s\n", hasfloor ? "---|" : ""
    if (hasfloor) printf "| C floor | %s | %s | 1.00× |\n", ms(least(floors)), ms(quantile(floors, 0.5))
    printf "| before | %s | %s |%s\n", ms(least(befores)), ms(quantile(befores, 0.5)), hasfloor ? sprintf(" %.3f× |", quantile(bf, 0.5)) : ""
    printf "| after | %s | %s |%s\n", ms(least(afters)), ms(quantile(afters, 0.5)), hasfloor ? sprintf(" %.3f× |", quantile(af, 0.5)) : ""
    printf "\nafter ÷ before: paired median %.3f× (interquartile range %.3f–%.3f), fastest runs %.3f×\n",
        quantile(ratios, 0.5), quantile(ratios, 0.25), quantile(ratios, 0.75), least(afters) / least(befores)
}' <<<"$results"

# Instruction counts: one run of each under callgrind (a count moves by a few hundred from run to
# run of one build, with libxml2's and Swift's hash seeds).
if [ $INSTRUCTIONS = 1 ]; then
    count() {
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
            sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' | tr -d ,
    }
    before=$(count "$BEFORE" "$PHASE" "$FILE")
    after=$(count "$AFTER" "$PHASE" "$FILE")
    [ -n "$before" ] && [ -n "$after" ] || { echo "compare: callgrind gave no count" >&2; exit 1; }
    awk -v b="$before" -v a="$after" 'BEGIN { printf "instructions (callgrind): before %.1f M, after %.1f M, after ÷ before %.4f×\n", b / 1e6, a / 1e6, a / b }'
fi
