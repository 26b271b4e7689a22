#!/usr/bin/env bash
# The ANSI palette in a real terminal: tmux runs the generated scripts and the compiled Swift
# palette, and capture-pane -e reads back what the terminal drew, escapes included.
#
#   bash Tests/Terminal/run.sh
#
# Installs tmux with apt-get when it is missing, builds prism-tokens, generates the ANSI outputs
# of Tests/Fixtures/tokens/terminal.resolver.json into a temporary folder, and checks that:
# - prism-colors.sh and the Swift palette color every role with the fixture's exact truecolor
#   sequences when COLORTERM=truecolor, with the 256- and 16-color fallbacks otherwise, and with
#   nothing at all under NO_COLOR=1 or when the output is not a terminal;
# - set-palette-<theme>.sh changes the colors tmux reports for the pane (OSC 10/11/4 queries),
#   sends the tmux passthrough copy, and leaves no garbage on screen; reset-palette.sh undoes it.
# Ends with 'N passed, M failed' and exits non-zero when anything failed.
# KEEP_WORK=1 keeps the temporary folder (generated files, tmux replies) for a look afterwards.
set -u

ROOT=$(cd "$(dirname "$0")/../.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/prism-terminal-test.XXXXXX")
SOCKET="$WORK/tmux.sock"
PASSED=0
FAILED=0

cleanup() {
    if [ -S "$SOCKET" ]; then tmux -S "$SOCKET" kill-server >/dev/null 2>&1; fi
    [ -n "${KEEP_WORK-}" ] || rm -rf "$WORK"
}
trap cleanup EXIT

