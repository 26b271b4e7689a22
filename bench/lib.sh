# Shared by the bench scripts (sourced, not run): building the tool, timing one process, medians.
# The timing functions need $tool (the prism-tokens binary, set by build_tool) and $work (a scratch folder).

# Builds the release prism-tokens and sets $tool. By default it is built as a Linux binary is
# distributed, with the Swift runtime and Foundation linked in (`--static-swift-stdlib`): a
# self-contained file that starts in ~3 ms instead of ~6 and calls the runtime (retain, release,
# hashing) directly, 4–5% less CPU than the dynamically linked build (Performance article, "A
# self-contained binary"). It has its own scratch folder (.build/static), so it never replaces
# the dynamically linked .build/release/prism-tokens. STATIC=0 measures that one instead.
# Also sets $tool_linking, which the result tables print.
build_tool() {
    local args=(-c release --product prism-tokens)
    tool_linking="the Swift runtime linked in (--static-swift-stdlib)"
    if [[ ${STATIC:-1} != 0 ]]; then
        args+=(--static-swift-stdlib --scratch-path .build/static)
    else
        tool_linking="dynamically linked (STATIC=0)"
    fi
    echo "building release${STATIC:+ (STATIC=$STATIC)}…" >&2
    swift build "${args[@]}" >&2
    tool=$(swift build "${args[@]}" --show-bin-path)/prism-tokens
}

# Runs "$tool" with the given arguments once; prints "WALL_MICROSECONDS PEAK_KB CPU_SECONDS EXIT_STATUS"
# (CPU = user + system, summed over threads; peak = GNU time's maximum resident set size).
measure_run() {
    local start end status=0
    start=$(date +%s%N)
    /usr/bin/time -f "%M %U %S" -o "$work/time" "$tool" "$@" >"$work/stdout" 2>"$work/stderr" || status=$?
    end=$(date +%s%N)
    local kb user system
    read -r kb user system < <(tail -n 1 "$work/time")
    echo "$(( (end - start) / 1000 )) $kb $(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }') $status"
}

# The median of the numbers on stdin.
median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# Installs GNU time when missing (for peak memory).
require_gnu_time() {
    if [[ ! -x /usr/bin/time ]]; then
        echo "installing GNU time (for peak memory)…" >&2
        if [[ $(id -u) -eq 0 ]]; then apt-get install -y time >/dev/null; else sudo apt-get install -y time >/dev/null; fi
    fi
}

# Runs "$tool" ARGS… $runs times (a fresh --out folder each time when the arguments contain
# OUT, which is replaced); sets m_wall (median µs), m_cpu (median s), m_peak (largest KB).
# Fails the script when a run fails.
measure_median() {
    : >"$work/walls"
    : >"$work/cpus"
    m_peak=0
    local r micros kb cpu_seconds status
    for ((r = 0; r < runs; r++)); do
        local target="$work/out.$RANDOM$RANDOM" args=()
        for a in "$@"; do args+=("${a/#OUT/$target}"); done
        read -r micros kb cpu_seconds status < <(measure_run "${args[@]}")
        rm -rf "$target"
        if [[ $status -ne 0 ]]; then
            echo "error: 'prism-tokens $*' exited with status $status:" >&2
            tail -n 5 "$work/stderr" >&2
            exit 1
        fi
        echo "$micros" >>"$work/walls"
        echo "$cpu_seconds" >>"$work/cpus"
        (( kb > m_peak )) && m_peak=$kb
    done
    m_wall=$(median <"$work/walls")
    m_cpu=$(median <"$work/cpus" | awk '{ printf "%.2f", $1 }')
}

seconds() { awk -v m="$1" 'BEGIN { printf "%.3f", m / 1000000 }'; }
megabytes() { awk -v k="$1" 'BEGIN { printf "%.0f", k / 1024 }'; }
