#!/usr/bin/env bash
# Generates the CSS of sd-transforms' Tokens Studio test tokens and compares it with the CSS
# sd-transforms' own tests expect, in headless Chromium (see studio_css_test.py). The expected
# files are another tool's output and are not vendored: without the shared folder this prints one
# line and exits 0.
#
#   bash Tests/Browser/studio_css.sh
set -uo pipefail
cd "$(dirname "$0")/../.."
SHARED=${PRISM_SHARED:-../shared}
CORPUS="$SHARED/corpus/tokens-studio-sd-transforms"
if [ ! -d "$CORPUS/expected" ]; then
    echo "skipped: $CORPUS/expected is absent (sd-transforms' expected CSS is not vendored)"
    exit 0
fi
PYTHON=${PYTHON:-python3}
"$PYTHON" -c "import playwright" >/dev/null 2>&1 || "$PYTHON" -m pip install -q playwright >/dev/null 2>&1 \
    || "$PYTHON" -m pip install -q --user --break-system-packages playwright >/dev/null
swift build --product prism-tokens >&2 || exit 2
TOOL="$(swift build --show-bin-path)/prism-tokens"
WORK=$(mktemp -d); trap 'rm -rf "$WORK"' EXIT
TOKENS=Tests/Fixtures/corpus/tokens-studio-sd-transforms/tokens
[ -d "$TOKENS" ] || TOKENS="$CORPUS/tokens"
mkdir -p "$WORK/cross-file-refs"
cp "$TOKENS"/cross-file-refs-*.tokens.json "$WORK/cross-file-refs/"
echo '{ "tokenSetOrder": ["cross-file-refs-1.tokens", "cross-file-refs-2.tokens", "cross-file-refs-3.tokens"] }' > "$WORK/cross-file-refs/\$metadata.json"
ARGS=()
for f in "$TOKENS"/*.tokens.json "$WORK/cross-file-refs"; do
    base=$(basename "$f"); name=${base%%.*}; case $name in cross-file-refs-*) continue;; esac
    [ "$name" = "swift-UI-colors" ] && continue
    key=$name; [ "$name" = "cross-file-refs" ] || key=${name}
    "$TOOL" generate "$f" --out "$WORK/out-$name" --platform css --quiet >/dev/null 2>"$WORK/$name.err" \
        || echo "generate failed for $name: $(grep -m1 'error:' "$WORK/$name.err")" >&2
    ARGS+=(--css "$key=$(ls "$WORK/out-$name"/CSS/*.css 2>/dev/null | head -1)")
done
"$PYTHON" Tests/Browser/studio_css_test.py --expected "$CORPUS/expected" "${ARGS[@]}"
