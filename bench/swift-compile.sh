#!/usr/bin/env bash
# Times how long the Swift compiler takes on the Swift that prism-tokens generates.
#
# For each size in SIZES (synthetic tokens from bench/generate-tokens.py, THEMES theme contexts),
# generates the Swift platform, then:
#   - `swiftc -typecheck` of the generated files on each platform of PLATFORMS:
#       linux  the standard library only (the SwiftUI/UIKit/AppKit layers are skipped by `#if canImport`);
#       ios    against the SwiftUI + UIKit stand-ins of Tests/Fixtures (the Apple layer is checked too);
#       macos  against the SwiftUI + AppKit stand-ins;
#     with `-warn-long-expression-type-checking=100` and `-warn-long-function-bodies=100`, counting
#     the expressions and bodies over 100 ms and the slowest one;
#   - `swiftc -O -wmo` building a static library of the generated files (standard library only)
#     for each size in OSIZES.
# Each figure is one run: wall time, CPU time (user + system, children included) and peak RSS, as
# GNU time reports them. A compiler process that uses more than LIMIT seconds of CPU is stopped
# and reported as "> LIMIT".
# Writes a Markdown table on stdout (and to OUT when set); progress goes to stderr.
#
# Usage: bench/swift-compile.sh
# Environment: SIZES (default "1000 3000 10000"), THEMES (default 4), OSIZES (default "10000"),
#              PLATFORMS (default "linux ios"), LIMIT (CPU seconds, default 900), SEED (default 1),
#              TOOL (a prism-tokens binary; default: `swift build --product prism-tokens`, debug —
#              the generator's speed is not measured here), KEEP=1 keeps the work folder, OUT.
set -euo pipefail
{
cd "$(dirname "$0")/.."
repo=$(pwd)
sizes=${SIZES:-1000 3000 10000}
themes=${THEMES:-4}
osizes=${OSIZES:-10000}
platforms=${PLATFORMS:-linux ios}
limit=${LIMIT:-900}
seed=${SEED:-1}
swiftc=${SWIFTC:-swiftc}
load_before=$(cut -d' ' -f1-3 /proc/loadavg)

if [[ ! -x /usr/bin/time ]]; then
    echo "installing GNU time…" >&2
    if [[ $(id -u) -eq 0 ]]; then apt-get install -y time >/dev/null; else sudo apt-get install -y time >/dev/null; fi
fi

if [[ -z ${TOOL:-} ]]; then
    echo "building prism-tokens…" >&2
    swift build --product prism-tokens >&2
    TOOL=$(swift build --show-bin-path)/prism-tokens
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/prism-swift-compile.XXXXXX")
if [[ ${KEEP:-0} != 1 ]]; then trap 'rm -rf "$work"' EXIT; else echo "work folder: $work" >&2; fi

# Modules the generated code imports: PrismAccessibility, alone (linux) or built beside the
# stand-ins (as the tests do in AppleStandIns.swift).
build_modules() {
    local platform=$1 directory="$work/modules-$1" standins=()
    mkdir -p "$directory"
    case $platform in
        linux) standins=() ;;
        ios) standins=(SwiftUI UIKit) ;;
        macos) standins=(SwiftUI AppKit) ;;
        *) echo "unknown platform '$platform' (linux, ios or macos)" >&2; exit 2 ;;
    esac
    for module in "${standins[@]}"; do
        local lower
        lower=$(echo "$module" | tr '[:upper:]' '[:lower:]')
        "$swiftc" -emit-module -parse-as-library -module-name "$module" -swift-version 6 -I "$directory" \
            -emit-module-path "$directory/$module.swiftmodule" "Tests/Fixtures/$lower-stub/$module.swift"
    done
    # shellcheck disable=SC2046
    "$swiftc" -emit-module -parse-as-library -module-name PrismAccessibility -swift-version 6 -I "$directory" \
        -emit-module-path "$directory/PrismAccessibility.swiftmodule" $(find Sources/PrismAccessibility -name '*.swift' | sort)
}

# Runs a command under GNU time with a CPU-time limit per process (`ulimit -t`: a wall-clock
# limit would stop the compiler on a busy machine, and would not reach the frontend the driver
# starts); prints "WALL CPU PEAK_MB STATUS", STATUS 124 when the limit stopped it.
measure() {
    local log=$1
    shift
    local status=0
    /usr/bin/time -f "%e %U %S %M" -o "$work/time" bash -c 'ulimit -t "$0" && exec "$@"' "$limit" "$@" >"$log" 2>&1 ||
        status=$?
    local wall user system kb cpu
    read -r wall user system kb < <(grep -E '^[0-9.]+ [0-9.]+ [0-9.]+ [0-9]+$' "$work/time" | tail -n 1)
    cpu=$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.1f", u + s }')
    if [[ $status -ne 0 ]] && awk -v c="$cpu" -v l="$limit" 'BEGIN { exit !(c >= l - 1) }'; then status=124; fi
    echo "$wall $cpu $(( kb / 1024 )) $status"
}

