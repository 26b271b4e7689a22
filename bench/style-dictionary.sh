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
# With STYLE_DICTIONARY set to a Style Dictionary 5.0 package folder whose dependencies are
# installed (it holds bin/style-dictionary.js), Style Dictionary runs here too, in turn with the
# two prism-tokens runs (A B C, C B A, …), on the same tokens written as it reads them
# (`bench/generate-tokens.py --format style-dictionary`: one token file, hex colors, "30px"
# dimensions) with a css (`css` transforms, `css/variables`), swift (`ios-swift`,
# `ios-swift/class.swift`) and json (`js`, `json`) platform, and the ratio is of the two medians
# measured side by side. Without it, Style Dictionary's times come from SD_TIMES: "TOKENS=SECONDS
# …", by default the issue's Style Dictionary 5.0 times (css + swift + json, measured on the issue
# author's machine: 1k 0.52 s, 10k 1.83 s, 50k 9.07 s); machines differ, so those ratios are
# estimates. Record the results in bench/results.md with the load average this script prints.
#
# Usage: bench/style-dictionary.sh        Environment: RUNS (default 9), SEED (default 1),
#                                         STYLE_DICTIONARY (a Style Dictionary package folder),
#                                         SD_TIMES (default "1000=0.52 10000=1.83 50000=9.07"),
#                                         STATIC (default 1), PRETOUCH_MB (default 0; bench/lib.sh)
set -euo pipefail
{
cd "$(dirname "$0")/.."
runs=${RUNS:-9}
seed=${SEED:-1}
sd_times=${SD_TIMES:-1000=0.52 10000=1.83 50000=9.07}
source bench/lib.sh
start_bench prism-sd

sd_package=${STYLE_DICTIONARY:-}
if [[ -n $sd_package && ! -f $sd_package/bin/style-dictionary.js ]]; then
    echo "error: STYLE_DICTIONARY=$sd_package holds no bin/style-dictionary.js; point it at a Style Dictionary package folder with its dependencies installed" >&2
    exit 2
fi
if [[ -n $sd_package ]]; then
    measured_sizes=""
    for pair in $sd_times; do measured_sizes+="${pair%%=*}=measured "; done
    sd_times=$measured_sizes
    sd_version=$(node -p "require('$sd_package/package.json').version")
fi

# Writes the Style Dictionary config for a token file: css, swift and json platforms into $work/sd-out.
write_sd_config() {
    cat >"$2" <<JSON
{"source": ["$1"], "log": {"verbosity": "silent", "warnings": "disabled"}, "platforms": {
 "css": {"transformGroup": "css", "buildPath": "$work/sd-out/css/", "files": [{"destination": "tokens.css", "format": "css/variables"}]},
 "swift": {"transformGroup": "ios-swift", "buildPath": "$work/sd-out/swift/", "files": [{"destination": "Tokens.swift", "format": "ios-swift/class.swift", "options": {"className": "Tokens"}}]},
 "json": {"transformGroup": "js", "buildPath": "$work/sd-out/json/", "files": [{"destination": "tokens.json", "format": "json"}]}}}
JSON
}

# prism-tokens with and without json and Style Dictionary, in turn (A B C, C B A, …); sets
# a_/b_/c_wall, _cpu, _peak as measure_alternating does.
measure_with_style_dictionary() {
    local file=$1 sd_file=$2 config=$3 r prefix
    local -a a=(generate "$file" --platform css --platform swift --platform json --out OUT --no-cache)
    local -a b=(generate "$file" --platform css --platform swift --out OUT --no-cache)
    for prefix in a_ b_ c_; do : >"$work/${prefix}walls"; : >"$work/${prefix}cpus"; done
    a_peak=0 b_peak=0 c_peak=0
    for ((r = 0; r < runs; r++)); do
        for prefix in $( ((r % 2 == 0)) && echo a_ b_ c_ || echo c_ b_ a_); do
            case $prefix in
            a_) timed_run a_ "${a[@]}" ;;
            b_) timed_run b_ "${b[@]}" ;;
            c_) timed_command c_ node "$sd_package/bin/style-dictionary.js" build --config "$config"
                rm -rf "$work/sd-out" ;;
            esac
        done
    done
    for prefix in a b c; do
        printf -v "${prefix}_wall" '%s' "$(median <"$work/${prefix}_walls")"
        printf -v "${prefix}_cpu" '%s' "$(median <"$work/${prefix}_cpus" | awk '{ printf "%.2f", $1 }')"
    done
}

