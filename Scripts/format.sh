#!/usr/bin/env bash
# Checks the Swift sources against .swift-format with the toolchain's `swift format`.
#
#   Scripts/format.sh          lint Sources, Tests and Plugins (--strict: any finding fails, exit 1)
#   Scripts/format.sh --fix    rewrite those files in place, then lint what cannot be fixed automatically
#
# Tests/Fixtures is left out: its Swift files are golden outputs and fixtures, byte for byte what the
# generator writes. Scripts/test.sh --quick runs the lint; CONTRIBUTING.md explains the configuration.
set -euo pipefail
cd "$(dirname "$0")/.."
files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(
    find Sources Tests Plugins -type f -name '*.swift' -not -path 'Tests/Fixtures/*' -print0 | sort -z)
if [ "${1:-}" = "--fix" ]; then
    swift format format --in-place --parallel "${files[@]}"
fi
swift format lint --strict --parallel "${files[@]}"
