#!/usr/bin/env python3
"""Compares our generated CSS with another tool's CSS for the same tokens, in headless Chromium.

For each case (a token source in the corpus and the stylesheet another tool built from it —
Terrazzo's `want.css`, Style Dictionary's snapshot), block by block: every rule of the other
tool's stylesheet (a theme selector, a media block, a color-gamut block) is matched to the theme
of ours it stands for; both stylesheets are loaded in Chromium with that block (and our theme)
active — attributes set on <html>, media features emulated through CDP (prefers-color-scheme,
color-gamut), the viewport widened for `(width >= 600px)` — and each custom property the block
declares is read from both with `getComputedStyle` and normalized by Chromium: colors converted
to sRGB channels (equal within 1/255), lengths and durations resolved to px and s, numbers,
shadows, fonts and transitions through the property they fit (numbers within 0.5%).

Figures per case: names present (the other tool's properties that ours declares, ≥ 95%) and
values equal (among those, ≥ 99%). Where the other tool's CSS contradicts the token source, the
property is left out of the figures and listed with the reason: we follow the source.

The expected CSS is another tool's output and stays in ../shared/corpus; the token sources are
located through `corpus_source()` (vendored copies under Tests/Fixtures/corpus first). Without
../shared the test prints one line saying so and passes.

Usage: compare_test.py --tool PATH/prism-tokens [--chromium PATH] [--work DIR] [--only NAME]
Prints a table, one line per failure, and a closing line `N passed, M failed`.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from css_test import Runner, Source, find_chromium, selector_action  # noqa: E402

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SHARED_CORPUS = os.path.join(os.path.dirname(REPO), "shared", "corpus")
VENDORED_CORPUS = os.path.join(REPO, "Tests", "Fixtures", "corpus")
VALUES_REQUIRED = 99.0
NAMES_REQUIRED = 95.0


def corpus_source(relative):
    """A token source of the corpus: the vendored copy in the repository when there is one, else
    ../shared/corpus. The one place that knows where token sources live."""
    for root in (VENDORED_CORPUS, SHARED_CORPUS):
        path = os.path.join(root, relative)
        if os.path.exists(path):
            return path
    return None


def expected_css(relative):
    """Another tool's CSS: only in ../shared/corpus (it is that tool's output, not ours to vendor)."""
    path = os.path.join(SHARED_CORPUS, relative)
    return path if os.path.exists(path) else None


TERRAZZO_EXAMPLES = "terrazzo-dtcg-examples/expected/terrazzo-plugin-css/"
FLUENT_SPREAD = ("Terrazzo writes these shadows (effects.elevation*, and the semantic card shadows that alias them) "
                 "with spread 0px, but the source gives each layer a spread (elevation4: 3.6px and 0.9px): ours follows the source")
HEX_FALLBACK = ("the source gives these out-of-sRGB stops a `hex` fallback (#051fcf, #00e089) for displays that cannot show "
                "them; Terrazzo ignores it and gamut-maps, ours writes the author's hex on an sRGB display")
KEYWORD = ("Terrazzo writes a CSS-wide keyword as the value (`inherit` for a font family), which a custom property "
           "cannot hold: it computes to nothing, and the font shorthand reading it is invalid; ours quotes it as a family name")
CARBON_SOURCE = ("carbon.want.css was built from dtcg-examples@1.1.3 on npm, not from the corpus copy (git HEAD): "
                 "its 1914 --icon-* tokens and its easing, transition, font-family and flat font-size tokens are not in "
                 "this source, and its colors are flat (`blue10Hover`) where the corpus nests them (`blueHover.10`). "
                 "Names are matched by their words; the name threshold cannot apply, the value threshold does")
UNDEFINED = "Terrazzo prints `undefinedundefined` for a letter spacing the source leaves out: ours writes the CSS initial value"

# name, source, expected CSS, generate options, modes of the other tool's `:root` (for modifiers
# whose default differs from the resolver's), property patterns the other tool gets wrong.
CASES = [
    dict(name="adobe-spectrum", group="terrazzo-dtcg-examples", source="terrazzo-dtcg-examples/adobe-spectrum.resolver.json",
         want=TERRAZZO_EXAMPLES + "ds-adobe-spectrum/spectrum.want.css", prefix="", root_modes={"light", "mobile"}),
    dict(name="figma-sds", group="terrazzo-dtcg-examples", source="terrazzo-dtcg-examples/figma-sds.resolver.json",
         want=TERRAZZO_EXAMPLES + "ds-figma-sds/sds.want.css", prefix=""),
    dict(name="ibm-carbon", group="terrazzo-dtcg-examples", source="terrazzo-dtcg-examples/ibm-carbon.resolver.json",
         want=TERRAZZO_EXAMPLES + "ds-ibm-carbon/carbon.want.css", prefix="", match_words=True, source_differs=CARBON_SOURCE),
    dict(name="microsoft-fluent", group="terrazzo-dtcg-examples", source="terrazzo-dtcg-examples/microsoft-fluent.resolver.json",
         want=TERRAZZO_EXAMPLES + "ds-microsoft-fluent/fluent.want.css", prefix="", root_modes={"default"},
         media_modes={"(prefers-color-scheme: dark)": "inverted"},
         wrong=[(r"^--(effects-elevation\d+|semantic-colors-[\w-]*shadow[\w-]*)$", FLUENT_SPREAD)]),
    dict(name="shopify-polaris", group="terrazzo-dtcg-examples", source="terrazzo-dtcg-examples/shopify-polaris.resolver.json",
         want=TERRAZZO_EXAMPLES + "ds-shopify-polaris/polaris.want.css", prefix=""),
] + [
    dict(name=fixture, group="terrazzo-fixtures", source="terrazzo-fixtures/plugin-css/%s/%s" % (fixture, source),
         want="terrazzo-fixtures/plugin-css/%s/expected/index.want.css" % fixture, prefix="ds", root_modes=root_modes,
         show=["--ds-color-hdr-blue"] if fixture == "type-color" else [],
         wrong=[(r"^--ds-gradient-blue-to-green$", HEX_FALLBACK, r"^type-gradient \[data-color-theme=\"light\"\]$")] if fixture == "type-gradient" else [])
    for fixture, source, root_modes in [
        ("type-boolean", "boolean.resolver.json", set()), ("type-border", "border.resolver.json", {"light"}),
        ("type-color", "color.resolver.json", set()), ("type-dimension", "dimension.resolver.json", {"mobile"}),
        ("type-gradient", "gradient.resolver.json", set()), ("type-shadow", "shadow.resolver.json", set()),
        ("type-string", "string.resolver.json", set()), ("type-transition", "transition.resolver.json", set()),
        ("type-typography", "typography.resolver.json", {"mobile"}),
        ("mode-type-border", "tokens.json", {"light"}), ("mode-type-color", "tokens.json", {"light"}),
        ("mode-type-shadow", "tokens.json", {"light"}), ("mode-type-transition", "tokens.json", {"light"}),
        ("mode-type-typography", "tokens.json", {"light", "mobile"}),
    ]
]
SD = "style-dictionary/__integration__/tokens/"
MATERIAL = "material-tokens/dsp/dist/styledictionary/properties/"
CASES += [
    # Style Dictionary's own snapshot (css/variables, no prefix); its source glob leaves out size/_padding.json.
    dict(name="style-dictionary", group="style-dictionary", files=[SD + f for f in (
        "color/background.json", "color/border.json", "color/brand.json", "color/core.json", "color/font.jsonc",
        "size/border.json", "size/font.json", "size/padding.json")] + ["style-dictionary/__integration__/inline-breakpoint-tokens.json"],
         want="style-dictionary/expected/__integration__/integration-css-css-variables.css", prefix=""),
    # Material's Style Dictionary build: its names leave out the first segment (`color.md_sys_…` → `--md-sys-…`)
    # and split digits from letters (`neutral90` → `neutral-90`).
    dict(name="material-tokens", group="material-tokens", files=[MATERIAL + f for f in ("colors.json", "fonts.json", "custom.json", "sizes.json")],
         want="material-tokens/expected/styledictionary/css/variables.css", prefix="", match_suffix=True),
]
# Systems whose figures must reach the thresholds (the others are measured and reported).
REQUIRED_GROUPS = {"terrazzo-dtcg-examples"}

PAGE = "<!doctype html><html><head><style id=tokens></style></head><body><div id=host></div></body></html>"

BLOCKS = """
() => {
  const blocks = [];
  const visit = (rules, media) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) { visit(rule.cssRules, media.concat([rule.conditionText || rule.media.mediaText])); continue; }
      if (rule instanceof CSSSupportsRule) { visit(rule.cssRules, media); continue; }
      if (rule.style && rule.selectorText !== undefined) {
        const names = [];
        for (let i = 0; i < rule.style.length; i++) if (rule.style[i].startsWith('--')) names.push(rule.style[i]);
        if (names.length) blocks.push({selector: rule.selectorText, media, names});
        if (rule.cssRules && rule.cssRules.length) visit(rule.cssRules, media);
      }
    }
  };
  visit(document.getElementById('tokens').sheet.cssRules, []);
  return blocks;
}
"""

# Reads custom properties on <html> and normalizes each through the property it fits, judged
# by the expected value (`kinds` come from the other tool's values, so both sides are read alike).
READ = r"""
({names, kinds}) => {
  const host = document.getElementById('host');
  const root = getComputedStyle(document.documentElement);
  const probe = document.createElement('div');
  host.replaceChildren(probe);
  const colorRE = /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)/g;
  const channels = (text) => {
    probe.style.color = '';
    probe.style.color = `color-mix(in srgb, ${text} 100%, transparent 0%)`;
    const c = getComputedStyle(probe).color;
    let m = c.match(/^color\(srgb ([^ ]+) ([^ ]+) ([^ /)]+)(?: \/ ([^)]+))?\)/);
    if (m) return [m[1], m[2], m[3], m[4] === undefined ? '1' : m[4]].map(x => x === 'none' ? 0 : parseFloat(x));
    m = c.match(/^rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)/);
    if (m) return [m[1] / 255, m[2] / 255, m[3] / 255, m[4] === undefined ? 1 : parseFloat(m[4])];
    return null;
  };
  const colorsIn = (text) => text.replace(colorRE, (c) => { const ch = channels(c); return ch ? `C(${ch.map(x => x.toFixed(5)).join(' ')})` : c; });
  const through = (property, value, longhands) => {
    probe.removeAttribute('style');
    probe.style.setProperty(property, value);
    if (probe.style.getPropertyValue(property) === '') return null;
    const style = getComputedStyle(probe);
    return longhands.map(l => colorsIn(style.getPropertyValue(l))).join(' | ');
  };
  const KINDS = {
    length: ['margin-left', ['margin-left']],
    duration: ['transition-duration', ['transition-duration']],
    easing: ['transition-timing-function', ['transition-timing-function']],
    weight: ['font-weight', ['font-weight']],
    shadow: ['box-shadow', ['box-shadow']],
    font: ['font', ['font-style', 'font-weight', 'font-size', 'line-height', 'font-family']],
    family: ['font-family', ['font-family']],
    transition: ['transition', ['transition-property', 'transition-duration', 'transition-timing-function', 'transition-delay']],
    border: ['border-left', ['border-left-width', 'border-left-style', 'border-left-color']],
    image: ['background-image', ['background-image']],
    style: ['border-left-style', ['border-left-style']],
  };
  // A list of gradient stops (Terrazzo's gradient tokens; our `-stops` members).
  const stops = (value) => through('background-image', `linear-gradient(90deg, ${value})`, ['background-image']);
  const out = [];
  names.forEach((name, i) => {
    const raw = root.getPropertyValue(name).trim();
    if (raw === '') { out.push({raw, value: null}); return; }
    let kind = kinds ? kinds[i] : null;
    const value = (k) => {
      if (k === 'color') { const ch = CSS.supports('color', raw) ? channels(raw) : null; return ch ? `C(${ch.map(x => x.toFixed(5)).join(' ')})` : null; }
      if (k === 'number') {
        if (/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(raw)) return String(parseFloat(raw));
        // A unitless 0 is also the length 0: `0` and `0px` are one value.
        return /^[-+]?0*\.?0*[a-z%]*$/i.test(raw) && CSS.supports('margin-left', raw) ? '0' : null;
      }
      if (k === 'text') return raw;
      if (k === 'stops') return stops(raw);
      if (!KINDS[k]) return null;
      const v = through(KINDS[k][0], raw, KINDS[k][1]);
      if (v === null) return null;
      if (k === 'duration') return v.replace(/([\d.]+)s/g, (_, n) => n + 's');
      return v;
    };
    if (!kind) {
      // font-family before transition: `inter, sans-serif` is also a valid transition (two property names).
      for (const k of ['color', 'number', 'length', 'duration', 'easing', 'shadow', 'font', 'family', 'transition', 'border', 'image', 'style', 'stops']) {
        if (value(k) !== null) { kind = k; break; }
      }
      kind = kind || 'text';
    }
    out.push({raw, kind, value: value(kind)});
  });
  return out;
}
"""

NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?", re.I)


def same(expected, actual):
    """Two normalized values are equal: same text around the numbers; colors C(r g b a) within
    1/255 per channel; other numbers within 0.5% (or 1e-4 near zero)."""
    if expected is None or actual is None:
        return False
    if expected == actual:
        return True

    def split(text):
        parts, colors = [], []
        pos = 0
        for m in re.finditer(r"C\(([^)]*)\)", text):
            parts.append(text[pos:m.start()])
            colors.append([float(x) for x in m.group(1).split()])
            parts.append("\0")
            pos = m.end()
        parts.append(text[pos:])
        rest = "".join(parts)
        return NUMBER.sub("#", rest), [float(x) for x in NUMBER.findall(rest)], colors

    shape_e, numbers_e, colors_e = split(expected)
    shape_a, numbers_a, colors_a = split(actual)
    if shape_e.replace(" ", "") != shape_a.replace(" ", "") or len(numbers_e) != len(numbers_a) or len(colors_e) != len(colors_a):
        return False
    for x, y in zip(numbers_e, numbers_a):
        if abs(x - y) > max(0.005 * max(abs(x), abs(y)), 1e-4):
            return False
    for ce, ca in zip(colors_e, colors_a):
        # A fully transparent color is one color whatever its channels.
        if ce[3] == 0 and ca[3] == 0:
            continue
        if any(abs(x - y) > 1 / 255 + 1e-6 for x, y in zip(ce, ca)):
            return False
    return True


def name_words(name):
    """A property's words, order ignored and digits apart: `--color-blue10-hover` and
    `--color-blue-hover-10` match (for a source renamed between versions)."""
    return tuple(sorted(re.findall(r"[a-z]+|\d+", name.lower())))


def block_modes(block, case):
    """The mode names a block of the other tool's CSS stands for: attribute values in its
    selector, `prefers-color-scheme` values, `desktop` for `(width >= 600px)`."""
    modes = set(re.findall(r"=\s*\"([^\"]*)\"", block["selector"]))
    for media in block["media"]:
        if media in case.get("media_modes", {}):
            modes.add(case["media_modes"][media])
        m = re.search(r"prefers-color-scheme:\s*(\w+)", media)
        if m:
            modes.add(m.group(1))
        if re.search(r"width\s*>=\s*600px", media):
            modes.add("desktop")
    return modes


def permutation_for(source, block, case):
    """Our theme for a block: each modifier takes the block's mode among its contexts, else the
    other tool's `:root` mode, else its default."""
    modes = block_modes(block, case)
    result = {}
    for name, contexts, default, _ in source.modifiers:
        chosen = next((c for c in contexts if c in modes), None) or next((c for c in contexts if c in case.get("root_modes", set())), None)
        result[name] = chosen or default
    return result


