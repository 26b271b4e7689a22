#!/usr/bin/env bash
# Builds the pipeline fuzzer (Fuzz/build.sh) and runs it for SECONDS seconds, seeded from the
# vendored token corpus (Tests/Fixtures/corpus), the test fixtures and the kept crash inputs. Exits 1 if it finds a crash,
# sanitizer report, leak, timeout or out-of-memory; the input that caused it is kept under
# .build/fuzz/artifacts/ (turn it into a test in Tests/Fixtures/fuzz-regressions/).
#
# Usage: Fuzz/run.sh SECONDS
# Environment:
#   PRISM_FUZZ_CORPUS  a folder to keep the evolving corpus in across runs (default: a temporary
#                      folder, removed afterwards)
#   PRISM_SEED_CORPUS  a token corpus to seed from (default: Tests/Fixtures/corpus)
#   PRISM_FUZZ_RENDER  1 to build with every source and render valid inputs with every emitter too
#                      (a separate, slower build; finds emitter bugs)
set -euo pipefail
# The body is one block, so bash has read all of it before running any: editing or checking out
# this file during a long run cannot change what the run executes.
{
seconds=${1:?usage: Fuzz/run.sh SECONDS}
[[ $seconds =~ ^[0-9]+$ ]] || { echo "error: SECONDS must be a whole number, got '$seconds'" >&2; exit 2; }
cd "$(dirname "$0")/.."
repo=$(pwd)

binary=$(Fuzz/build.sh | tail -n 1)

corpus=${PRISM_FUZZ_CORPUS:-}
if [[ -z $corpus ]]; then
    corpus=$(mktemp -d "${TMPDIR:-/tmp}/prism-fuzz-corpus.XXXXXX")
    trap 'rm -rf "$corpus"' EXIT
fi
mkdir -p "$corpus"

# Seeds: JSON-family files of the token corpus (copied, never fuzzed in place), the test
# fixtures, the repository's own tokens, and every crash input kept as a regression test.
seeds=${PRISM_SEED_CORPUS:-$repo/Tests/Fixtures/corpus}
[[ -d $seeds ]] || echo "note: no token corpus at $seeds; seeding from the fixtures only" >&2
copy_seeds() {
    local dir=$1 prefix=$2
    [[ -d $dir ]] || return 0
    find "$dir" -type f \( -name '*.json' -o -name '*.json5' -o -name '*.jsonc' \) -size -256k -print0 |
        while IFS= read -r -d '' file; do
            cp "$file" "$corpus/$prefix-$(printf '%s' "$file" | cksum | cut -d' ' -f1)"
        done
}
copy_seeds "$seeds" seed
copy_seeds Tests/Fixtures/tokens fixture
for file in Fuzz/seeds/*.txt; do cp "$file" "$corpus/hand-$(basename "$file")"; done
[[ -f tokens.json ]] && cp tokens.json "$corpus/fixture-tokens.json"
if [[ -d Tests/Fixtures/fuzz-regressions ]]; then
    for file in Tests/Fixtures/fuzz-regressions/*; do
        [[ -f $file ]] && cp "$file" "$corpus/regression-$(basename "$file")"
    done
fi
echo "corpus: $(find "$corpus" -type f | wc -l) inputs in $corpus" >&2

artifacts=.build/fuzz/artifacts
mkdir -p "$artifacts"
before=$(find "$artifacts" -type f | wc -l)

# A timeout of 25 s per input and 2 GB of memory leave room for slow shared machines while still
# catching runaway inputs (the CLI's own budget for 100k tokens is 4 s).
status=0
"$binary" "$corpus" \
    -dict=Fuzz/tokens.dict \
    -max_total_time="$seconds" \
    -max_len=65536 \
    -timeout=25 \
    -rss_limit_mb=2048 \
    -artifact_prefix="$artifacts/" \
    -print_final_stats=1 || status=$?

after=$(find "$artifacts" -type f | wc -l)
if [[ $status -ne 0 || $after -gt $before ]]; then
    echo "error: the fuzzer found a problem (exit status $status); the input is in $artifacts/:" >&2
    ls -t "$artifacts" | head -n $((after - before > 0 ? after - before : 1)) >&2
    echo "reproduce with: $binary $artifacts/FILE" >&2
    exit 1
fi
echo "fuzzed for $seconds s without a crash" >&2
exit
}
