#!/usr/bin/env bash
# hostile_outcome.sh INSPECT FILE WANTED [PREFIX...]: runs `INSPECT --quiet FILE` (after PREFIX,
# e.g. setpriv) under /usr/bin/time with a 10 s kill switch and prints one line:
#   STATUS CODE LINE:COL SECONDS PEAK_KB ECHO
# CODE LINE:COL are those of the first diagnostic with code WANTED if there is one, else of the
# first diagnostic ("- -" when none); ECHO is "echo" when the output contains a line of
# /etc/passwd or /etc/hostname, else "clean".
set -uo pipefail
inspect=$1; file=$2; wanted=$3; shift 3
out=$(mktemp); err=$(mktemp); tm=$(mktemp); chmod 666 "$tm"
"$@" /usr/bin/time -f "%e %M" -o "$tm" timeout 10 "$inspect" --quiet "$file" >"$out" 2>"$err"
status=$?
read -r seconds peak < <(tail -n 1 "$tm")
first=$(grep -m1 -F -- "[$wanted]" "$err" || grep -m1 -E ': (error|warning): .*\[[^]]+\]$' "$err" || true)
if [ -n "$first" ]; then
    code=$(printf '%s\n' "$first" | sed -E 's/^.*\[([^]]+)\]$/\1/')
    # path:line:col: severity: …, or path: severity: … for the file as a whole (written 0:0).
    location=$(printf '%s\n' "$first" | sed -nE 's/^.*:([0-9]+):([0-9]+): (error|warning): .*$/\1:\2/p')
    outcome="$code ${location:-0:0}"
else
    outcome="- -"
fi
echo_state=clean
while IFS= read -r secret; do
    [ ${#secret} -ge 6 ] || continue
    if grep -qF -- "$secret" "$out" "$err"; then echo_state=echo; fi
done < <(cat /etc/passwd /etc/hostname 2>/dev/null)
rm -f "$out" "$err" "$tm"
echo "$status $outcome $seconds $peak $echo_state"
