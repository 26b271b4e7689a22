#!/usr/bin/env python3
"""Lists the public symbols of PrismTokens and PrismAccessibility that have no doc comment.

Reads the symbol graphs that `swift package dump-symbol-graph --minimum-access-level public`
writes (Scripts/docs.sh runs it) and counts every public or open symbol declared in the sources;
members the compiler synthesizes (`hashValue`, `hash(into:)`, …) have no source location and are
not counted. Prints the coverage per module and each undocumented symbol as `file:line: name`.

  python3 Scripts/doc-coverage.py SYMBOLGRAPH_DIR [MODULE...]    exit 1 when a symbol lacks docs
"""
import glob
import json
import os
import sys


def main() -> int:
    if len(sys.argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    folder = sys.argv[1]
    modules = sys.argv[2:] or ["PrismTokens", "PrismAccessibility"]
    missing_total = 0
    for module in modules:
        paths = [p for p in glob.glob(os.path.join(folder, "*.symbols.json"))
                 if os.path.basename(p).split(".")[0].split("@")[0] == module]
        if not paths:
            print(f"error: no symbol graph for {module} in {folder}", file=sys.stderr)
            return 2
        seen = {}
        for path in paths:
            with open(path, encoding="utf-8") as f:
                graph = json.load(f)
            for symbol in graph["symbols"]:
                if symbol.get("accessLevel") not in ("public", "open") or "location" not in symbol:
                    continue
                seen[symbol["identifier"]["precise"]] = symbol
        missing = [s for s in seen.values() if not (s.get("docComment") or {}).get("lines")]
        documented = len(seen) - len(missing)
        print(f"{module}: {documented}/{len(seen)} public symbols documented")
        for symbol in sorted(missing, key=lambda s: (s["location"]["uri"], s["location"]["position"]["line"])):
            uri = symbol["location"]["uri"].removeprefix("file://")
            line = symbol["location"]["position"]["line"] + 1
            print(f"  {os.path.relpath(uri)}:{line}: {'.'.join(symbol['pathComponents'])}")
        missing_total += len(missing)
    return 1 if missing_total else 0


if __name__ == "__main__":
    sys.exit(main())