pass() { PASSED=$((PASSED + 1)); echo "ok - $1"; }
fail() { FAILED=$((FAILED + 1)); echo "FAIL - $1"; [ $# -lt 2 ] || printf '%s\n' "$2" | sed 's/\x1b/\\e/g; s/\x07/\\a/g; s/^/    /'; }
# check NAME HAYSTACK NEEDLE: passes when HAYSTACK contains NEEDLE (both as bytes).
check_contains() { if [[ "$2" == *"$3"* ]]; then pass "$1"; else fail "$1 (expected $(printf '%s' "$3" | sed 's/\x1b/\\e/g; s/\x07/\\a/g'))" "$2"; fi; }
check_lacks() { if [[ "$2" != *"$3"* ]]; then pass "$1"; else fail "$1 (unexpected $(printf '%s' "$3" | sed 's/\x1b/\\e/g; s/\x07/\\a/g'))" "$2"; fi; }
die() { echo "error: $1" >&2; echo "$PASSED passed, $((FAILED + 1)) failed"; exit 1; }

# --- Setup: tmux, prism-tokens, the generated files, the compiled Swift palette -----------------
if ! command -v tmux >/dev/null 2>&1; then
    echo "installing tmux with apt-get"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux; } >/dev/null 2>&1 || die "tmux is missing and apt-get could not install it"
fi
(cd "$ROOT" && swift build --product prism-tokens >"$WORK/build.log" 2>&1) || { cat "$WORK/build.log" >&2; die "swift build failed"; }
BIN=$(cd "$ROOT" && swift build --show-bin-path)
OUT="$WORK/out"
"$BIN/prism-tokens" generate "$ROOT/Tests/Fixtures/tokens/terminal.resolver.json" --out "$OUT" --platform ansi >"$WORK/generate.log" 2>&1 \
    || { cat "$WORK/generate.log" >&2; die "prism-tokens generate failed"; }

cat >"$WORK/main.swift" <<'EOF'
// Prints the level detected for standard output, then every role of a theme styled for it.
let support = PrismTerminalColorSupport.standardOutput
let palette = PrismTerminalPalette.named(CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "") ?? .defaultPalette
print("level=\(support)")
print(PrismTerminalRole.allCases.map { palette[$0].style($0.rawValue, for: support) }.joined(separator: " "))
EOF
swiftc -swift-version 6 "$OUT/Swift/PrismTerminalPalette.swift" "$WORK/main.swift" -o "$WORK/palette" >"$WORK/swiftc.log" 2>&1 \
    || { cat "$WORK/swiftc.log" >&2; die "the generated Swift palette does not compile"; }

# Asks the terminal for its foreground, background and slot 1 colors (OSC 10, 11, 4 queries) and
# writes the raw replies to $1.
cat >"$WORK/query.sh" <<'EOF'
saved=$(stty -g)
stty raw -echo min 0 time 10
printf '\033]10;?\007\033]11;?\007\033]4;1;?\007'
dd bs=1 count=300 2>/dev/null >"$1"
stty "$saved"
EOF

# The pane runs a plain sh with a clean environment (only what each command sets itself).
cat >"$WORK/pane-shell.sh" <<EOF
exec env -i PATH='$PATH' HOME='$WORK' TMUX="\$TMUX" TMUX_PANE="\$TMUX_PANE" PS1='$ ' sh
EOF
tmux -S "$SOCKET" -f /dev/null new-session -d -x 120 -y 40 -s prism "sh '$WORK/pane-shell.sh'" || die "tmux could not start a session"
tmux -S "$SOCKET" set-option -g history-limit 5000 >/dev/null

STEP=0
# run_in_pane COMMAND: types COMMAND into the pane, waits until it has finished, and sets OUTPUT
# to what it drew (capture-pane -e: escapes included), between two markers the shell prints.
run_in_pane() {
    STEP=$((STEP + 1))
    tmux -S "$SOCKET" send-keys -t prism "clear; printf 'BEGIN-%s\\n' $STEP; $1; printf 'END-%s\\n' $STEP" Enter
    local waited=0
    while ! tmux -S "$SOCKET" capture-pane -p -t prism | grep -qx "END-$STEP"; do
        sleep 0.1
        waited=$((waited + 1))
        if [ $waited -ge 300 ]; then fail "step $STEP did not finish: $1" "$(tmux -S "$SOCKET" capture-pane -p -t prism)"; OUTPUT=; return; fi
    done
    OUTPUT=$(tmux -S "$SOCKET" capture-pane -p -e -t prism | sed -n "/^BEGIN-$STEP\$/,/END-$STEP/p" | sed '1d;$d')
}

e=$'\033'
COLORS="$OUT/ANSI/prism-colors.sh"
SHOW='printf "%serror%s %swarning%s %ssuccess%s %sinfo%s %smuted%s\n" "$PRISM_ERROR" "$PRISM_RESET" "$PRISM_WARNING" "$PRISM_RESET" "$PRISM_SUCCESS" "$PRISM_RESET" "$PRISM_INFO" "$PRISM_RESET" "$PRISM_MUTED" "$PRISM_RESET"'

# --- prism-colors.sh ----------------------------------------------------------------------------
run_in_pane "TERM=xterm-256color COLORTERM=truecolor sh -c '. \"$COLORS\"; echo level=\$PRISM_COLOR_LEVEL; $SHOW'"
check_contains "prism-colors.sh detects truecolor on a terminal with COLORTERM=truecolor" "$OUTPUT" "level=truecolor"
for expected in "38;2;180;35;24merror" "38;2;138;90;0mwarning" "38;2;26;127;55msuccess" "38;2;10;88;202minfo" "38;2;101;109;118mmuted"; do
    check_contains "prism-colors.sh draws ${expected#*m} in the light theme's truecolor" "$OUTPUT" "$e[$expected"
done

run_in_pane "TERM=xterm-256color COLORTERM=truecolor PRISM_THEME=dark sh -c '. \"$COLORS\"; $SHOW'"
check_contains "prism-colors.sh draws the dark theme's error (#ff7b72)" "$OUTPUT" "$e[38;2;255;123;114merror"

run_in_pane "TERM=xterm-256color sh -c '. \"$COLORS\"; echo level=\$PRISM_COLOR_LEVEL; $SHOW'"
check_contains "prism-colors.sh detects 256 colors from TERM=xterm-256color" "$OUTPUT" "level=256"
check_contains "prism-colors.sh falls back to the nearest 256-color entry" "$OUTPUT" "$e[38;5;124merror"

run_in_pane "TERM=xterm sh -c '. \"$COLORS\"; echo level=\$PRISM_COLOR_LEVEL; $SHOW'"
check_contains "prism-colors.sh detects 16 colors from TERM=xterm" "$OUTPUT" "level=16"
check_contains "prism-colors.sh uses error's own slot (1) with 16 colors" "$OUTPUT" "$e[31merror"
check_contains "prism-colors.sh uses the nearest xterm color for muted, which has no slot" "$OUTPUT" "$e[90mmuted"

run_in_pane "NO_COLOR=1 TERM=xterm-256color COLORTERM=truecolor sh -c '. \"$COLORS\"; echo level=\$PRISM_COLOR_LEVEL; $SHOW'"
check_contains "prism-colors.sh detects no color with NO_COLOR=1" "$OUTPUT" "level=none"
check_contains "prism-colors.sh prints the roles plainly with NO_COLOR=1" "$OUTPUT" "error warning success info muted"
check_lacks "nothing is colored with NO_COLOR=1" "$OUTPUT" "$e["

run_in_pane "TERM=xterm-256color COLORTERM=truecolor sh -c '. \"$COLORS\"; $SHOW' | cat"
check_lacks "prism-colors.sh adds no color when its output is a pipe" "$OUTPUT" "$e["

# --- The compiled Swift palette ------------------------------------------------------------------
run_in_pane "TERM=xterm-256color COLORTERM=truecolor '$WORK/palette' light"
check_contains "the Swift palette detects truecolor on the terminal" "$OUTPUT" "level=truecolor"
check_contains "the Swift palette draws error in truecolor" "$OUTPUT" "$e[38;2;180;35;24merror"
check_contains "the Swift palette draws muted in truecolor" "$OUTPUT" "$e[38;2;101;109;118mmuted"

run_in_pane "TERM=xterm-256color '$WORK/palette' dark"
check_contains "the Swift palette falls back to 256 colors" "$OUTPUT" "$e[38;5;210merror"

run_in_pane "NO_COLOR=1 TERM=xterm-256color COLORTERM=truecolor '$WORK/palette' light"
check_contains "the Swift palette detects no color with NO_COLOR=1" "$OUTPUT" "level=none"
check_lacks "the Swift palette colors nothing with NO_COLOR=1" "$OUTPUT" "$e["

run_in_pane "TERM=xterm-256color COLORTERM=truecolor '$WORK/palette' light | cat"
check_lacks "the Swift palette colors nothing when its output is a pipe" "$OUTPUT" "$e["

# --- set-palette and reset-palette ----------------------------------------------------------------
tmux -S "$SOCKET" pipe-pane -o -t prism "cat >>'$WORK/raw.bin'"
run_in_pane "sh '$OUT/ANSI/set-palette-light.sh'; echo palette-set"
tmux -S "$SOCKET" pipe-pane -t prism
check_contains "set-palette-light.sh runs cleanly" "$OUTPUT" "palette-set"
screen=$(tmux -S "$SOCKET" capture-pane -p -t prism)
check_lacks "set-palette-light.sh leaves no OSC text on screen" "$screen" "rgb:"
check_lacks "set-palette-light.sh leaves no passthrough text on screen" "$screen" "tmux;"
raw=$(cat "$WORK/raw.bin" 2>/dev/null)
check_contains "set-palette-light.sh sets slot 1 (OSC 4)" "$raw" "$e]4;1;rgb:b4/23/18"$'\a'
check_contains "set-palette-light.sh wraps a copy in tmux passthrough for the outer terminal" "$raw" "${e}Ptmux;$e$e]11;rgb:ff/ff/ff"$'\a'"$e\\"

run_in_pane "sh '$WORK/query.sh' '$WORK/light.reply'"
reply=$(cat "$WORK/light.reply" 2>/dev/null)
check_contains "tmux reports the light foreground after set-palette (OSC 10)" "$reply" "10;rgb:1f1f/2323/2828"
check_contains "tmux reports the light background after set-palette (OSC 11)" "$reply" "11;rgb:ffff/ffff/ffff"
check_contains "tmux reports the light slot 1 after set-palette (OSC 4)" "$reply" "rgb:b4b4/2323/1818"

run_in_pane "sh '$OUT/ANSI/set-palette-dark.sh'; sh '$WORK/query.sh' '$WORK/dark.reply'"
reply=$(cat "$WORK/dark.reply" 2>/dev/null)
check_contains "tmux reports the dark background after set-palette-dark.sh" "$reply" "11;rgb:0d0d/1111/1717"
check_contains "tmux reports the dark slot 1 after set-palette-dark.sh" "$reply" "rgb:ffff/7b7b/7272"

run_in_pane "sh '$OUT/ANSI/reset-palette.sh'; echo palette-reset; sh '$WORK/query.sh' '$WORK/reset.reply'"
check_contains "reset-palette.sh runs cleanly" "$OUTPUT" "palette-reset"
reply=$(cat "$WORK/reset.reply" 2>/dev/null)
check_lacks "tmux no longer reports the theme's background after reset-palette.sh" "$reply" "rgb:0d0d/1111/1717"
check_lacks "tmux no longer reports the theme's slot 1 after reset-palette.sh" "$reply" "rgb:ffff/7b7b/7272"

echo "$PASSED passed, $FAILED failed"
[ "$FAILED" -eq 0 ]
