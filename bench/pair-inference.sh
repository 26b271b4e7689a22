#!/usr/bin/env bash
# Times contrast-pair inference: `validate` on synthetic files whose colors are named the way
# design systems name them (text/background/border words, states, on-X, intents), with inference
# on and off (`contrast.infer: false`), so the difference is what inference costs.
#
# Each group of 8 colors: fg, bg, text.muted, text.danger, background.default, background.subtle,
# border.input, border.subtle. Prints wall and CPU seconds (user + sys, GNU time) and the pairs.
# Usage: bench/pair-inference.sh    Environment: SIZES (default "1000 10000 100000")
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=${SIZES:-1000 10000 100000}
source bench/lib.sh
build_tool
work=$(mktemp -d "${TMPDIR:-/tmp}/prism-pairs.XXXXXX")
trap 'rm -rf "$work"' EXIT

write() { # COUNT INFER FILE
    python3 - "$1" "$2" "$3" <<'PY'
import json, sys
count, infer, out = int(sys.argv[1]), sys.argv[2] == "on", sys.argv[3]
c = lambda v: {"$value": {"colorSpace": "srgb", "components": [v, v, v]}}
doc = {"$type": "color"}
if not infer:
    doc["$extensions"] = {"com.byescaleira.prism": {"contrast": {"infer": False}}}
for i in range(count // 8):
    doc[f"c{i}"] = {"fg": c(0.1), "bg": c(1.0), "text": {"muted": c(0.35), "danger": c(0.3)},
                    "background": {"default": c(1.0), "subtle": c(0.96)},
                    "border": {"input": c(0.45), "subtle": c(0.9)}}
json.dump(doc, open(out, "w"))
PY
}

printf '| colors | inference | wall s | CPU s | pairs checked |\n|---:|---|---:|---:|---:|\n'
for size in $sizes; do
    for infer in off on; do
        file="$work/tokens-$size-$infer.json"
        write "$size" "$infer" "$file"
        start=$(date +%s.%N)
        /usr/bin/time -f '%U %S' -o "$work/time" "$tool" validate "$file" > "$work/out" 2>&1 || true
        end=$(date +%s.%N)
        read -r user sys < "$work/time"
        pairs=$("$tool" validate "$file" --format json | python3 -c 'import json,sys; print(json.load(sys.stdin)["summary"]["pairsChecked"])')
        printf '| %s | %s | %.2f | %.2f | %s |\n' "$size" "$infer" "$(echo "$end - $start" | bc)" "$(echo "$user + $sys" | bc)" "$pairs"
    done
done