rows=()
failed=0
for pair in $sd_times; do
    n=${pair%%=*}
    sd=${pair#*=}
    file="$work/tokens-$n.json"
    bench/generate-tokens.py --tokens "$n" --themes 1 --seed "$seed" --out "$file"
    sd_columns=""
    sd_exact=$sd
    if [[ -n $sd_package ]]; then
        bench/generate-tokens.py --tokens "$n" --seed "$seed" --format style-dictionary --out "$work/sd-tokens-$n.json"
        write_sd_config "$work/sd-tokens-$n.json" "$work/sd-config-$n.json"
        measure_with_style_dictionary "$file" "$work/sd-tokens-$n.json" "$work/sd-config-$n.json"
        sd=$(seconds "$c_wall")
        sd_exact=$(awk -v m="$c_wall" 'BEGIN { printf "%.6f", m / 1000000 }')
        sd_columns=" | $c_cpu | $(megabytes "$c_peak")"
    else
        measure_alternating generate "$file" --platform css --platform swift --platform json --out OUT --no-cache \
            -- generate "$file" --platform css --platform swift --out OUT --no-cache
    fi
    # Printed with two decimals; the verdict compares the unrounded ratio (19.996× prints as 20.00×
    # and misses).
    ratio=$(awk -v s="$sd" -v w="$a_wall" 'BEGIN { printf "%.2f", s / (w / 1000000) }')
    verdict=met
    if ! awk -v s="$sd_exact" -v w="$a_wall" 'BEGIN { exit !(s / (w / 1000000) >= 20) }'; then
        verdict="**missed**"
        failed=1
    fi
    rows+=("| $n | $(seconds "$a_wall") | $a_cpu | $(megabytes "$a_peak") | $(seconds "$b_wall") | $b_cpu | $sd$sd_columns | ${ratio}× | $verdict |")
    printf '%6d tokens  css+swift+json %s s (cpu %s)  css+swift %s s  Style Dictionary %s s  %s×  %s\n' \
        "$n" "$(seconds "$a_wall")" "$a_cpu" "$(seconds "$b_wall")" "$sd" "$ratio" "$verdict" >&2
done

echo "Style Dictionary comparison (issue #17) on $(date -u +%Y-%m-%d), commit \`$(git rev-parse --short HEAD 2>/dev/null || echo unknown)\`$(git diff --quiet 2>/dev/null || echo ' + local changes'); $(nproc) cores; release build, $tool_linking; median of $runs alternated runs."
if [[ -n $sd_package ]]; then
    echo "Load average before: $load_before; after: $(cut -d' ' -f1-3 /proc/loadavg). Style Dictionary $sd_version run here (node $(node --version)), in turn with prism-tokens."
    echo
    echo "| tokens | css + swift + json wall (s) | CPU (s) | peak (MB) | css + swift wall (s) | CPU (s) | Style Dictionary wall (s) | CPU (s) | peak (MB) | ratio (json included) | ≥ 20× |"
    echo "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"
else
    echo "Load average before: $load_before; after: $(cut -d' ' -f1-3 /proc/loadavg). Style Dictionary times: $sd_times."
    echo
    echo "| tokens | css + swift + json wall (s) | CPU (s) | peak (MB) | css + swift wall (s) | CPU (s) | Style Dictionary (s) | ratio (json included) | ≥ 20× |"
    echo "|---:|---:|---:|---:|---:|---:|---:|---:|---|"
fi
printf '%s\n' "${rows[@]}"
exit $failed
}
