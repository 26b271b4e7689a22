#!/usr/bin/env bash
# Generates the CSS of sd-transforms' Tokens Studio test tokens with the options each of its tests
# used and compares it with the CSS those tests expect, in headless Chromium (see
# studio_css_test.py). Tokens and expected CSS are vendored under
# Tests/Fixtures/corpus/tokens-studio-sd-transforms. Tests/Browser/run.sh runs it too; exits 1
# below 99% equal values.
#
#   bash Tests/Browser/studio_css.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
PYTHON=${PYTHON:-python3}
"$PYTHON" -c "import playwright" >/dev/null 2>&1 || "$PYTHON" -m pip install -q playwright >/dev/null 2>&1 \
    || "$PYTHON" -m pip install -q --user --break-system-packages playwright >/dev/null
swift build --product prism-tokens >&2 || exit 2
TOOL="$(swift build --show-bin-path)/prism-tokens"
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
"$PYTHON" Tests/Browser/studio_css_test.py --tool "$TOOL" \
    --corpus Tests/Fixtures/corpus/tokens-studio-sd-transforms --work "$WORK"
