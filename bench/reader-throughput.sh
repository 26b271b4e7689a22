#!/usr/bin/env bash
# Measures JSONReader throughput on a ~50 MB token-like JSON file in an optimized build.
#
#   bash bench/reader-throughput.sh [SIZE_MB] [RUNS]
#
# Generates the file with python3 into $TMPDIR (deterministic: fixed seed), compiles
# bench/ReaderThroughput/main.swift with `swiftc -O -wmo` together with the Read and Diagnostics
# sources and the Support files they use (ParallelWork, SharedMap, OpenMaps; the same
# optimization as `swift build -c release`), and prints MB/s: wall-clock and
# CPU time (steadier when other builds share the machine), split into user and system time.
set -euo pipefail
cd "$(dirname "$0")/.."
size_mb="${1:-50}"
runs="${2:-7}"
work="${TMPDIR:-/tmp}/prism-reader-bench"
mkdir -p "$work"
input="$work/tokens-${size_mb}mb.json"

if [ ! -f "$input" ]; then
  python3 - "$input" "$size_mb" <<'PY'
import json, random, sys
path, size_mb = sys.argv[1], int(sys.argv[2])
random.seed(42)
target = size_mb * 830_000  # the groups' chunks are measured at top-level indentation; nested, they grow ~20%
names = ["red", "blue", "green", "gray", "orange", "purple", "teal", "café-crème", "indigo", "amber"]

def color(i):
    comps = [round(random.random(), random.choice([2, 3, 16, 17])) for _ in range(3)]
    return {"$type": "color",
            "$value": {"colorSpace": "srgb", "components": comps, "alpha": 1,
                       "hex": "#%02x%02x%02x" % tuple(int(c * 255) for c in comps)},
            "$description": f"Step {i} of the palette — used for surfaces ✓"}

def dimension(i):
    return {"$type": "dimension", "$value": {"value": i * 4, "unit": random.choice(["px", "rem"])}}

def alias(group, i):
    return {"$value": "{color.%s.%d}" % (group, i * 100),
            "$extensions": {"com.byescaleira.prism": {"contrast": {"against": "{color.background}", "level": "aa"}}}}

doc = {}
size, n = 0, 0
while size < target:
    group = {}
    name = names[n % len(names)] + str(n)
    for i in range(1, 13):
        group[str(i * 100)] = color(i)
        group["space-%d" % i] = dimension(i)
        group["on-%d" % i] = alias(name, i)
    chunk = json.dumps(group, indent=2, ensure_ascii=False)
    doc[name] = group
    size += len(chunk.encode()) + len(name) + 8
    n += 1
with open(path, "w", encoding="utf-8") as f:
    json.dump({"color": doc}, f, indent=2, ensure_ascii=False)
PY
fi

binary="$work/reader-bench"
sources=(Sources/PrismTokens/Read/*.swift Sources/PrismTokens/Diagnostics/*.swift Sources/PrismTokens/Support/ParallelWork.swift
  Sources/PrismTokens/Support/SharedMap.swift Sources/PrismTokens/Support/OpenMaps.swift bench/ReaderThroughput/main.swift)
if [ ! -x "$binary" ] || [ -n "$(find "${sources[@]}" -newer "$binary" 2>/dev/null)" ]; then
  swiftc -O -wmo -module-name ReaderBench "${sources[@]}" -o "$binary"
fi
echo "== default malloc"
"$binary" "$input" "$runs"
# Building the tree touches ~4.5 bytes of fresh memory per input byte; on a VM, faulting those
# pages in 4 KB at a time is a third of the read time. glibc can back its heap with transparent
# huge pages instead (THP must be "always" or "madvise" in /sys/kernel/mm/transparent_hugepage/enabled).
echo "== GLIBC_TUNABLES=glibc.malloc.hugetlb=1 (transparent huge pages for the heap)"
GLIBC_TUNABLES=glibc.malloc.hugetlb=1 "$binary" "$input" "$runs"