# "COUNT_EXPRESSIONS COUNT_BODIES SLOWEST_MS" from a compiler log (the warning lines themselves,
# not the excerpts the compiler prints under them).
slow_counts() {
    local log=$1 warnings expressions bodies slowest
    warnings=$(grep -E '^[^ ].*: warning: .*took [0-9]+ms to type-check' "$log" || true)
    expressions=$(grep -c 'warning: expression took' <<<"$warnings" || true)
    bodies=$(grep -E 'took [0-9]+ms' <<<"$warnings" | grep -vc 'warning: expression took' || true)
    slowest=$(grep -oE 'took [0-9]+ms' <<<"$warnings" | grep -oE '[0-9]+' | sort -n | tail -n 1 || true)
    echo "$expressions $bodies ${slowest:-0}"
}

for platform in $platforms; do
    echo "building PrismAccessibility for $platform…" >&2
    build_modules "$platform"
done

rows=()
orows=()
for n in $sizes; do
    input="$work/tokens-$n-$themes.json"
    out="$work/out-$n"
    bench/generate-tokens.py --tokens "$n" --themes "$themes" --seed "$seed" --out "$input"
    "$TOOL" generate "$input" --platform swift --out "$out" >/dev/null
    mapfile -t files < <(find "$out" -name '*.swift' | sort)
    bytes=$(cat "${files[@]}" | wc -c)
    size_mb=$(awk -v b="$bytes" 'BEGIN { printf "%.2f", b / 1048576 }')
    for platform in $platforms; do
        echo "typecheck: $n tokens × $themes themes on $platform…" >&2
        log="$work/typecheck-$n-$platform.log"
        read -r wall cpu peak status < <(measure "$log" "$swiftc" -typecheck -parse-as-library -swift-version 6 \
            -I "$work/modules-$platform" \
            -Xfrontend -warn-long-expression-type-checking=100 -Xfrontend -warn-long-function-bodies=100 "${files[@]}")
        read -r expressions bodies slowest < <(slow_counts "$log")
        if [[ $status -eq 124 ]]; then wall="> $wall"; cpu="> $limit"; elif [[ $status -ne 0 ]]; then
            echo "error: typecheck of $n tokens on $platform failed (status $status):" >&2
            grep -m 5 'error:' "$log" >&2 || tail -n 5 "$log" >&2
            exit 1
        fi
        rows+=("| $n | $themes | $size_mb MB | $platform | $wall | $cpu | $peak | $expressions | $bodies | $slowest |")
    done
    if [[ " $osizes " == *" $n "* ]]; then
        echo "swiftc -O: $n tokens × $themes themes…" >&2
        log="$work/optimize-$n.log"
        read -r wall cpu peak status < <(measure "$log" "$swiftc" -O -wmo -parse-as-library -swift-version 6 \
            -module-name PrismDesignTokens -emit-library -static -o "$work/libtokens-$n.a" \
            -I "$work/modules-linux" "${files[@]}")
        if [[ $status -eq 124 ]]; then wall="> $wall"; cpu="> $limit"; elif [[ $status -ne 0 ]]; then
            echo "error: swiftc -O of $n tokens failed (status $status):" >&2
            grep -m 5 'error:' "$log" >&2 || tail -n 5 "$log" >&2
            exit 1
        fi
        orows+=("| $n | $themes | $size_mb MB | $wall | $cpu | $peak |")
    fi
done

{
    echo "Load average: $load_before before, $(cut -d' ' -f1-3 /proc/loadavg) after ($(nproc) cores); $($swiftc --version 2>&1 | head -n 1)"
    echo
    echo "| tokens | themes | Swift | platform | typecheck wall (s) | CPU (s) | peak (MB) | expressions > 100 ms | bodies > 100 ms | slowest (ms) |"
    echo "|---:|---:|---:|---|---:|---:|---:|---:|---:|---:|"
    printf '%s\n' "${rows[@]}"
    if [[ ${#orows[@]} -gt 0 ]]; then
        echo
        echo "| tokens | themes | Swift | \`swiftc -O -wmo\` wall (s) | CPU (s) | peak (MB) |"
        echo "|---:|---:|---:|---:|---:|---:|"
        printf '%s\n' "${orows[@]}"
    fi
} | tee ${OUT:+"$OUT"}
}
exit
