#!/usr/bin/env bash
# Runs every test of PrismTokens. This is the README's test command; .ci/run runs it on a fresh clone.
#
#   Scripts/test.sh            everything
#   Scripts/test.sh --quick    the Swift tests (twice, the second time as a lone clone), the
#                              Generated/ freshness check and the format lint
#
# The tests need nothing beside the repository: the data they read is vendored in Tests/Fixtures.
# Text from elsewhere that may not be copied in (the Mustache spec) is read from ../shared when it
# is there; the suites over it are skipped otherwise, each with one printed line. To prove that, the
# Swift tests run a second time, reusing the build, with the shared folder hidden
# (PRISM_SHARED=/nonexistent); the skipped suites are listed at the end.
#
# Installs what the tests need when it is missing (Chromium and tmux with apt-get, Playwright with pip).
set -euo pipefail
cd "$(dirname "$0")/.."
quick=false
[ "${1:-}" = "--quick" ] && quick=true

section() { printf '\n==> %s\n' "$*"; }

section "swift build"
swift build --build-tests

section "swift test"
swift test --skip-build

if [ -d ../shared ] && [ -z "${PRISM_SHARED:-}" ]; then
    section "swift test as a lone clone (PRISM_SHARED=/nonexistent: the shared folder hidden)"
    log=$(mktemp "${TMPDIR:-/tmp}/prism-lone-clone.XXXXXX")
    trap 'rm -f "$log"' EXIT
    status=0
    PRISM_SHARED=/nonexistent swift test --skip-build >"$log" 2>&1 || status=$?
    tail -n 3 "$log"
    if [ "$status" -ne 0 ]; then
        grep -E '✘|error:|failed' "$log" | head -n 40
        echo "error: the tests fail without ../shared (full log above in $log)" >&2
        trap - EXIT
        exit 1
    fi
    # One line per skipped suite or test (Swift Testing also lists each test of a skipped suite).
    echo "skipped without the shared folder:"
    grep -E 'skipped: ' "$log" | awk -F 'skipped: ' '!seen[$2]++ { print "  " $0 }' || echo "  (nothing)"
fi

section "Generated/ is current for tokens.json"
swift run --skip-build prism-tokens generate tokens.json --check

section "swift format lint (Scripts/format.sh)"
Scripts/format.sh

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
