#!/usr/bin/env bash
# Benchmark: the time of a no-change `swift build` of the example consumer, with PrismTokensPlugin
# and without it (the same generated Swift committed into the target instead). Median of 7 runs.
#
#   bash bench/plugin-nochange.sh
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

median() { python3 -c "import statistics,sys; print('%.2f' % statistics.median(float(x) for x in sys.argv[1:]))" "$@"; }
time_nochange() { # folder
    local times=()
    for _ in 1 2 3 4 5 6 7; do
        local start=$EPOCHREALTIME
        (cd "$1" && swift build >/dev/null 2>&1)
        local end=$EPOCHREALTIME
        times+=("$(python3 -c "print($end - $start)")")
    done
    median "${times[@]}"
}

with="$scratch/with-plugin"
cp -R "$repo/Examples/PrismConsumer" "$with"
rm -rf "$with/.build"
sed -i "s|path: \"../..\"|path: \"$repo\"|" "$with/Package.swift"
(cd "$with" && swift build >/dev/null 2>&1)

without="$scratch/without-plugin"
mkdir -p "$without/Sources/PrismConsumer"
cp "$with/Sources/PrismConsumer/main.swift" "$without/Sources/PrismConsumer/"
"$repo/.build/debug/prism-tokens" generate "$with/tokens.json" --platform swift --out "$scratch/generated" >/dev/null 2>&1 \
    || (cd "$repo" && swift run -q prism-tokens generate "$with/tokens.json" --platform swift --out "$scratch/generated" >/dev/null 2>&1)
cp "$scratch/generated/Swift/"*.swift "$without/Sources/PrismConsumer/"
cat > "$without/Package.swift" <<'PKG'
// swift-tools-version:6.1
import PackageDescription
let package = Package(name: "PrismConsumer", targets: [.executableTarget(name: "PrismConsumer")])
PKG
(cd "$without" && swift build >/dev/null 2>&1)

echo "| no-change \`swift build\` of Examples/PrismConsumer | median of 7 |"
echo "|---|---|"
echo "| with PrismTokensPlugin (tool not run) | $(time_nochange "$with") s |"
echo "| without the plugin (generated Swift committed) | $(time_nochange "$without") s |"
