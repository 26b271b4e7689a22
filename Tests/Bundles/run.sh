#!/usr/bin/env bash
# The bundles with their real consumers: packs the repository's tokens.json with
# `prism-tokens bundle` into a temporary folder and opens every file the way its platform does.
#
#   bash Tests/Bundles/run.sh
#
# Checks that:
# - node imports the web package by its name (package.json "exports") and reads a value per theme;
#   `./tokens.css` resolves through "exports"; tsc (Debian's node-typescript, installed with
#   apt-get when missing) type-checks a consumer against index.d.ts, literal keys included;
# - the apple bundle builds with `swift build` from a scratch copy;
# - Android XML parses and values-night exists; kotlinc (Debian's kotlin, installed with apt-get
#   when missing) compiles the Compose file against Tests/Bundles/compose-stubs and runs it; TOML (tomllib), iTerm2 plists (plistlib), JSON,
#   base16/base24 YAML (PyYAML, installed with pip when missing) and foot INI parse;
# - every manifest checksum verifies (hashlib), and the source digest is tokens.json's;
# - the shell scripts pass `sh -n`; a second run writes byte-identical files (diff -r).
# Ends with 'N passed, M failed' and exits non-zero when anything failed. A consumer that cannot
# be installed is reported as skipped (and is not counted). KEEP_WORK=1 keeps the folder.
set -u

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/prism-bundle-test.XXXXXX")
PASSED=0
FAILED=0

cleanup() { [ -n "${KEEP_WORK-}" ] && echo "kept $WORK" || rm -rf "$WORK"; }
trap cleanup EXIT

pass() { PASSED=$((PASSED + 1)); echo "ok - $1"; }
fail() { FAILED=$((FAILED + 1)); echo "FAIL - $1"; [ $# -lt 2 ] || printf '%s\n' "$2" | sed 's/^/    /'; }
skip() { echo "skip - $1"; }
die() { echo "error: $1" >&2; echo "$PASSED passed, $((FAILED + 1)) failed"; exit 1; }
# run NAME COMMAND...: passes when COMMAND exits 0, else fails with its output.
run() {
    local name=$1; shift
    local output
    if output=$("$@" 2>&1); then pass "$name"; else fail "$name" "$output"; fi
}

# check_theme_lines OUTPUT: the compiled Kotlin lists every theme with its appearance.
check_theme_lines() {
    local expected="light dark=false hc=false
dark dark=true hc=false
highContrast dark=false hc=true
highContrastDark dark=true hc=true
select(dark, hc)=highContrastDark
default=light"
    if [ "$1" = "$expected" ]; then pass "Compose themes: names, dark mode, high contrast, select()"; else fail "Compose themes: names, dark mode, high contrast, select()" "$1"; fi
}

# --- Setup: prism-tokens, PyYAML, kotlinc, tsc ------------------------------------------------------------
(cd "$ROOT" && swift build --product prism-tokens >"$WORK/build.log" 2>&1) || { cat "$WORK/build.log" >&2; die "swift build failed"; }
BIN=$(cd "$ROOT" && swift build --show-bin-path)
if ! python3 -c "import yaml" >/dev/null 2>&1; then
    echo "installing PyYAML with pip"
    python3 -m pip install -q pyyaml >/dev/null 2>&1 || die "PyYAML is missing and pip could not install it"
fi
if ! command -v kotlinc >/dev/null 2>&1; then
    echo "installing kotlin with apt-get"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq kotlin; } >/dev/null 2>&1 || true
fi
if ! command -v tsc >/dev/null 2>&1; then
    echo "installing node-typescript with apt-get"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq node-typescript; } >/dev/null 2>&1 || true
fi

# --- Bundle twice --------------------------------------------------------------------------------
OUT="$WORK/one"
"$BIN/prism-tokens" bundle "$ROOT/tokens.json" --out "$OUT" --version 1.2.3 >"$WORK/bundle.log" 2>&1 \
    || { cat "$WORK/bundle.log" >&2; die "prism-tokens bundle failed"; }
"$BIN/prism-tokens" bundle "$ROOT/tokens.json" --out "$WORK/two" --version 1.2.3 >/dev/null 2>&1 || die "the second prism-tokens bundle failed"
run "a second run writes byte-identical files" diff -r "$OUT" "$WORK/two"
for platform in web apple android terminal json; do
    if [ -f "$OUT/$platform/manifest.json" ]; then pass "$platform bundle written"; else fail "$platform bundle written"; fi
done

