#!/usr/bin/env bash
# Copies the test data that comes from elsewhere into Tests/Fixtures, so a clone of the repository
# alone can run every test that needs only data:
#
#   Tests/Fixtures/corpus/<source>/   the token and resolver files (.json, .jsonc, .json5) of each
#                                     real-world source, with its LICENSE and SOURCE.md (origin, commit)
#   Tests/Fixtures/vectors/           the color-science reference values (numbers)
#
# Left out on purpose, because they are other projects' prose or code rather than data: each
# source's `expected/` outputs (CSS, Swift, Xcode color sets built by other tools), JSON Schemas,
# READMEs, and the Mustache spec. Tests over those read the shared folder when it is present and
# are skipped, with one printed line, when it is not (see Tests/Fixtures/README.md).
# One exception: sd-transforms' expected CSS (MIT, like its tokens; `expected/*.css` and the
# manifest saying which test built each) is vendored, because the browser suite measures our CSS
# against it (Tests/Browser/studio_css_test.py) and a clone alone must run that suite.
#
#   Scripts/vendor-fixtures.sh [SHARED]    SHARED defaults to ../shared beside the repository
set -euo pipefail
cd "$(dirname "$0")/.."
shared=${1:-../shared}
[[ -d $shared/corpus && -f $shared/vectors/color-science.json ]] || { echo "error: no corpus and vectors under $shared; pass the shared folder as the first argument" >&2; exit 2; }

rm -rf Tests/Fixtures/corpus Tests/Fixtures/vectors
mkdir -p Tests/Fixtures/corpus Tests/Fixtures/vectors
cp "$shared/vectors/color-science.json" Tests/Fixtures/vectors/

for source in "$shared"/corpus/*/; do
    name=$(basename "$source")
    target=Tests/Fixtures/corpus/$name
    mkdir -p "$target"
    cp "$source"/SOURCE.md "$target"/
    for license in "$source"/LICENSE*; do cp "$license" "$target"/; done
    (cd "$source" && find . -type f \( -name '*.json' -o -name '*.jsonc' -o -name '*.json5' \) \
        ! -path '*/expected/*' ! -path '*/schemas/*' ! -name '*.schema.json' -print0) |
    while IFS= read -r -d '' file; do
        mkdir -p "$target/$(dirname "$file")"
        cp "$source/$file" "$target/$file"
    done
done
studio=$shared/corpus/tokens-studio-sd-transforms/expected
if [[ -d $studio ]]; then
    mkdir -p Tests/Fixtures/corpus/tokens-studio-sd-transforms/expected
    cp "$studio"/*.css "$studio"/manifest.json Tests/Fixtures/corpus/tokens-studio-sd-transforms/expected/
fi
chmod -R u+w Tests/Fixtures/corpus Tests/Fixtures/vectors
echo "vendored $(find Tests/Fixtures/corpus -type f \( -name '*.json' -o -name '*.jsonc' -o -name '*.json5' \) | wc -l) token files of $(ls Tests/Fixtures/corpus | wc -l) sources and the color-science vectors"
