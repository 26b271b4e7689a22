#!/usr/bin/env python3
"""Compares the CSS prism-tokens generates for sd-transforms' Tokens Studio test tokens with the
CSS sd-transforms' own tests expect (shared/corpus/tokens-studio-sd-transforms/expected), value by
value, in headless Chromium.

For every `--name: value;` of an expected file (full files and excerpts alike, see its
manifest.json) the custom property with the same name — compared ignoring case, separators and
the prefix (`sd`, `prism`) — is looked up in the generated CSS. Both values are applied to the
first CSS property that accepts the expected value (color, box-shadow, border, font,
background-image, margin-left, padding, letter-spacing, line-height, opacity, font-weight,
font-family) and their computed values compared, so `#0000004d` equals `rgba(0, 0, 0, 0.3)`;
values no property accepts (`innerShadow`) are compared as text.

Usage: studio_css_test.py --expected DIR --css NAME=FILE... [--chromium PATH]
Prints one line per mismatch and the figures; exits 1 when fewer than 99% of values match.
"""
import argparse, json, os, re, shutil, sys

PROPS = ["color", "box-shadow", "border", "font", "background-image", "margin-left", "padding",
         "letter-spacing", "line-height", "opacity", "font-weight", "font-family"]


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


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--expected", required=True)
    p.add_argument("--css", action="append", default=[])
    p.add_argument("--chromium")
    a = p.parse_args()
    manifest = json.load(open(os.path.join(a.expected, "manifest.json")))
    generated = {}
    for item in a.css:
        name, path = item.split("=", 1)
        generated[name] = open(path).read() if os.path.exists(path) else None
    from playwright.sync_api import sync_playwright
    exe = a.chromium or shutil.which("chromium") or "/usr/lib/chromium/chromium"
    total = matched = found = 0
    refused = 0
    per_file = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=exe, args=["--no-sandbox"])
        page = browser.new_page()
        for entry in manifest:
            if not entry["file"].endswith(".css"):
                continue
            source = entry["file"].split(".")[0]
            ours_css = generated.get(source)
            expected = variables(open(os.path.join(a.expected, entry["file"])).read())
            if not ours_css:
                refused += len(expected)
            ours = {norm(n): (n, v) for n, v in variables(ours_css or "")}
            page.set_content("<html><head><style id=s></style></head><body><div id=a></div><div id=b></div></body></html>")
            page.evaluate("css => document.getElementById('s').textContent = css", ours_css or "")
            file_total = file_match = 0
            for name, value in expected:
                total += 1; file_total += 1
                hit = ours.get(norm(name))
                if hit is None:
                    print("missing  %s %s (%s)" % (entry["file"], name, value))
                    continue
                found += 1
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
                }""", [PROPS, hit[0], hit[1], value])
                if ok[0]:
                    matched += 1; file_match += 1
                else:
                    print("mismatch %s %s [%s] ours %r, expected %r" % (entry["file"], name, ok[1], ok[2], ok[3]))
            per_file.append((entry["file"], entry["kind"], file_match, file_total))
        browser.close()
    for f, kind, m, t in per_file:
        print("  %-36s %-7s %d/%d" % (f, kind, m, t))
    share = 100.0 * matched / total if total else 0
    print("Tokens Studio CSS vs sd-transforms expected: %d values, %d names found, %d equal in Chromium (%.1f%%)" % (total, found, matched, share))
    rest = total - refused
    if refused:
        print("  of which %d values are in sources whose CSS generate refused to write (see its error); on the other %d values: %d equal (%.1f%%)" % (refused, rest, matched, 100.0 * matched / rest if rest else 0))
    sys.exit(0 if share >= 99 else 1)


if __name__ == "__main__":
    main()