# --- web: node imports the package by name; tsc type-checks a consumer ---------------------------
CONSUMER="$WORK/consumer"
mkdir -p "$CONSUMER/node_modules/@prism"
cp -r "$OUT/web" "$CONSUMER/node_modules/@prism/tokens"
cat >"$CONSUMER/package.json" <<'JSON'
{ "name": "consumer", "private": true, "type": "module" }
JSON
cat >"$CONSUMER/read.mjs" <<'JS'
import { themes, themeNames, defaultTheme, tokens } from "@prism/tokens";
import assert from "node:assert/strict";
assert.deepEqual(themeNames, ["light", "dark", "highContrast", "highContrastDark"]);
assert.equal(defaultTheme, "light");
assert.equal(tokens, themes.light);
for (const name of themeNames) {
  const brand = themes[name].color.brand;
  assert.match(brand, /^#[0-9a-f]{6}$/, `${name}: color.brand is ${brand}`);
  assert.equal(typeof themes[name].typography.body.fontWeight, "number");
  console.log(`${name}: color.brand ${brand}, spacing ${JSON.stringify(themes[name].spacing)}`);
}
assert.notEqual(themes.light.color.background, themes.dark.color.background);
assert.ok(Object.isFrozen(themes.dark.color), "tokens are frozen");
assert.match(import.meta.resolve("@prism/tokens/tokens.css"), /node_modules\/@prism\/tokens\/tokens\.css$/);
JS
run "node imports @prism/tokens and reads a value per theme" sh -c "cd '$CONSUMER' && node read.mjs"
run "node --input-type=module -e import(index.js)" node --input-type=module -e \
    "import('file://$OUT/web/index.js').then(m => { if (!m.themes.dark.color.onBackground) process.exit(1) })"
if command -v tsc >/dev/null 2>&1; then
    cat >"$CONSUMER/check.ts" <<'TS'
import { themes, defaultTheme, type ThemeName, type Tokens } from "@prism/tokens";
const brand: string = themes.dark.color.brand;
const weight: number = themes.light.typography.body.fontWeight;
const name: ThemeName = defaultTheme;
const all: Tokens[] = [themes.light, themes.highContrastDark];
// @ts-expect-error: no such theme
themes.sepia;
// @ts-expect-error: no such token
themes.light.color.notAToken;
// @ts-expect-error: tokens are read-only
themes.light.color.brand = "#000000";
export { brand, weight, name, all };
TS
    run "tsc type-checks a consumer against index.d.ts" sh -c \
        "cd '$CONSUMER' && tsc --noEmit --strict --module node16 --moduleResolution node16 --target es2020 check.ts"
else
    skip "tsc is not installed and apt-get could not install node-typescript"
fi

# --- apple: the package builds on its own --------------------------------------------------------
cp -r "$OUT/apple" "$WORK/apple-build"
run "swift build builds the apple bundle from a scratch copy" sh -c "cd '$WORK/apple-build' && swift build"

# --- android: kotlinc compiles the Compose file against stand-ins for Compose ---------------------
# Debian's kotlin (1.3) has no Android SDK or Compose libraries; compose-stubs/ declares the few
# Compose types the file uses, so this checks the generated Kotlin's syntax, names and escaping.
if command -v kotlinc >/dev/null 2>&1; then
    HOSTILE="$WORK/hostile"
    "$BIN/prism-tokens" bundle "$ROOT/Tests/Fixtures/tokens/hostile-names.tokens.json" --out "$HOSTILE" --platform android >/dev/null 2>&1 \
        || fail "prism-tokens bundle of the hostile-names fixture"
    for bundle in "$OUT" "$HOSTILE"; do
        label=$([ "$bundle" = "$OUT" ] && echo "tokens.json" || echo "hostile-names fixture")
        jar="$WORK/kotlin-$(basename "$bundle").jar"
        if output=$(kotlinc "$ROOT"/Tests/Bundles/compose-stubs/*.kt "$bundle"/android/kotlin/prism/tokens/PrismTokens.kt \
                -include-runtime -d "$jar" 2>&1) && themes=$(java -cp "$jar" MainKt 2>&1); then
            pass "kotlinc compiles and runs the Compose file ($label)"
            [ "$bundle" = "$OUT" ] && check_theme_lines "$themes"
        else
            fail "kotlinc compiles and runs the Compose file ($label)" "$output"
        fi
    done
else
    skip "kotlinc is not installed and apt-get could not install kotlin"
fi

# --- everything else: parsers, manifests ---------------------------------------------------------
while IFS= read -r line; do
    case "$line" in
        "ok - "*) pass "${line#ok - }" ;;
        "FAIL - "*) fail "${line#FAIL - }" ;;
        *) echo "$line" ;;
    esac
done < <(python3 "$ROOT/Tests/Bundles/check_bundle.py" "$OUT" "$ROOT/tokens.json" 2>&1)

for script in "$OUT"/terminal/shell/*.sh; do
    run "sh -n ${script#"$OUT/"}" sh -n "$script"
done

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
