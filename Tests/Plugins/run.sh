#!/usr/bin/env bash
# End-to-end test of the SwiftPM plugins in a scratch copy of Examples/PrismConsumer:
#   1. `swift package --allow-writing-to-package-directory generate-tokens` writes Generated/ from the consumer's tokens;
#   2. the consumer builds (build plugin) and runs;
#   3. a planted contrast failure on a known line fails `swift build` with `tokens.json:LINE:COL: error:`;
#   4. a baseline recorded with `validate --write-baseline` beside the tokens lets that build pass;
#   5. restoring the file makes the build pass again; a no-change rebuild does not run the tool and
#      is timed (reported, not asserted);
#   6. with "lint": true in the tokens' Prism extension, the build also lints the target: drift in
#      its Swift shows as `File.swift:LINE:COL: warning: [drift.spacing]` and the build still passes;
#   7. the command plugin refuses to write Swift into the build-plugin target, with its explanation;
#      the build plugin prints one summary line, not one per file.
set -uo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
passed=0; failed=0
check() { # name, command...
    local name="$1"; shift
    if "$@"; then passed=$((passed + 1)); echo "ok - $name"; else failed=$((failed + 1)); echo "FAILED - $name"; fi
}

cp -R "$repo/Examples/PrismConsumer" "$scratch/consumer"
rm -rf "$scratch/consumer/.build" "$scratch/consumer/Generated"
cd "$scratch/consumer"
sed -i "s|path: \"../..\"|path: \"$repo\"|" Package.swift

swift package --allow-writing-to-package-directory generate-tokens > "$scratch/generate.log" 2>&1
check "generate-tokens exits 0" test $? -eq 0
check "generate-tokens wrote Generated/Swift" test -s Generated/Swift/PrismTokens.swift
check "generate-tokens wrote Generated/CSS" test -s Generated/CSS/prism-tokens.css
check "Generated/ came from the consumer's tokens" grep -q "skyBlue\|sky-blue" -r Generated

rm -rf Generated
swift package --allow-writing-to-package-directory generate-tokens --platform css > "$scratch/generate-css.log" 2>&1
check "--platform css passes through" test -s Generated/CSS/prism-tokens.css -a ! -e Generated/Swift/PrismTokens.swift
rm -rf Generated

# The consumer's target applies the build plugin: writing its Swift into that target's folder is
# refused with the explanation (SwiftPM would fail with "multiple producers"); nothing is written.
swift package --allow-writing-to-package-directory generate-tokens --out Sources/PrismConsumer/Generated > "$scratch/conflict.log" 2>&1
check "generate-tokens into a build-plugin target exits non-zero" test $? -ne 0
check "the refusal names the target and the build plugin" grep -q "refusing to write generated Swift into Sources/PrismConsumer/Generated: target PrismConsumer also applies the PrismTokensPlugin build plugin" "$scratch/conflict.log"
check "the refusal says what to do instead" grep -q "remove the build plugin from it, or write somewhere else with --out DIR" "$scratch/conflict.log"
check "nothing was written into the target" test ! -e Sources/PrismConsumer/Generated
swift package --allow-writing-to-package-directory generate-tokens --platform css --out Sources/PrismConsumer/Generated > "$scratch/conflict-css.log" 2>&1
check "other platforms into that target are allowed" test -s Sources/PrismConsumer/Generated/CSS/prism-tokens.css
rm -rf Sources/PrismConsumer/Generated

