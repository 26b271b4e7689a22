#!/usr/bin/env bash
# Replays a new user's first hour with the built prism-tokens, in a temporary folder, and checks
# each output: init → validate with a failing contrast pair → fix it with the suggested color →
# validate → generate → generate --watch and an edit → bundle → report.
#
#   Tests/Usability/run.sh        (uses .build/debug/prism-tokens, or $PRISM_TOKENS)
#
# Prints one ok/FAILED line per check and exits 1 when any check failed.
set -uo pipefail
cd "$(dirname "$0")/../.."
tool="${PRISM_TOKENS:-$PWD/.build/debug/prism-tokens}"
[ -x "$tool" ] || { echo "FAILED: $tool is not built; run 'swift build' first" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/prism-usability.XXXXXX")
watcher=""
cleanup() {
    [ -n "$watcher" ] && kill -KILL "$watcher" 2>/dev/null
    rm -rf "$work"
}
trap cleanup EXIT
cd "$work"
failures=0
check() { # check NAME CONDITION-COMMAND...
    local name=$1
    shift
    if "$@"; then echo "ok: $name"; else echo "FAILED: $name"; failures=$((failures + 1)); fi
}
run() { # run: status in $status, stdout+stderr in $out
    out=$("$tool" "$@" 2>&1)
    status=$?
}
contains() { grep -qE -- "$1" <<<"$out"; }

run init
check "init exits 0" test "$status" -eq 0
check "init writes tokens.json" test -f tokens.json

# Dark theme's brand becomes a dark blue: the dark onBrand text on it fails WCAG AA.
sed -i.bak 's/"components": \[0.55, 0.75, 1.0\], "hex": "#8cbfff"/"components": [0.2, 0.2, 0.3], "hex": "#33334d"/' tokens.json
run validate
check "validate with a failing pair exits 1" test "$status" -eq 1
check "validate prints tokens.json:L:C: error:" contains '^tokens\.json:[0-9]+:[0-9]+: error: \[contrast\.wcag2\]'
check "validate suggests a color" contains 'use #[0-9a-f]{6} '

# The fix a user makes: put the suggested color on the line the error points at.
line=$(sed -nE 's/^tokens\.json:([0-9]+):[0-9]+: error: \[contrast\.wcag2\].*/\1/p' <<<"$out" | head -1)
hex=$(sed -nE 's/.*use #([0-9a-f]{6}) .*/\1/p' <<<"$out" | head -1)
components=$(printf '%d %d %d' "0x${hex:0:2}" "0x${hex:2:2}" "0x${hex:4:2}" | awk '{ printf "%.4f, %.4f, %.4f", $1/255, $2/255, $3/255 }')
sed -i.bak -E "${line}s/\"\\\$value\": \"[^\"]*\"/\"\$value\": { \"colorSpace\": \"srgb\", \"components\": [${components}], \"hex\": \"#${hex}\" }/" tokens.json
check "the error's line now holds #$hex" grep -q "#$hex" <(sed -n "${line}p" tokens.json)
run validate
check "validate after the fix exits 0" test "$status" -eq 0
check "validate reports 0 errors" contains '0 errors'

run generate
check "generate exits 0" test "$status" -eq 0
check "generate reports what it wrote" contains '^wrote [0-9]+ files to Generated'
check "generate writes Swift and CSS" test -f Generated/CSS/prism-tokens.css -a -n "$(ls Generated/Swift 2>/dev/null)"

"$tool" generate --watch >watch.log 2>&1 &
watcher=$!
wait_for() { # wait_for PATTERN: up to 60 s for watch.log to match
    for _ in $(seq 1 600); do
        grep -qE -- "$1" watch.log && return 0
        sleep 0.1
    done
    return 1
}
check "generate --watch starts watching" wait_for '^watching '
sed -i.bak 's/"hex": "#f2f5f7"/"hex": "#eef1f4"/; s/"components": \[0.95, 0.96, 0.97\]/"components": [0.933, 0.945, 0.957]/' tokens.json
check "an edit is seen" wait_for '^changed: tokens\.json'
check "the edit rewrites the generated files" wait_for '^wrote Generated/'
check "the rewritten CSS holds the new color" grep -q 'eef1f4' Generated/CSS/prism-tokens.css
kill -TERM "$watcher"
wait "$watcher"
check "SIGTERM stops the watch with status 0" test "$?" -eq 0
watcher=""

run bundle
check "bundle exits 0" test "$status" -eq 0
check "bundle reports what it wrote" contains 'wrote|bundle'
run report
check "report exits 0" test "$status" -eq 0
check "report writes report.html" test -s report.html
check "report summarizes themes and pairs" contains 'wrote .*report\.html: 2 themes, [0-9]+ pairs, 0 errors'

if [ "$failures" -gt 0 ]; then
    echo "usability: $failures check(s) FAILED" >&2
    exit 1
fi
echo "usability: all checks passed"
