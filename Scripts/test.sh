#!/usr/bin/env bash
# Runs every test of PrismTokens. This is the README's test command; .ci/run runs it on a fresh clone.
#
#   Scripts/test.sh            everything
#   Scripts/test.sh --quick    the Swift tests (as a lone clone, then the suites that read
#                              ../shared with it), the usability replay (Tests/Usability/run.sh),
#                              the Generated/ freshness check and the format lint
#
# The tests need nothing beside the repository: the data they read is vendored in Tests/Fixtures.
# Text from elsewhere that may not be copied in (the Mustache spec) is read from ../shared when it
# is there; the suites over it are skipped otherwise, each with one printed line. To prove that,
# the Swift tests run with the shared folder hidden (PRISM_SHARED=/nonexistent) and the skipped
# suites are listed; then only the suites that read the shared folder run again, with it.
#
# Installs what the tests need when it is missing (Chromium and tmux with apt-get, Playwright with pip).
set -euo pipefail
cd "$(dirname "$0")/.."
quick=false
[ "${1:-}" = "--quick" ] && quick=true

section() { printf '\n==> %s\n' "$*"; }

section "swift build"
swift build --build-tests

# swift test, then one line per skipped suite or test and why (Swift Testing also lists each test
# of a skipped suite; the summary names each reason once).
test_listing_skips() {
    local log status=0
    log=$(mktemp "${TMPDIR:-/tmp}/prism-test.XXXXXX")
    swift test --skip-build "$@" 2>&1 | tee "$log" || status=$?
    echo "skipped:"
    grep -E 'skipped: ' "$log" | awk -F 'skipped: ' '!seen[$2]++ { print "  " $0 }' || echo "  (nothing)"
    rm -f "$log"
    return "$status"
}

if [ -d ../shared ] && [ -z "${PRISM_SHARED:-}" ]; then
    # Every test as a lone clone runs them (the shared folder hidden), then again, with it, only
    # the suites that read it: a lone clone is proven to pass without running everything twice.
    section "swift test as a lone clone (PRISM_SHARED=/nonexistent: ../shared hidden)"
    PRISM_SHARED=/nonexistent test_listing_skips || { echo "error: the tests fail without ../shared" >&2; exit 1; }

    # The suites that read the shared folder: those marked .requiresShared or using TestPaths.shared.
    suites=$(grep -rlE 'requiresShared\(|TestPaths\.shared\(' Tests --include='*.swift' |
        xargs sed -nE 's/^(@Suite.*[[:space:]])?(struct|final class|class|enum) ([A-Za-z0-9_]+Tests)\b.*/\3/p' | sort -u | paste -sd '|' -)
    section "swift test with ../shared: ${suites//|/, }"
    swift test --skip-build --filter "${suites:-MustacheSpecTests}"
else
    section "swift test"
    test_listing_skips
fi

section "Tests/Usability/run.sh (a new user's first hour with the built tool)"
Tests/Usability/run.sh

section "Generated/ is current for tokens.json"
swift run --skip-build prism-tokens generate tokens.json --check

section "swift format lint (Scripts/format.sh)"
Scripts/format.sh

$quick && exit 0

section "Scripts/docs.sh (DocC catalogs and symbol docs; warnings are errors)"
Scripts/docs.sh "${TMPDIR:-/tmp}/prism-docs-site"

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
