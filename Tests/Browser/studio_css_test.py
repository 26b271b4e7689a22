#!/usr/bin/env python3
"""Compares the CSS prism-tokens generates for sd-transforms' Tokens Studio test tokens with the
CSS sd-transforms' own tests expect, value by value, in headless Chromium.

The tokens and the expected CSS are vendored (Tests/Fixtures/corpus/tokens-studio-sd-transforms:
`tokens/`, and `expected/` with its manifest, MIT). Each expected file was built by one
sd-transforms test with its own options; OPTIONS below gives the prism-tokens flags that ask for
the same shape, so every file is compared with a build made the way its test made it.

For every `--name: value;` of an expected file (full files and excerpts alike) the custom property
with the same name — compared ignoring case, separators and the prefix (`sd`, `prism`) — is looked
up in the generated CSS. A `var(--sd-…)` in an expected value is replaced by the value that name
has in the expected files of the same source (or, if none does, by our property of that name).
Both values are applied to the first CSS property that accepts the expected value (color,
box-shadow, border, font, …) and their computed values compared, so `#0000004d` equals
`rgba(0, 0, 0, 0.3)`; values no property accepts (`innerShadow`) are compared as text.

Usage: studio_css_test.py --tool PRISM_TOKENS --corpus DIR --work DIR [--threshold 99] [--chromium PATH]
Prints one line per miss, the figures per file and in total; exits 1 below the threshold.
"""
import argparse, json, os, re, shutil, subprocess, sys

PROPS = ["color", "box-shadow", "border", "font", "background-image", "margin-left", "padding",
         "letter-spacing", "line-height", "opacity", "font-weight", "font-family"]

# The sd-transforms options behind each expected file (test/integration/<name>.test.ts at the
# commit SOURCE.md names) that change the shape of the CSS, and the flags that reproduce them.
# Files not listed were built with the `tokens-studio` transform group and no expand, which is
# what `generate` writes without flags.
EXPAND = ["--css-expand-composites"]
UNITLESS = ["--css-unitless-sizes"]
OPTIONS = {
    # cfg `expand: {typesMap}`: Style Dictionary expands every composite, shadows included.
    "expand-composition.02.css": EXPAND,
    "expand-composition.03.css": EXPAND,
    "expand-composition.04.css": EXPAND,
    # cfg `expand: true`.
    "cross-file-refs.01.css": EXPAND,
    # transform group 'custom/tokens-studio': the tokens-studio transforms without `ts/size/px`.
    "custom-group.01.css": UNITLESS,
    # transforms ['ts/resolveMath', 'name/kebab'] only: no `ts/size/px` either.
    "output-references.01.css": UNITLESS,
    "output-references.02.css": UNITLESS,
    "output-references.03.css": UNITLESS,
    "output-references.04.css": UNITLESS,
}

# Expected values that are not CSS values, so no output can equal them in a browser. They stay
# counted as misses; the reason is printed beside them.
NOT_CSS = {
    ("output-references.04.css", "--sd-transformed-reference-token"):
        "sd-transforms writes the unevaluated product `var(--sd-my-base-token) * 5` (outputReferences "
        "keeps the math); outside calc() it is invalid in every property. We write its value, 55.",
}


