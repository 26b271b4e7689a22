#!/usr/bin/env bash
# Builds the documentation of PrismTokens and PrismAccessibility as static websites with the
# toolchain's DocC: the articles in Sources/<Module>/<Module>.docc plus the symbol documentation of
# every public API, extracted from the debug build's modules. Warnings are errors, and a public
# symbol without a doc comment fails the run (Scripts/doc-coverage.py).
#
#   Scripts/docs.sh [OUTPUT]     OUTPUT defaults to .docc-build; open OUTPUT/<Module>/index.html
#                                through a web server (python3 -m http.server -d OUTPUT)
#
# Environment: DOCC (the docc binary; default: the one beside `swift`), DOCS_BASE_PATH (the path
# the site is served under, default: none).
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.docc-build}
modules=(PrismTokens PrismAccessibility)
docc=${DOCC:-$(dirname "$(readlink -f "$(command -v swift)")")/docc}
[ -x "$docc" ] || docc=$(command -v docc) || { echo "error: no docc beside swift; set DOCC=/path/to/docc" >&2; exit 2; }

echo "==> symbol graphs (swift package dump-symbol-graph, reusing the debug build)"
graphs=$(swift package dump-symbol-graph --minimum-access-level public 2>&1 | tee -a /dev/stderr | sed -n 's/^Files written to //p' | tail -n 1)
[ -d "$graphs" ] || { echo "error: swift package dump-symbol-graph wrote no symbol graphs" >&2; exit 2; }

echo "==> public symbols without a doc comment"
python3 Scripts/doc-coverage.py "$graphs" "${modules[@]}"

work=$(mktemp -d "${TMPDIR:-/tmp}/prism-docs.XXXXXX")
trap 'rm -rf "$work"' EXIT
rm -rf "$output"
mkdir -p "$output"
for module in "${modules[@]}"; do
    echo "==> $module"
    mkdir -p "$work/$module/graphs"
    cp "$graphs/$module.symbols.json" "$work/$module/graphs/"
    cp "$graphs/$module"@*.symbols.json "$work/$module/graphs/" 2>/dev/null || true
    # The catalog plus the pictures it shows, which live once, in docs/ (the README shows them too).
    cp -R "Sources/$module/$module.docc" "$work/$module/$module.docc"
    if [ "$module" = PrismTokens ]; then
        mkdir -p "$work/$module/$module.docc/Resources"
        cp docs/report-light.png docs/report-dark.png "$work/$module/$module.docc/Resources/"
    fi
    args=(convert "$work/$module/$module.docc"
          --additional-symbol-graph-dir "$work/$module/graphs"
          --fallback-display-name "$module" --fallback-bundle-identifier "org.prismtokens.$module"
          --output-path "$output/$module" --transform-for-static-hosting --warnings-as-errors)
    [ -n "${DOCS_BASE_PATH:-}" ] && args+=(--hosting-base-path "$DOCS_BASE_PATH/$module")
    "$docc" "${args[@]}"
done
echo "documentation written to $output/{$(IFS=,; echo "${modules[*]}")}; serve it with: python3 -m http.server -d $output"
