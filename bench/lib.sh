# Shared by bench/run.sh and bench/budget.sh (sourced, not run): timing one process and medians.
# Needs $tool (the prism-tokens binary) and $work (a scratch folder).

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