def variables(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    root = text.split("}")[0] if ":root" in text else text
    return [(m.group(1), m.group(2).strip()) for m in re.finditer(r"(--[\w-]+)\s*:\s*([^;]*);", root)]


def norm(name):
    key = re.sub(r"[^0-9a-z]", "", name.lower())
    for prefix in ("prism", "sd"):
        if key.startswith(prefix):
            return key[len(prefix):]
    return key


def source_of(entry):
    return entry["file"].split(".")[0]


def generate(tool, tokens, work, source, flags, cache):
    """The CSS text of one source built with `flags`, or None when generate refused (printed)."""
    key = (source, tuple(flags))
    if key in cache:
        return cache[key]
    if source == "cross-file-refs":
        # sd-transforms globs the three files; a Tokens Studio folder reads them in this order.
        path = os.path.join(work, "cross-file-refs")
        os.makedirs(path, exist_ok=True)
        names = sorted(f for f in os.listdir(tokens) if f.startswith("cross-file-refs-"))
        for name in names:
            shutil.copy(os.path.join(tokens, name), path)
        with open(os.path.join(path, "$metadata.json"), "w") as f:
            json.dump({"tokenSetOrder": [n[:-len(".json")] for n in names]}, f)
    else:
        path = os.path.join(tokens, source + ".tokens.json")
    out = os.path.join(work, "out-%s-%d" % (source, len(cache)))
    run = subprocess.run([tool, "generate", path, "--out", out, "--platform", "css", "--quiet"] + flags,
                         capture_output=True, text=True)
    css = None
    if run.returncode == 0:
        files = [f for f in os.listdir(os.path.join(out, "CSS")) if f.endswith(".css")]
        css = open(os.path.join(out, "CSS", files[0])).read() if files else None
    else:
        first = next((l for l in run.stderr.splitlines() if "error:" in l), run.stderr.strip()[:200])
        print("generate failed for %s %s: %s" % (source, " ".join(flags), first))
    cache[key] = css
    return css


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--tool", required=True)
    p.add_argument("--corpus", required=True, help="the tokens-studio-sd-transforms folder (tokens/, expected/)")
    p.add_argument("--work", required=True)
    p.add_argument("--threshold", type=float, default=99.0)
    p.add_argument("--chromium")
    a = p.parse_args()
    expected_dir = os.path.join(a.corpus, "expected")
    tokens = os.path.join(a.corpus, "tokens")
    manifest = [e for e in json.load(open(os.path.join(expected_dir, "manifest.json"))) if e["file"].endswith(".css")]
    os.makedirs(a.work, exist_ok=True)

    # What each sd name means in the expected files of its source, to read `var(--sd-…)` in them.
    meaning = {}
    for entry in manifest:
        for name, value in variables(open(os.path.join(expected_dir, entry["file"])).read()):
            meaning.setdefault((source_of(entry), norm(name)), value)

    from playwright.sync_api import sync_playwright
    exe = a.chromium or shutil.which("chromium") or "/usr/lib/chromium/chromium"
    cache = {}
    total = matched = found = 0
    per_file = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=["--no-sandbox"])
        page = browser.new_page()
        for entry in manifest:
            source = source_of(entry)
            flags = OPTIONS.get(entry["file"], [])
            ours_css = generate(a.tool, tokens, a.work, source, flags, cache) or ""
            expected = variables(open(os.path.join(expected_dir, entry["file"])).read())
            ours = {norm(n): (n, v) for n, v in variables(ours_css)}
            page.set_content("<html><head><style id=s></style></head><body><div id=a></div><div id=b></div></body></html>")
            page.evaluate("css => document.getElementById('s').textContent = css", ours_css)
            file_total = file_match = 0
            for name, value in expected:
                total += 1; file_total += 1
                label = "%s %s%s" % (entry["file"], name, " [%s]" % " ".join(flags) if flags else "")
                hit = ours.get(norm(name))
                if hit is None:
                    print("missing  %s (%s)" % (label, value))
                    continue
                found += 1

                def resolve(m):
                    key = norm(m.group(1))
                    if (source, key) in meaning:
                        return meaning[(source, key)]
                    return "var(%s)" % ours[key][0] if key in ours else m.group(0)
                want = re.sub(r"var\(\s*(--[\w-]+)\s*\)", resolve, value)
                ok = page.evaluate("""([props, ourName, ourValue, expected]) => {
                    const a = document.getElementById('a'), b = document.getElementById('b');
                    for (const p of props) {
                        if (!CSS.supports(p, expected)) continue;
                        a.removeAttribute('style'); b.removeAttribute('style');
                        a.style.setProperty(p, 'var(' + ourName + ')'); b.style.setProperty(p, expected);
                        const x = getComputedStyle(a).getPropertyValue(p), y = getComputedStyle(b).getPropertyValue(p);
                        return [x === y, p, x, y];
                    }
                    const t = s => s.toLowerCase().replace(/\\s+/g, ' ').trim();
                    return [t(ourValue) === t(expected), 'text', ourValue, expected];
                }""", [PROPS, hit[0], hit[1], want])
                if ok[0]:
                    matched += 1; file_match += 1
                else:
                    print("mismatch %s [%s] ours %r, expected %r" % (label, ok[1], ok[2], ok[3]))
                    reason = NOT_CSS.get((entry["file"], name))
                    if reason:
                        print("         not a CSS value: %s" % reason)
            per_file.append((entry["file"], entry["kind"], file_match, file_total))
        browser.close()
    for f, kind, m, t in per_file:
        print("  %-36s %-7s %d/%d" % (f, kind, m, t))
    share = 100.0 * matched / total if total else 0
    print("Tokens Studio CSS vs sd-transforms expected: %d values, %d names found, %d equal in Chromium (%.1f%%; threshold %.0f%%)"
          % (total, found, matched, share, a.threshold))
    sys.exit(0 if share >= a.threshold else 1)


if __name__ == "__main__":
    main()
