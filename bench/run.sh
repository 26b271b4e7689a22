#!/usr/bin/env bash
# Benchmarks prism-tokens as whole processes and writes a Markdown table to bench/results.md.
#
# For 1k, 10k and 100k synthetic tokens (bench/generate-tokens.py) in 1 and 4 themes, times
# `validate`, `generate` (all platforms, into a fresh temporary folder each run) and `bundle`
# (when the tool has that command), reporting the median wall time and median CPU time (user +
# system) of RUNS runs and the largest peak resident memory (GNU time's "Maximum resident set
# size"). CPU time is summed over threads (the tool uses both cores), so it exceeds wall time for
# validate and generate. Builds the release configuration first, incrementally, with the Swift runtime
# linked in (`build_tool` in bench/lib.sh; STATIC=0 for the dynamically linked build).
#
# Then the permutation workloads of issue #17 (PERMUTATIONS=0 skips them): `validate` of 10k
# tokens in 64 permutations (3 modifiers × 4 contexts, each context redefining ~10% of the
# tokens), `generate` 100k × 16 themes against 100k × 4, and `generate` with nothing changed
# (the second run into the same folder, served from the cache). The main table runs `generate`
# with --no-cache, so every run does the whole work.
#
# Usage: bench/run.sh            Environment: RUNS (default 5), SIZES (default "1000 10000 100000"),
#                                THEMES (default "1 4"), SEED (default 1), OUT (default bench/results.md),
#                                PERMUTATIONS (default 1), PRETOUCH_MB (default 0; bench/lib.sh)
set -euo pipefail
# The body is one block, so bash has read all of it before running any: editing or checking out
# this file during a long run cannot change what the run executes.
{
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
sizes=${SIZES:-1000 10000 100000}
theme_counts=${THEMES:-1 4}
seed=${SEED:-1}
out=${OUT:-bench/results.md}

permutations=${PERMUTATIONS:-1}
source bench/lib.sh
require_gnu_time

build_tool

work=$(mktemp -d "${TMPDIR:-/tmp}/prism-bench.XXXXXX")
trap 'rm -rf "$work"' EXIT

commands=(validate generate)
if "$tool" help bundle >/dev/null 2>&1; then commands+=(bundle); fi
no_cache=()
if "$tool" help generate 2>&1 | grep -q -- --no-cache; then no_cache=(--no-cache); fi

declare -A wall cpu peak filesize themed_wall themed_cpu
for n in $sizes; do
    for t in $theme_counts; do
        file="$work/tokens-$n-$t.json"
        bench/generate-tokens.py --tokens "$n" --themes "$t" --seed "$seed" --out "$file"
        size_kb=$(( $(stat -c %s "$file") / 1024 ))
        for command in "${commands[@]}"; do
            args=("$command" "$file")
            case $command in
                generate) args+=(--out OUT "${no_cache[@]}") ;;
                bundle) args+=(--out OUT) ;;
            esac
            measure_median "${args[@]}"
            wall[$n,$t,$command]=$m_wall
            cpu[$n,$t,$command]=$m_cpu
            peak[$n,$t,$command]=$m_peak
            printf '%7d tokens × %d themes (%6d KB)  %-8s  wall %8.3f s  cpu %7.2f s  peak %6d MB\n' \
                "$n" "$t" "$size_kb" "$command" "$(awk -v m="$m_wall" 'BEGIN { print m / 1000000 }')" \
                "$m_cpu" $((m_peak / 1024)) >&2
        done
        filesize[$n,$t]=$size_kb
    done
done

