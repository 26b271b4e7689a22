#!/usr/bin/env bash
# Checks the Swift sources against .swift-format with the toolchain's `swift format`.
#
#   Scripts/format.sh          lint Sources, Tests and Plugins (--strict: a finding fails, exit 1)
#   Scripts/format.sh --fix    rewrite the files in place, then lint what cannot be fixed automatically
#
# Scripts/test.sh --quick runs the lint. CONTRIBUTING.md explains the configuration.
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Sources Tests Plugins)
if [ "${1:-}" = "--fix" ]; then
    swift format format --in-place --parallel -r "${paths[@]}"
fi
swift format lint --strict --parallel -r "${paths[@]}"
