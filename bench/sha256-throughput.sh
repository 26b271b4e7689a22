#!/usr/bin/env bash
# Measures SHA256 (Sources/PrismTokens/Bundle/SHA256.swift) throughput in an optimized build.
#
#   bash bench/sha256-throughput.sh [SIZE_MB] [RUNS] [PIECE_BYTES]
#
# Writes SIZE_MB (default 200) of deterministic ASCII text to $TMPDIR, compiles
# bench/SHA256Throughput/main.swift with `swiftc -O -wmo` together with SHA256*.swift,
# FileBody.swift and the CPrismSHA C file (the same optimization as `swift build -c release`), and prints the best MB/s (wall and CPU) hashing the
# file as one string and as strings of PIECE_BYTES (default 400, about an asset-catalog
# Contents.json), then `sha256sum` of the same file for comparison (its digest must match), and four messages
# at a time (SHA256.hexDigests(of:)) on the small strings and on eight equal large strings, and
# two files at a time with the SHA instructions (SHA256.hexDigestsInPairs(of:), what `bundle` uses).
set -euo pipefail
cd "$(dirname "$0")/.."
size_mb="${1:-200}"
runs="${2:-5}"
piece="${3:-400}"
work="${TMPDIR:-/tmp}/prism-sha256-bench"
mkdir -p "$work"
input="$work/text-${size_mb}mb.txt"
if [ ! -f "$input" ]; then
  python3 -c '
import random, sys
random.seed(42)
line = lambda i: "{\"color\": {\"red\": \"%0.3f\", \"index\": %d}}\n" % (random.random(), i)
with open(sys.argv[1], "w") as f:
    size, i = 0, 0
    while size < int(sys.argv[2]) * 1_000_000:
        text = line(i); f.write(text); size += len(text); i += 1
' "$input" "$size_mb"
fi
binary="$work/sha256-bench"
sources=(Sources/PrismTokens/Bundle/SHA256*.swift Sources/PrismTokens/Write/FileBody.swift bench/SHA256Throughput/main.swift)
c_sources=(Sources/CPrismSHA/sha256_hardware.c Sources/CPrismSHA/include/CPrismSHA.h)
if [ ! -x "$binary" ] || [ -n "$(find "${sources[@]}" "${c_sources[@]}" -newer "$binary" 2>/dev/null)" ]; then
  # The CPrismSHA target as SwiftPM builds it: the C file compiled alone, its header as a module.
  mkdir -p "$work/CPrismSHA"
  printf 'module CPrismSHA {\n    header "%s"\n    export *\n}\n' "$PWD/Sources/CPrismSHA/include/CPrismSHA.h" \
    >"$work/CPrismSHA/module.modulemap"
  clang -O2 -c Sources/CPrismSHA/sha256_hardware.c -I Sources/CPrismSHA/include -o "$work/sha256_hardware.o"
  swiftc -O -wmo -module-name SHA256Bench -I "$work/CPrismSHA" "${sources[@]}" "$work/sha256_hardware.o" -o "$binary"
fi
"$binary" "$input" "$runs" "$piece"
TIMEFORMAT='%R %U %S'
{ time digest=$(sha256sum "$input"); } 2> "$work/sha256sum-time.txt"
read -r real user sys < "$work/sha256sum-time.txt"
python3 -c "import sys; mb, real, cpu = map(float, sys.argv[1:]); print(f'sha256sum: {mb / real:.0f} MB/s wall, {mb / cpu:.0f} MB/s CPU', end=' ')" \
  "$size_mb" "$real" "$(python3 -c "print($user + $sys)")"
echo "${digest:0:16}"
