#!/usr/bin/env bash
# Compares prism-tokens with Style Dictionary on single-theme files (issue #17: "≥ 20× at every
# size, json included") and exits 1 when a ratio is below 20.
#
# For 1k, 10k and 50k tokens (bench/generate-tokens.py, one theme, seed 1) it times, alternately,
# `generate --platform css --platform swift --platform json` (the outputs of a Style Dictionary
# build with css, swift and json platforms, written by one run) and `generate --platform css
# --platform swift` (to show what json adds): median wall and CPU time (user + system) of RUNS
# runs each, into fresh folders, release build with the Swift runtime linked in (bench/lib.sh).
#
# Style Dictionary itself does not run here (the npm registry is not reachable), so its times
# come from SD_TIMES: "TOKENS=SECONDS …", by default the issue's Style Dictionary 5.0 times (css +
# swift + json, measured on the issue author's machine: 1k 0.52 s, 10k 1.83 s, 50k 9.07 s).
# Where Style Dictionary runs, time it on the same files on the same machine and pass its times.
# Machines differ, so ratios against another machine's times are estimates; record them in
# bench/results.md with the load average this script prints.
#
# Usage: bench/style-dictionary.sh        Environment: RUNS (default 9), SEED (default 1),
#                                         SD_TIMES (default "1000=0.52 10000=1.83 50000=9.07"),
#                                         STATIC (default 1)
set -euo pipefail
{
cd "$(dirname "$0")/.."
runs=${RUNS:-9}
seed=${SEED:-1}
sd_times=${SD_TIMES:-1000=0.52 10000=1.83 50000=9.07}
source bench/lib.sh
start_bench prism-sd

rows=()
failed=0
for pair in $sd_times; do
    n=${pair%%=*}
    sd=${pair#*=}
    file="$work/tokens-$n.json"
    bench/generate-tokens.py --tokens "$n" --themes 1 --seed "$seed" --out "$file"
    measure_alternating generate "$file" --platform css --platform swift --platform json --out OUT --no-cache \
        -- generate "$file" --platform css --platform swift --out OUT --no-cache
    ratio=$(awk -v s="$sd" -v w="$a_wall" 'BEGIN { printf "%.1f", s / (w / 1000000) }')
    verdict=met
    if ! awk -v r="$ratio" 'BEGIN { exit !(r >= 20) }'; then verdict="**missed**"; failed=1; fi
    rows+=("| $n | $(seconds "$a_wall") | $a_cpu | $(megabytes "$a_peak") | $(seconds "$b_wall") | $b_cpu | $sd | ${ratio}× | $verdict |")
    printf '%6d tokens  css+swift+json %s s (cpu %s)  css+swift %s s  Style Dictionary %s s  %s×  %s\n' \
        "$n" "$(seconds "$a_wall")" "$a_cpu" "$(seconds "$b_wall")" "$sd" "$ratio" "$verdict" >&2
done

echo "Style Dictionary comparison (issue #17) on $(date -u +%Y-%m-%d), commit \`$(git rev-parse --short HEAD 2>/dev/null || echo unknown)\`$(git diff --quiet 2>/dev/null || echo ' + local changes'); $(nproc) cores; release build, $tool_linking; median of $runs alternated runs."
echo "Load average before: $load_before; after: $(cut -d' ' -f1-3 /proc/loadavg). Style Dictionary times: $sd_times."
echo
echo "| tokens | css + swift + json wall (s) | CPU (s) | peak (MB) | css + swift wall (s) | CPU (s) | Style Dictionary (s) | ratio (json included) | ≥ 20× |"
echo "|---:|---:|---:|---:|---:|---:|---:|---:|---|"
printf '%s\n' "${rows[@]}"
exit $failed
}
