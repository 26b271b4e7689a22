#!/usr/bin/env bash
# Runs the CSS browser tests: the generated CSS loaded in headless Chromium, computed values
# checked against the resolved tokens under light, dark, high-contrast, reduced-motion and
# color-gamut emulation and with data-theme selectors (see css_test.py); then our CSS compared
# with Terrazzo's and Style Dictionary's for the corpus systems (compare_test.py) and with
# sd-transforms' expected CSS for its Tokens Studio tokens (studio_css_test.py, ≥ 99% equal).
#
#   bash Tests/Browser/run.sh
#
# Installs what is missing (Debian's chromium via apt, Python Playwright via pip — never
# `playwright install`: the browser is Debian's), builds prism-tokens, generates the CSS of the
# test fixtures into a temporary folder and runs the test. Exits non-zero on any failure; the
# last line is `N passed, M failed`.
set -euo pipefail

cd "$(dirname "$0")/../.."
REPO=$(pwd)

if ! command -v chromium >/dev/null 2>&1 && [ ! -x /usr/lib/chromium/chromium ]; then
    echo "installing chromium (apt)…" >&2
    SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
PYTHON=${PYTHON:-python3}
if ! "$PYTHON" -c "import playwright" >/dev/null 2>&1; then
    echo "installing playwright (pip)…" >&2
    # A Debian-managed Python refuses plain pip installs (PEP 668): fall back to a user install.
    "$PYTHON" -m pip install -q playwright >/dev/null 2>&1 \
        || "$PYTHON" -m pip install -q --user --break-system-packages playwright >/dev/null
fi

swift build --product prism-tokens >&2
TOOL="$(swift build --show-bin-path)/prism-tokens"

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

# Every golden fixture, the browser-only CSS fixtures, and the Prism tokens themselves.
FIXTURES=(Tests/Fixtures/tokens/*.json Tests/Browser/fixtures/two-modifiers.resolver.json)
[ -f tokens.json ] && FIXTURES+=(tokens.json)

CASES=()
for fixture in "${FIXTURES[@]}"; do
    name=$(basename "$fixture"); name=${name%%.*}
    "$TOOL" generate "$fixture" --out "$WORK/$name" --platform css >&2
    CASES+=(--case "$REPO/$fixture" "$WORK/$name/CSS/prism-tokens.css")
done

status=0
"$PYTHON" Tests/Browser/css_test.py --tool "$TOOL" "${CASES[@]}" || status=1

# The accessibility report: a planted-failure fixture and the Prism tokens.
REPORTS=()
for fixture in Tests/Browser/fixtures/report-failures.resolver.json tokens.json; do
    name=$(basename "$fixture"); name=${name%%.*}
    "$TOOL" report "$fixture" --out "$WORK/$name-report.html" >&2 || true
    REPORTS+=(--report "$REPO/$fixture" "$WORK/$name-report.html")
done
# Our CSS against other tools' CSS for the same tokens (Terrazzo's want.css, Style Dictionary's
# snapshots), block by block in Chromium; skips with one line when ../shared is absent.
"$PYTHON" Tests/Browser/compare_test.py --tool "$TOOL" --work "$WORK/compare" || status=1

# Our CSS for sd-transforms' Tokens Studio test tokens against the CSS its tests expect (vendored),
# each built with the options of its test; fails below 99% equal values and prints the figure.
"$PYTHON" Tests/Browser/studio_css_test.py --tool "$TOOL" \
    --corpus "$REPO/Tests/Fixtures/corpus/tokens-studio-sd-transforms" --work "$WORK/studio" || status=1

SHOTS=()
[ -n "${PRISM_SCREENSHOTS:-}" ] && SHOTS=(--screenshots "$PRISM_SCREENSHOTS")
"$PYTHON" Tests/Browser/report_test.py --tool "$TOOL" "${REPORTS[@]}" \
    --failures "$REPO/Tests/Browser/fixtures/report-failures.resolver.json" --all-themes "$REPO/tokens.json" "${SHOTS[@]}" || status=1
exit $status