extra_rows=()
if [[ $permutations != 0 ]]; then
    load_before=$(cut -d' ' -f1-3 /proc/loadavg)
    perm="$work/perm-10k-64.json"
    bench/generate-tokens.py --tokens 10000 --modifiers 3 --contexts 4 --seed "$seed" --out "$perm"
    measure_median validate "$perm"
    extra_rows+=("| validate, 10k tokens × 64 permutations | $(seconds "$m_wall") | $m_cpu | $(megabytes "$m_peak") |")
    for t in 4 16; do
        file="$work/tokens-100000-$t.json"
        [[ -f $file ]] || bench/generate-tokens.py --tokens 100000 --themes "$t" --seed "$seed" --out "$file"
        measure_median generate "$file" --out OUT "${no_cache[@]}"
        themed_wall[$t]=$m_wall
        themed_cpu[$t]=$m_cpu
        extra_rows+=("| generate, 100k tokens × $t themes | $(seconds "$m_wall") | $m_cpu | $(megabytes "$m_peak") |")
    done
    extra_rows+=("| 16 themes ÷ 4 themes | $(awk -v a="${themed_wall[16]}" -v b="${themed_wall[4]}" 'BEGIN { printf "%.2f×", a / b }') | $(awk -v a="${themed_cpu[16]}" -v b="${themed_cpu[4]}" 'BEGIN { printf "%.2f×", a / b }') | |")
    if [[ ${#no_cache[@]} -gt 0 ]]; then
        file="$work/tokens-100000-4.json"
        cached_out="$work/cached-out"
        cache_dir="$work/cache"
        rm -rf "$cache_dir" "$cached_out"
        read -r first_wall first_kb first_cpu status < <(measure_run generate "$file" --out "$cached_out" --cache-dir "$cache_dir")
        measure_median generate "$file" --out "$cached_out" --cache-dir "$cache_dir"
        extra_rows+=("| generate 100k × 4, first run (cache empty) | $(seconds "$first_wall") | $first_cpu | $(megabytes "$first_kb") |")
        extra_rows+=("| generate 100k × 4, nothing changed (cache hit) | $(seconds "$m_wall") | $m_cpu | $(megabytes "$m_peak") |")
        extra_rows+=("| second ÷ first | $(awk -v a="$m_wall" -v b="$first_wall" 'BEGIN { printf "%.2f×", a / b }') | $(awk -v a="$m_cpu" -v b="$first_cpu" 'BEGIN { printf "%.2f×", a / b }') | |")
        rm -rf "$cache_dir" "$cached_out"
    fi
    load_after=$(cut -d' ' -f1-3 /proc/loadavg)
fi

{
    echo "# Benchmark results"
    echo
    echo "Generated by \`bench/run.sh\` (RUNS=$runs, seed $seed) on $(date -u +%Y-%m-%d), commit" \
        "\`$(git rev-parse --short HEAD 2>/dev/null || echo unknown)\`$(git diff --quiet 2>/dev/null || echo ' + local changes')."
    echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(swift --version 2>/dev/null | head -n 1)."
    echo "Release build, $tool_linking, whole process (\`/usr/bin/time\`): median wall time and median CPU time (user + system) of $runs runs, and the largest peak RSS."
    echo "CPU time is summed over threads: the tool resolves themes and renders platforms on both cores, so CPU time exceeds wall time; the budget is wall time."
    echo "Load average at the end of the run: $(cut -d' ' -f1-3 /proc/loadavg) (other work may share the machine)."
    echo
    header="| tokens | themes | input |"
    rule="|---:|---:|---:|"
    for command in "${commands[@]}"; do
        header+=" $command wall (s) | $command CPU (s) | $command peak (MB) |"
        rule+="---:|---:|---:|"
    done
    echo "$header"
    echo "$rule"
    for n in $sizes; do
        for t in $theme_counts; do
            row="| $n | $t | $(awk -v k="${filesize[$n,$t]}" 'BEGIN { printf "%.1f MB", k / 1024 }') |"
            for command in "${commands[@]}"; do
                row+=" $(seconds "${wall[$n,$t,$command]}") | ${cpu[$n,$t,$command]} | $(megabytes "${peak[$n,$t,$command]}") |"
            done
            echo "$row"
        done
    done
    echo
    echo "## Budget (generate = validate + generate all platforms, 4 themes)"
    echo
    check() { if awk -v a="$1" -v b="$2" 'BEGIN { exit !(a <= b) }'; then echo "met"; else echo "**missed**"; fi; }
    if [[ -n ${wall[10000,4,generate]:-} && -n ${wall[100000,4,generate]:-} ]]; then
        g10=$(seconds "${wall[10000,4,generate]}")
        g100=$(seconds "${wall[100000,4,generate]}")
        c10=${cpu[10000,4,generate]}
        c100=${cpu[100000,4,generate]}
        m100=$(megabytes "${peak[100000,4,generate]}")
        ratio=$(awk -v a="$g100" -v b="$g10" 'BEGIN { printf "%.1f", a / b }')
        cratio=$(awk -v a="$c100" -v b="$c10" 'BEGIN { printf "%.1f", a / b }')
        echo "| budget | wall | CPU | |"
        echo "|---|---:|---:|---|"
        echo "| 10k tokens ≤ 0.5 s | $g10 s | $c10 s | $(check "$g10" 0.5) |"
        echo "| 100k tokens ≤ 4 s | $g100 s | $c100 s | $(check "$g100" 4) |"
        echo "| peak memory at 100k ≤ 1 GB | $m100 MB | | $(check "$m100" 1024) |"
        echo "| 10× the tokens ≤ 12× the time (100k / 10k) | ${ratio}× | ${cratio}× | $(check "$ratio" 12) |"
    else
        echo "(run with the default SIZES and THEMES to check the budget)"
    fi
    if [[ ${#extra_rows[@]} -gt 0 ]]; then
        echo
        echo "## Permutations, many themes, unchanged input (issue #17)"
        echo
        echo "Median of $runs runs (the first cache run once). Load average before: $load_before; after: $load_after."
        echo
        echo "| workload | wall (s) | CPU (s) | peak (MB) |"
        echo "|---|---:|---:|---:|"
        printf '%s\n' "${extra_rows[@]}"
    fi
} >"$out.new"
mv "$out.new" "$out"
echo "wrote $out" >&2
exit
}
