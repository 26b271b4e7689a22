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
measure_run() { measure_command "$tool" "$@"; }

# With PRETOUCH_MB set (default 0: off), writes to that many MB of fresh memory and frees it, so
# that the guest pages the next run gets are already backed by the host. On the Firecracker
# machines here a page the guest has not used lately costs a host fault on its first touch (~1 GB/s
# instead of ~3 GB/s warm): `bundle` 100k × 4 touches ~1.3 GB (730 MB of its own and 545 MB of
# tmpfs files) against ~0.5 GB for `generate`, so that cost, which comes and goes with the host,
# fell mostly on `bundle` (Performance article, *Benchmark method*). Not timed.
pretouch_memory() {
    if [[ ${PRETOUCH_MB:-0} -gt 0 ]]; then
        python3 -c 'import sys; b = bytearray(b"\1") * (int(sys.argv[1]) << 20)' "$PRETOUCH_MB"
    fi
}

# Runs a command (program and arguments) once and prints what measure_run prints.
measure_command() {
    local start end status=0
    pretouch_memory
    start=$(date +%s%N)
    /usr/bin/time -f "%M %U %S" -o "$work/time" "$@" >"$work/stdout" 2>"$work/stderr" || status=$?
    end=$(date +%s%N)
    local kb user system
    read -r kb user system < <(tail -n 1 "$work/time")
    echo "$(( (end - start) / 1000 )) $kb $(awk -v u="$user" -v s="$system" 'BEGIN { print u + s }') $status"
}

# What a benchmark script does first: installs GNU time when missing, builds the tool ($tool),
# makes the scratch folder $work (removed when the script exits) and notes the load average
# ($load_before). Argument: the scratch folder's name prefix.
start_bench() {
    require_gnu_time
    build_tool
    work=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    load_before=$(cut -d' ' -f1-3 /proc/loadavg)
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

# One run of "$tool" ARGS… for a median (a fresh --out folder when the arguments contain OUT,
# which is replaced): appends its wall time (µs) and CPU time to $work/PREFIXwalls and
# $work/PREFIXcpus and raises the variable PREFIXpeak to its peak (KB). Fails the script when the
# run fails. Arguments: PREFIX, then the tool's arguments.
timed_run() {
    local prefix=$1
    shift
    timed_command "$prefix" "$tool" "$@"
}

# timed_run for any command: PREFIX, then the program and its arguments (OUT replaced as there).
timed_command() {
    local prefix=$1
    shift
    local target="$work/out.$RANDOM$RANDOM" args=() a micros kb cpu_seconds status
    for a in "$@"; do args+=("${a/#OUT/$target}"); done
    read -r micros kb cpu_seconds status < <(measure_command "${args[@]}")
    rm -rf "$target"
    if [[ $status -ne 0 ]]; then
        echo "error: '$*' exited with status $status:" >&2
        tail -n 5 "$work/stderr" >&2
        exit 1
    fi
    echo "$micros" >>"$work/${prefix}walls"
    echo "$cpu_seconds" >>"$work/${prefix}cpus"
    local peak_name="${prefix}peak"
    if (( kb > ${!peak_name:-0} )); then printf -v "$peak_name" '%s' "$kb"; fi
}

# Runs "$tool" ARGS… $runs times (a fresh --out folder each time when the arguments contain
# OUT, which is replaced); sets m_wall (median µs), m_cpu (median s), m_peak (largest KB).
# Fails the script when a run fails.
measure_median() {
    : >"$work/m_walls"
    : >"$work/m_cpus"
    m_peak=0
    local r
    for ((r = 0; r < runs; r++)); do timed_run m_ "$@"; done
    m_wall=$(median <"$work/m_walls")
    m_cpu=$(median <"$work/m_cpus" | awk '{ printf "%.2f", $1 }')
}

# Runs two commands alternately, $runs times each, in the order A B B A A B … ("$tool" A-ARGS…,
# "$tool" B-ARGS…; fresh --out folders as in measure_median). A machine whose speed drifts while
# a script runs slows or speeds both alike, so their ratio is steadier than that of two
# measure_median calls a minute apart; each command follows the other as often as itself (memory
# one run frees is cheap for the next to reuse). Arguments: the A arguments, `--`, the B
# arguments (the first `--` separates them, so the A arguments cannot contain one). Sets a_wall,
# a_cpu, a_peak and b_wall, b_cpu, b_peak as measure_median sets m_wall, m_cpu, m_peak.
measure_alternating() {
    local first=() second=() arg side=first r
    for arg in "$@"; do
        if [[ $side == first && $arg == -- ]]; then
            side=second
        elif [[ $side == first ]]; then
            first+=("$arg")
        else
            second+=("$arg")
        fi
    done
    : >"$work/a_walls"
    : >"$work/a_cpus"
    : >"$work/b_walls"
    : >"$work/b_cpus"
    a_peak=0 b_peak=0
    for ((r = 0; r < runs; r++)); do
        if ((r % 2 == 0)); then
            timed_run a_ "${first[@]}"
            timed_run b_ "${second[@]}"
        else
            timed_run b_ "${second[@]}"
            timed_run a_ "${first[@]}"
        fi
    done
    a_wall=$(median <"$work/a_walls")
    a_cpu=$(median <"$work/a_cpus" | awk '{ printf "%.2f", $1 }')
    b_wall=$(median <"$work/b_walls")
    b_cpu=$(median <"$work/b_cpus" | awk '{ printf "%.2f", $1 }')
}

seconds() { awk -v m="$1" 'BEGIN { printf "%.3f", m / 1000000 }'; }
megabytes() { awk -v k="$1" 'BEGIN { printf "%.0f", k / 1024 }'; }
