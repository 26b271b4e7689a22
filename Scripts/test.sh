#!/usr/bin/env bash
# Runs every test of PrismTokens. This is the README's test command; .ci/run runs it on a fresh machine.
#
#   Scripts/test.sh            everything
#   Scripts/test.sh --quick    only `swift test` and the Generated/ freshness check
#
# Installs what the tests need when it is missing (Chromium and tmux with apt-get, Playwright with pip).
set -euo pipefail
cd "$(dirname "$0")/.."
quick=false
[ "${1:-}" = "--quick" ] && quick=true

section() { printf '\n==> %s\n' "$*"; }

section "swift build"
swift build

section "swift test"
swift test

section "Generated/ is current for tokens.json"
swift run --skip-build prism-tokens generate tokens.json --check

$quick && exit 0

for suite in Tests/Browser/run.sh Tests/Terminal/run.sh Tests/Bundles/run.sh Tests/Plugins/run.sh; do
    if [ -x "$suite" ]; then
        section "$suite"
        "$suite"
    fi
done

if [ -x Fuzz/run.sh ]; then
    section "Fuzz/run.sh 60 (libFuzzer smoke run)"
    Fuzz/run.sh 60
fi
echo
echo "all test suites passed"
