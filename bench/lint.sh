#!/usr/bin/env bash
# Lint throughput on real code: the real-world corpus (Tests/Fixtures/lint-real-world/README.md,
# kept outside the repository; PRISM_LINT_CORPUS names its folder) copied COPIES times into a
# temporary folder (≥ 200k lines by default), linted by the release build with this repository's
# tokens.json. Prints lines, files, findings, median wall and CPU (user + system) of RUNS runs and
# lines per second (wall); exits 1 when below MIN_LINES_PER_SECOND (default 100000).
#
# Usage: PRISM_LINT_CORPUS=DIR [COPIES=13] [RUNS=5] bench/lint.sh
set -euo pipefail
{
cd "$(dirname "$0")/.."
corpus=${PRISM_LINT_CORPUS:?set PRISM_LINT_CORPUS to the real-world corpus folder (see Tests/Fixtures/lint-real-world/README.md)}
copies=${COPIES:-13}
runs=${RUNS:-5}
minimum=${MIN_LINES_PER_SECOND:-100000}
source bench/lib.sh
build_tool
work=$(mktemp -d "${TMPDIR:-/tmp}/prism-lint-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT
for ((i = 1; i <= copies; i++)); do cp -R "$corpus" "$work/copy$i"; done
walls=(); cpus=()
for ((r = 1; r <= runs; r++)); do
    status=0
    /usr/bin/time -f "%e %U %S" -o "$work/time" "$tool" lint "$work" --tokens tokens.json --format json \
        >"$work/out.json" 2>"$work/stderr" || status=$?
    # Exit 1 means findings were reported (expected); anything else is a failure.
    if [[ $status -gt 1 ]]; then cat "$work/stderr" >&2; exit "$status"; fi
    read -r wall user sys <"$work/time"
    walls+=("$wall"); cpus+=("$(echo "$user + $sys" | bc)")
done
median_of() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
wall=$(median_of "${walls[@]}"); cpu=$(median_of "${cpus[@]}")
read -r lines files findings < <(python3 -c '
import json,sys; s=json.load(open(sys.argv[1]))["summary"]; print(s["lines"], s["files"], s["warnings"]+s["errors"])' "$work/out.json")
rate=$(echo "$lines / $wall" | bc)
echo "lines: $lines in $files files ($copies copies), findings: $findings"
echo "median of $runs runs: wall $wall s, CPU $cpu s (user + system), $rate lines/s (wall)"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
if (( rate < minimum )); then echo "error: $rate lines/s is below $minimum" >&2; exit 1; fi
}