def gamut_of(block):
    for media in block["media"]:
        m = re.search(r"color-gamut:\s*(\w+)", media)
        if m:
            return m.group(1)
    return "srgb"


class Comparison(Runner):
    """One comparison run; counting and failure lines come from css_test's Runner."""

    def __init__(self, tool, browser, work):
        super().__init__(tool, browser)
        self.work = work
        self.rows = []

    def generate(self, case, source):
        out = os.path.join(self.work, case["name"])
        # The comparison is about the CSS: accessibility findings (these systems have contrast
        # failures of their own) are reported, not allowed to stop the build.
        args = [self.tool, "generate", source, "--out", out, "--platform", "css", "--css-names", "terrazzo", "--css-prefix", case["prefix"],
                "--rule", "contrast.wcag2=warning", "--rule", "tap-target.min-size=warning"]
        run = subprocess.run(args, capture_output=True, text=True)
        css = os.path.join(out, "CSS", "prism-tokens.css")
        if run.returncode != 0 or not os.path.exists(css):
            errors = [line for line in run.stderr.splitlines() if ": error:" in line or line.startswith("error:")]
            return None, "generate failed (%d errors): %s" % (len(errors), "; ".join(errors[:2]))
        return css, None

    def page(self, css, width):
        context = self.browser.new_context(viewport={"width": width, "height": 600})
        page = context.new_page()
        page.set_content(PAGE)
        page.evaluate("(css) => { document.getElementById('tokens').textContent = css; }", css)
        return context, page, context.new_cdp_session(page)

    @staticmethod
    def emulate(cdp, scheme, gamut):
        cdp.send("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-color-scheme", "value": scheme}, {"name": "prefers-contrast", "value": "no-preference"},
            {"name": "prefers-reduced-motion", "value": "no-preference"}, {"name": "color-gamut", "value": gamut}]})

    @staticmethod
    def set_attributes(page, actions):
        page.evaluate("""(actions) => {
          const el = document.documentElement;
          for (const a of [...el.attributes]) el.removeAttribute(a.name);
          for (const a of actions) { if (a[0] === 'attr') el.setAttribute(a[1], a[2]); else el.classList.add(a[1]); }
        }""", actions)

    def merged_source(self, case):
        """A resolver with one set of the case's files (copied beside it: a resolver only reads
        files in its own folder), for a source that is several files another tool merges."""
        folder = os.path.join(self.work, case["name"] + "-source")
        os.makedirs(folder, exist_ok=True)
        refs = []
        for index, relative in enumerate(case["files"]):
            path = corpus_source(relative)
            if path is None:
                return None
            name = "%02d-%s" % (index, os.path.basename(relative))
            shutil.copyfile(path, os.path.join(folder, name))
            refs.append({"$ref": "./" + name})
        resolver = os.path.join(folder, case["name"] + ".resolver.json")
        with open(resolver, "w", encoding="utf-8") as f:
            json.dump({"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "all", "sources": refs}]}, f)
        return resolver

    def run_case(self, case):
        source_path = self.merged_source(case) if "files" in case else corpus_source(case["source"])
        want_path = expected_css(case["want"])
        if source_path is None or want_path is None:
            self.check(False, "%s: the case's files exist" % case["name"], "source %s, expected %s" % (source_path, want_path))
            return
        ours_path, problem = self.generate(case, source_path)
        if ours_path is None:
            self.rows.append((case, None, problem))
            self.check(case["group"] not in REQUIRED_GROUPS, "%s: generate" % case["name"], problem)
            return
        with open(want_path, encoding="utf-8") as f:
            theirs = f.read()
        with open(ours_path, encoding="utf-8") as f:
            ours = f.read()
        source = Source(source_path)
        # (property pattern, reason[, pattern of the labels of the blocks it applies to])
        wrong = [(re.compile(w[0]), w[1], re.compile(w[2]) if len(w) > 2 else None) for w in case.get("wrong", [])]

        probe_context, probe_page, _ = self.page(theirs, 400)
        blocks = probe_page.evaluate(BLOCKS)
        probe_context.close()

        totals = dict(names=0, present=0, compared=0, equal=0, excluded=0, renamed=0)
        words_index, ours_declared, our_selectors = None, set(), None
        excluded_reasons = {}
        for block in blocks:
            permutation = permutation_for(source, block, case)
            gamut = gamut_of(block)
            wide = any(re.search(r"width\s*>=\s*600px", m) for m in block["media"])
            scheme = "dark" if any("prefers-color-scheme: dark" in m for m in block["media"]) else "light"
            their_actions = [a for a in [selector_action([s]) for s in block["selector"].split(",")] if a and a[0] == "attr"][:1]
            t_context, t_page, t_cdp = self.page(theirs, 800 if wide else 400)
            self.emulate(t_cdp, scheme, gamut)
            self.set_attributes(t_page, their_actions)
            expected = t_page.evaluate(READ, {"names": block["names"], "kinds": None})
            t_context.close()

            o_context, o_page, o_cdp = self.page(ours, 400)
            self.emulate(o_cdp, "light", gamut)
            actions = []
            for name, contexts, default, activation in source.modifiers:
                if permutation[name] != default:
                    action = selector_action(activation[permutation[name]][0])
                    if action:
                        actions.append(action)
            if not source.modifiers:
                # A token file whose modes our reader found (Terrazzo's `$extensions.mode`): choose
                # each of the block's modes through the selector our stylesheet gives it.
                if our_selectors is None:
                    our_selectors = {}
                    for our_block in o_page.evaluate(BLOCKS):
                        action = selector_action([our_block["selector"]]) if not our_block["media"] else None
                        if action and action[0] == "attr":
                            our_selectors.setdefault(action[2], action)
                actions = [our_selectors[m] for m in sorted(block_modes(block, case)) if m in our_selectors]
            self.set_attributes(o_page, actions)
            our_names = list(block["names"])
            if case.get("match_suffix"):
                declared = [n for b in o_page.evaluate(BLOCKS) for n in b["names"]]
                # Our name without its first segment, by words (Style Dictionary splits `neutral90`).
                tails = {}
                for d in declared:
                    if "-" in d[2:]:
                        tails.setdefault(name_words("--" + d[2:].split("-", 1)[1]), d)
                our_names = [n if n in declared else tails.get(name_words(n), n) for n in our_names]
            if case.get("match_words"):
                if words_index is None:
                    words_index = {}
                    for our_block in o_page.evaluate(BLOCKS):
                        for name in our_block["names"]:
                            words_index.setdefault(name_words(name), name)
                    ours_declared = {n for n in words_index.values()}
                our_names = [n if n in ours_declared else words_index.get(name_words(n), n) for n in our_names]
            # Terrazzo writes a gradient token as its stops; ours is a linear-gradient() with the
            # stops in its `-stops` member: compare theirs with that member.
            our_names = [n + "-stops" if e.get("kind") == "stops" else n for n, e in zip(our_names, expected)]
            actual = o_page.evaluate(READ, {"names": our_names, "kinds": [e.get("kind") for e in expected]})
            o_context.close()

            label = "%s %s%s" % (case["name"], " ".join("@media %s" % m for m in block["media"]) + " " if block["media"] else "", block["selector"])
            for name, our_name, e, a in zip(block["names"], our_names, expected, actual):
                totals["names"] += 1
                if name in case.get("show", []):
                    print("  %s %s: theirs %s → %s; ours %s → %s" % (label, name, e["raw"], e["value"], a["raw"], a["value"]))
                if our_name != name and a["raw"] != "":
                    totals["renamed"] += 1
                if a["raw"] == "":
                    print("  missing %s: %s (theirs %s)" % (label, name, e["raw"][:80]))
                    continue
                totals["present"] += 1
                reason = next((r for p, r, b in wrong if p.search(name) and (b is None or b.search(label))), None) or (UNDEFINED if "undefined" in e["raw"] else None) \
                    or (KEYWORD if e["raw"] == "" else None)
                if reason:
                    totals["excluded"] += 1
                    excluded_reasons[reason] = excluded_reasons.get(reason, 0) + 1
                    continue
                totals["compared"] += 1
                if same(e["value"], a["value"]):
                    totals["equal"] += 1
                else:
                    print("  differs %s: %s theirs %r → %r, ours %r → %r" % (label, name, e["raw"][:70], (e["value"] or "")[:70], a["raw"][:70], (a["value"] or "")[:70]))
        self.rows.append((case, totals, excluded_reasons))
        names = 100.0 * totals["present"] / totals["names"] if totals["names"] else 100.0
        values = 100.0 * totals["equal"] / totals["compared"] if totals["compared"] else 100.0
        if case.get("source_differs"):
            print("  %s: %s" % (case["name"], case["source_differs"]))
        if case["group"] in REQUIRED_GROUPS:
            self.check(names >= NAMES_REQUIRED or bool(case.get("source_differs")), "%s: names present %.1f%% (needs %.0f%%)" % (case["name"], names, NAMES_REQUIRED))
            self.check(values >= VALUES_REQUIRED, "%s: values equal %.1f%% (needs %.0f%%)" % (case["name"], values, VALUES_REQUIRED))

    def table(self):
        print("| system | blocks' properties | names present | values equal | left out (other tool wrong) |")
        print("|---|---|---|---|---|")
        for case, totals, extra in self.rows:
            if totals is None:
                print("| %s | — | — | — | %s |" % (case["name"], extra))
                continue
            names = 100.0 * totals["present"] / totals["names"] if totals["names"] else 100.0
            values = 100.0 * totals["equal"] / totals["compared"] if totals["compared"] else 100.0
            renamed = " (%d under another name)" % totals["renamed"] if totals["renamed"] else ""
            print("| %s | %d | %d%s (%.1f%%) | %d/%d (%.1f%%) | %d |" % (case["name"], totals["names"], totals["present"], renamed, names,
                                                                    totals["equal"], totals["compared"], values, totals["excluded"]))
        reasons = {}
        for _, totals, extra in self.rows:
            if totals is not None:
                for reason, count in extra.items():
                    reasons[reason] = reasons.get(reason, 0) + count
        for reason, count in reasons.items():
            print("left out, %d: %s" % (count, reason))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tool", required=True, help="the prism-tokens executable")
    parser.add_argument("--chromium", help="the Chromium executable (default: Debian's)")
    parser.add_argument("--work", help="where to generate our CSS (default: a temporary folder)")
    parser.add_argument("--only", action="append", help="run only these cases (repeatable)")
    args = parser.parse_args()
    if not os.path.isdir(SHARED_CORPUS):
        print("SKIP compare_test: %s is absent (the other tools' expected CSS lives there); nothing compared" % SHARED_CORPUS)
        return 0
    from playwright.sync_api import sync_playwright
    work = args.work or tempfile.mkdtemp(prefix="prism-compare-")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=find_chromium(args.chromium), args=["--no-sandbox"])
        comparison = Comparison(args.tool, browser, work)
        for case in CASES:
            if args.only and case["name"] not in args.only:
                continue
            try:
                comparison.run_case(case)
            except Exception as error:  # a broken case is a failure, not a crash of the whole run
                comparison.check(False, "%s: the case ran" % case["name"], repr(error))
        browser.close()
    comparison.table()
    print("%d passed, %d failed" % (comparison.passed, comparison.failed))
    return 1 if comparison.failed or comparison.passed == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
