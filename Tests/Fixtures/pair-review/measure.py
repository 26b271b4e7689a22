#!/usr/bin/env python3
"""Pair-inference figures for the corpus systems: pairs per theme, per strategy, failures.

Usage: measure.py PRISM_TOKENS_BINARY CORPUS_DIR [--list SYSTEM]
Prints one block per system; --list prints every inferred pair of one system's first theme.
"""
import json, subprocess, sys, collections

SYSTEMS = ["adobe-spectrum", "figma-sds", "ibm-carbon", "microsoft-fluent", "shopify-polaris"]

def run(binary, path):
    out = subprocess.run([binary, "validate", path, "--format", "json"], capture_output=True, text=True)
    return json.loads(out.stdout)

def main():
    binary, corpus = sys.argv[1], sys.argv[2]
    listing = sys.argv[4] if len(sys.argv) > 4 and sys.argv[3] == "--list" else None
    for system in SYSTEMS:
        if listing and system != listing: continue
        report = run(binary, f"{corpus}/terrazzo-dtcg-examples/{system}.resolver.json")
        pairs = report.get("pairs", [])
        themes = collections.OrderedDict()
        for p in pairs: themes.setdefault(p["theme"], []).append(p)
        if listing:
            first = next(iter(themes.values()), [])
            for p in sorted(first, key=lambda p: (p["strategy"], p["foreground"], p["background"])):
                print(f'{p["strategy"]:13} {p["confidence"]:6} {"ok  " if p["passes"] else "FAIL"} {p["ratio"]:6.2f} {p["level"]:8} {p["foreground"]}  on  {p["background"]}')
            continue
        s = report["summary"]
        print(f"== {system}: {s['tokens']} tokens, {s['themes']} themes, {s['pairsChecked']} checks, {s['errors']} errors, {s['warnings']} warnings")
        for theme, items in themes.items():
            fails = [p for p in items if not p["passes"]]
            by = collections.Counter(p["strategy"] for p in items)
            print(f"   {theme}: {len(items)} pairs, {len(fails)} failing ({100*len(fails)/max(1,len(items)):.1f}%)  " + ", ".join(f"{k} {v}" for k, v in sorted(by.items())))
        nopairs = [d for d in report["diagnostics"] if d["rule"] == "contrast.no-pairs"]
        for d in nopairs: print("   no-pairs:", d["theme"], d["message"][:100])

main()
