#!/usr/bin/env bash
# Rewrites the README's command table (between <!-- cli-table:begin --> and <!-- cli-table:end -->)
# from the commands' own definitions: `prism-tokens help --markdown-table`. CLIReferenceTests fails
# when README.md and the commands drift apart; run this script, then review and commit the diff.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product prism-tokens >&2
table=$(.build/debug/prism-tokens help --markdown-table)
TABLE="$table" python3 - <<'PY'
import os, re
path = "README.md"
text = open(path, encoding="utf-8").read()
begin, end = "<!-- cli-table:begin -->", "<!-- cli-table:end -->"
if begin not in text or end not in text:
    raise SystemExit(f"README.md has no {begin} … {end} markers")
head, rest = text.split(begin, 1)
_, tail = rest.split(end, 1)
open(path, "w", encoding="utf-8").write(head + begin + "\n" + os.environ["TABLE"] + "\n" + end + tail)
print("README.md: command table updated")
PY
