#!/usr/bin/env bash
# Builds the libFuzzer target over the reader and the resolve/validate pipeline:
# .build/fuzz/pipeline-fuzzer. Needs only the Swift toolchain (its clang runtime ships libFuzzer
# and AddressSanitizer). Rebuilds only when a source is newer than the binary.
#
# Every source of PrismTokens is compiled: the pipeline the fuzzer drives reaches most of the library
# (references embedded in strings are substituted with the CSS value text of Render/, findings go
# through Triage/, Tokens Studio sources through Load/), and a hand-kept folder list went stale.
# With PRISM_FUZZ_RENDER=1 the binary (.build/fuzz/render/pipeline-fuzzer) also renders valid
# inputs with every emitter.
#
# Usage: Fuzz/build.sh        (prints the binary's path on the last line)
set -euo pipefail
cd "$(dirname "$0")/.."
render=${PRISM_FUZZ_RENDER:-0}
out=.build/fuzz
pipeline=(.)
extra=()
if [[ $render == 1 ]]; then
    out=.build/fuzz/render
    extra=(-D PRISM_FUZZ_RENDER)
fi
binary=$out/pipeline-fuzzer
mkdir -p "$out"

sources_newer_than() {
    find Sources/PrismAccessibility Sources/PrismTokens Sources/CPrismSHA Fuzz \( -name '*.swift' -o -name '*.[ch]' \) \
        -newer "$1" | grep -q .
}
if [[ -x $binary ]] && ! sources_newer_than "$binary"; then
    echo "$binary is up to date" >&2
    echo "$binary"
    exit 0
fi

# -O keeps Swift's overflow and bounds traps and runs several times faster than -Onone under the
# fuzzer; -sanitize=fuzzer on the libraries adds the coverage instrumentation libFuzzer steers by.
flags=(-O -parse-as-library -sanitize=fuzzer,address -swift-version 6 -g "${extra[@]}")
mapfile -d '' accessibility < <(find Sources/PrismAccessibility -name '*.swift' -print0 | sort -z)
mapfile -d '' tokens < <(for folder in "${pipeline[@]}"; do find "Sources/PrismTokens/$folder" -name '*.swift' -print0; done | sort -z)

echo "compiling PrismAccessibility (${#accessibility[@]} files)…" >&2
swiftc "${flags[@]}" -module-name PrismAccessibility -wmo -emit-module \
    -emit-module-path "$out/PrismAccessibility.swiftmodule" -c "${accessibility[@]}" -o "$out/PrismAccessibility.o"
# The CPrismSHA target as SwiftPM builds it: the C file alone, its header as a module.
echo "compiling CPrismSHA…" >&2
mkdir -p "$out/CPrismSHA"
printf 'module CPrismSHA {\n    header "%s"\n    export *\n}\n' "$PWD/Sources/CPrismSHA/include/CPrismSHA.h" \
    >"$out/CPrismSHA/module.modulemap"
clang -O1 -g -fsanitize=fuzzer-no-link,address -I Sources/CPrismSHA/include -c Sources/CPrismSHA/sha256_hardware.c \
    -o "$out/CPrismSHA.o"
echo "compiling PrismTokens (${#tokens[@]} files)…" >&2
swiftc "${flags[@]}" -module-name PrismTokens -wmo -I "$out" -I "$out/CPrismSHA" -emit-module \
    -emit-module-path "$out/PrismTokens.swiftmodule" -c "${tokens[@]}" -o "$out/PrismTokens.o"
echo "linking the fuzzer…" >&2
# gold warns about every ASan thunk it cannot export; those warnings are harmless noise.
swiftc "${flags[@]}" -module-name PipelineFuzzer -I "$out" -I "$out/CPrismSHA" Fuzz/PipelineFuzzer.swift \
    "$out/PrismTokens.o" "$out/PrismAccessibility.o" "$out/CPrismSHA.o" -o "$binary.new" \
    2> >(grep -v "Cannot export local symbol" >&2)
mv "$binary.new" "$binary"
echo "$binary"
