#!/usr/bin/env bash
# Process-level check of a realistic 50 MB token file with the release build (a debug build
# takes ~10 s per run, too slow for `swift test`; the test suite covers 50 MB of one string and
# of whitespace in HostileInputTests). Generates ~200,000 tokens (bench/generate-tokens.py) in a
# temporary folder, then runs `validate` and `generate` on it: each must exit 0 within the time
# limit (a hang or crash fails the script); prints wall time and peak memory.
#
# Usage: bench/large-file.sh [TIME_LIMIT_SECONDS]   (default 120)
set -euo pipefail
# The body is one block, so bash has read all of it before running any: editing or checking out
# this file during a long run cannot change what the run executes.
{
cd "$(dirname "$0")/.."
limit=${1:-120}
source bench/lib.sh
build_tool
work=$(mktemp -d "${TMPDIR:-/tmp}/prism-large.XXXXXX")
trap 'rm -rf "$work"' EXIT

bench/generate-tokens.py --tokens 200000 --themes 1 --seed 7 --out "$work/tokens.json"
echo "input: $(( $(stat -c %s "$work/tokens.json") / 1048576 )) MB" >&2
for command in validate generate; do
    args=("$command" "$work/tokens.json")
    [[ $command == generate ]] && args+=(--out "$work/out")
    status=0
    timeout "$limit" /usr/bin/time -f "$command: %e s wall, %U s user, peak %M KB" "$tool" "${args[@]}" \
        >"$work/stdout" 2>"$work/stderr" || status=$?
    tail -n 1 "$work/stderr" >&2
    if [[ $status -ne 0 ]]; then
        [[ $status -eq 124 ]] && echo "error: '$command' took more than $limit s" >&2
        echo "error: '$command' on the 50 MB file exited with status $status" >&2
        tail -n 5 "$work/stderr" >&2
        exit 1
    fi
done
echo "the 50 MB token file validates and generates" >&2
exit
}