swift build > "$scratch/build.log" 2>&1
check "consumer builds with the build plugin" test $? -eq 0
check "the build plugin prints one summary line, not one per file" bash -c "[ \"\$(grep -c 'wrote ' '$scratch/build.log')\" -eq 1 ] && grep -q 'wrote 5 files to ' '$scratch/build.log'"
# The first build after a clean one: SwiftPM relinks the prism-tokens tool once (it builds plugin
# tools in a pass of their own first) and so runs the build command once more; the tool then
# writes nothing, and nothing of the consumer is recompiled.
swift build > "$scratch/first-nochange.log" 2>&1
check "the first no-change build recompiles nothing of the consumer" bash -c "! grep -q 'Compiling PrismConsumer' '$scratch/first-nochange.log'"
check "if the tool runs again it rewrites no file" bash -c "! grep -q 'Validating' '$scratch/first-nochange.log' || grep -q 'wrote 0 files' '$scratch/first-nochange.log'"
output="$(swift run --skip-build PrismConsumer 2>&1)"
echo "$output" | sed 's/^/    /'
check "consumer runs and prints token values" grep -q "onBackground" <<<"$output"

cp tokens.json "$scratch/tokens.backup"
line="$(grep -n '"onBackground": { "$value": "{palette.ink}" }' tokens.json | head -1 | cut -d: -f1)"
sed -i "${line}s|{palette.ink}|{palette.mist}|" tokens.json
swift build > "$scratch/failing.log" 2>&1
status=$?
check "planted contrast failure fails the build" test $status -ne 0
check "build prints tokens.json:$line:COL: error:" grep -Eq "tokens\.json:$line:[0-9]+: error: \[contrast.wcag2\]" "$scratch/failing.log"
grep -E "tokens\.json:[0-9]+:[0-9]+: error:" "$scratch/failing.log" | sed 's/^/    /'

tool="$(find .build -type f -perm -u+x \( -name prism-tokens -o -name prism-tokens-tool \) | head -1)"
"$tool" validate tokens.json --write-baseline tokens.baseline.json > "$scratch/baseline.log" 2>&1
check "validate --write-baseline records the planted failure" grep -q '"rule":"contrast.wcag2"' tokens.baseline.json
swift build > "$scratch/baselined.log" 2>&1
check "tokens.baseline.json beside the tokens lets the build pass" test $? -eq 0
rm -f tokens.baseline.json

cp "$scratch/tokens.backup" tokens.json
swift build > "$scratch/restored.log" 2>&1
check "restored tokens build again" test $? -eq 0

start=$EPOCHREALTIME
swift build > "$scratch/nochange.log" 2>&1
end=$EPOCHREALTIME
check "no-change rebuild does not run the tool" bash -c "! grep -q 'Validating and generating' '$scratch/nochange.log'"
python3 -c "print('    no-change rebuild: %.2f s' % ($end - $start))"

# 6. Lint in the build plugin (opt-in).
cp "$scratch/tokens.backup" tokens.json
python3 - <<'PY'
import json
path = "tokens.json"
document = json.load(open(path))
first = next(iter(document["sets"].values()))
first.setdefault("$extensions", {}).setdefault("com.byescaleira.prism", {})["lint"] = True
json.dump(document, open(path, "w"), indent=2)
PY
cat > Sources/PrismConsumer/Drift.swift <<'SWIFT'
struct Box { func padding(_ value: Double) -> Box { self } }
let driftedBox = Box().padding(16)
SWIFT
swift build > "$scratch/lint.log" 2>&1
check "a build with lint enabled passes on warnings" test $? -eq 0
check "lint warnings point at the Swift line" grep -Eq "Drift\.swift:2:32: warning: \[drift\.spacing\]" "$scratch/lint.log"
grep -E "warning: \[drift" "$scratch/lint.log" | sed 's/^/    /'
swift build > "$scratch/lint-nochange.log" 2>&1
check "no-change rebuild does not lint again" bash -c "! grep -q 'Linting PrismConsumer' '$scratch/lint-nochange.log'"
rm -f Sources/PrismConsumer/Drift.swift
cp "$scratch/tokens.backup" tokens.json

if [ "$failed" -ne 0 ]; then
    for log in "$scratch"/*.log; do echo "--- $log"; tail -20 "$log"; done
fi
echo "plugins: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
