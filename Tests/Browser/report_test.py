#!/usr/bin/env python3
"""Loads `prism-tokens report` HTML in a real headless Chromium and checks what a reviewer relies on.

For the planted-failure fixture: every diagnostic of `prism-tokens validate --format json` appears
in words in the page, failing pairs say "Fail" with an icon that has a text alternative, the
screenshot is not blank. For every report: `lang` and a title, exactly one h1 and no skipped heading
levels, every SVG/`role=img` element has a text alternative, the page's own text meets AA in light
and dark rendering (and the dark rendering really is dark), no horizontal overflow at 200% zoom
(a 640 px wide viewport), no scripts and no network requests. For the repo's tokens.json, every
theme has its section; with --screenshots DIR, full-page light and dark screenshots are saved.

Usage: report_test.py --tool PATH --report FIXTURE HTML [--report FIXTURE HTML]... [--failures FIXTURE]
                      [--all-themes FIXTURE] [--screenshots DIR]
Prints one line per failure and a closing line `N passed, M failed`; exits 1 on any failure.
"""

import argparse
import json
import os
import shutil
import struct
import subprocess
import sys
import zlib

passed = 0
failed = 0


def check(condition, message):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"FAIL: {message}")


def png_distinct_colors(data, limit=64):
    """The number of distinct RGB colors in a PNG (8-bit RGB/RGBA, non-interlaced), up to `limit`."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, idat, width, height, channels = 8, b"", 0, 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color_type = struct.unpack(">IIBB", chunk[:10])
            channels = {2: 3, 6: 4}[color_type]
            assert depth == 8
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    colors = set()
    offset = 0
    for _ in range(height):
        kind = raw[offset]
        line = bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else (b if pb <= pc else c))) & 255
        for x in range(0, stride, channels * 7):
            colors.add(bytes(line[x:x + 3]))
        if len(colors) >= limit:
            return len(colors)
        previous = line
    return len(colors)


def luminance(rgb):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted([luminance(a), luminance(b)], reverse=True)
    return (la + 0.05) / (lb + 0.05)


def parse_rgb(text):
    inside = text[text.index("(") + 1:text.index(")")].replace(",", " ").split()
    return [float(v) for v in inside[:3]]


def set_color_scheme(cdp, scheme):
    cdp.send("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def check_structure(page, cdp, label, requests):
    check(page.evaluate("document.documentElement.lang") == "en", f"{label}: <html lang> is not 'en'")
    check(bool(page.title().strip()), f"{label}: empty <title>")
    levels = page.evaluate("[...document.querySelectorAll('h1,h2,h3,h4,h5,h6')].map(h => +h.tagName[1])")
    check(levels.count(1) == 1 and levels[0] == 1, f"{label}: expected exactly one h1 first, got {levels[:5]}")
    skipped = [(a, b) for a, b in zip(levels, levels[1:]) if b > a + 1]
    check(not skipped, f"{label}: heading levels skip: {skipped[:3]}")
    unlabeled = page.evaluate("""[...document.querySelectorAll('svg, [role=img]')].filter(e =>
        e.getAttribute('aria-hidden') !== 'true' && !(e.getAttribute('aria-label') || '').trim() &&
        !(e.querySelector && e.querySelector('title'))).length""")
    check(unlabeled == 0, f"{label}: {unlabeled} images/SVGs without a text alternative")
    check(page.evaluate("document.scripts.length") == 0, f"{label}: the report contains scripts")
    external = [r for r in requests if not r.startswith(("file:", "data:", "about:"))]
    check(not external, f"{label}: network requests: {external[:3]}")
    for scheme in ["light", "dark"]:
        set_color_scheme(cdp, scheme)
        body = page.evaluate("(() => { const s = getComputedStyle(document.body); return [s.color, s.backgroundColor]; })()")
        fg, bg = parse_rgb(body[0]), parse_rgb(body[1])
        check(contrast(fg, bg) >= 4.5, f"{label}: body text {body[0]} on {body[1]} below AA in {scheme}")
        muted = page.evaluate("(() => { const e = document.querySelector('.muted'); return e ? getComputedStyle(e).color : null; })()")
        if muted:
            check(contrast(parse_rgb(muted), bg) >= 4.5, f"{label}: muted text {muted} below AA in {scheme}")
        if scheme == "dark":
            check(luminance(bg) < 0.05, f"{label}: dark rendering background {body[1]} is not dark")
    set_color_scheme(cdp, "light")
    page.set_viewport_size({"width": 640, "height": 900})
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    check(overflow <= 1, f"{label}: {overflow}px horizontal overflow at 200% zoom (640px viewport)")
    page.set_viewport_size({"width": 1280, "height": 900})


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tool", required=True)
    parser.add_argument("--report", nargs=2, action="append", metavar=("FIXTURE", "HTML"), required=True)
    parser.add_argument("--failures", help="the fixture whose findings must all appear")
    parser.add_argument("--all-themes", help="the fixture whose themes must all have sections")
    parser.add_argument("--screenshots", help="save light/dark screenshots of the --all-themes report here")
    parser.add_argument("--chromium")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright
    chromium = next(c for c in [args.chromium, os.environ.get("CHROMIUM"), "/usr/lib/chromium/chromium",
                                shutil.which("chromium")] if c and os.path.exists(c))
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        for fixture, html in args.report:
            label = os.path.basename(fixture)
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            page = context.new_page()
            requests = []
            page.on("request", lambda r: requests.append(r.url))
            cdp = context.new_cdp_session(page)
            page.goto("file://" + os.path.abspath(html))
            check_structure(page, cdp, label, requests)
            text = page.inner_text("body")
            shot = page.screenshot(full_page=False)
            check(png_distinct_colors(shot) >= 8, f"{label}: the screenshot is (nearly) blank")
            if args.failures and os.path.abspath(fixture) == os.path.abspath(args.failures):
                result = subprocess.run([args.tool, "validate", fixture, "--format", "json"], capture_output=True, text=True)
                diagnostics = json.loads(result.stdout)["diagnostics"]
                check(len(diagnostics) >= 5, f"{label}: expected planted failures, got {len(diagnostics)}")
                normalized = " ".join(text.split())
                for d in diagnostics:
                    check(" ".join(d["message"].split()) in normalized, f"{label}: finding not in the report: {d['message'][:80]}")
                    check(f"{os.path.basename(d['file'])}:{d['line']}:{d['column']}" in normalized, f"{label}: no file:line link for {d['rule']}")
                fails = page.evaluate("[...document.querySelectorAll('td.verdict')].filter(td => td.innerText.includes('Fail')).length")
                failing_pairs = len([d for d in diagnostics if d["rule"] == "contrast.wcag2"])
                check(fails == failing_pairs, f"{label}: {fails} pairs say Fail, expected {failing_pairs}")
                labelled = page.evaluate("[...document.querySelectorAll('td.verdict svg')].every(s => s.getAttribute('aria-label'))")
                check(labelled, f"{label}: a pass/fail icon has no text alternative")
                check("Suggested" in text, f"{label}: no suggested color shown for the failing pair")
            if args.all_themes and os.path.abspath(fixture) == os.path.abspath(args.all_themes):
                themes = json.loads(subprocess.run([args.tool, "validate", fixture, "--format", "json"], capture_output=True, text=True).stdout)["summary"]["themes"]
                sections = page.evaluate("[...document.querySelectorAll('h2')].filter(h => h.innerText.startsWith('Theme: ')).length")
                check(sections == themes and themes >= 4, f"{label}: {sections} theme sections for {themes} themes")
                if args.screenshots:
                    os.makedirs(args.screenshots, exist_ok=True)
                    for scheme in ["light", "dark"]:
                        set_color_scheme(cdp, scheme)
                        page.screenshot(path=os.path.join(args.screenshots, f"report-{scheme}.png"), clip={"x": 0, "y": 0, "width": 1280, "height": 1600}, full_page=True)
            context.close()
        browser.close()
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
