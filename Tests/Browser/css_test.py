#!/usr/bin/env python3
"""Loads the generated CSS in a real headless Chromium and checks computed values against the
resolved tokens, in every theme the browser can select.

For each case (a token source and the stylesheet generated from it):

* the expected tokens of each theme come from `prism-tokens list FILE --format json --input M=C`;
* which theme the browser should show is worked out independently from the source's Prism
  `contexts` settings (or the documented defaults): media queries are emulated through the
  DevTools protocol (`Emulation.setEmulatedMedia`: prefers-color-scheme, prefers-contrast,
  prefers-reduced-motion), selectors are applied as attributes/classes on <html> or on a wrapper;
* every token is applied to a probe element through `var(--prism-…)` (color, margin-left,
  font, transition, box-shadow, border, background-image, stroke-dasharray, …) and its
  computed value is compared with a reference element styled with a literal this script writes
  from the token's resolved JSON value — so Chromium normalizes both, and the literal is built
  independently of the Swift emitter;
* colors outside sRGB, under each display gamut emulated through CDP (`color-gamut`: srgb, p3,
  rec2020), must compute inside that gamut and to the token's color where the gamut holds it;
  colors inside sRGB written in another space compute to their own space (`oklch(…)`), and with
  every `@supports` rule removed to the sRGB fallback;
* every custom property written in the file must survive Chromium's parser under the same name
  (names escaped as `CSS.escape` does).

Usage: css_test.py --tool PATH/prism-tokens --case FIXTURE CSS [--case FIXTURE CSS]... [--chromium PATH]
Prints one line per failure and a closing line `N passed, M failed`; exits 1 on any failure.
"""

import argparse
import itertools
import json
import os
import re
import shutil
import subprocess
import sys

PREFIX = "prism"
REDUCED_MOTION = "(prefers-reduced-motion: reduce)"
FADE_DURATION = {"value": 150, "unit": "ms"}
GENERIC_FAMILIES = {
    "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
    "ui-monospace", "ui-rounded", "math", "emoji", "fangsong", "-apple-system", "BlinkMacSystemFont",
}
FONT_WEIGHTS = {
    "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
    "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
    "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
    "extra-black": 950, "ultra-black": 950,
}


# ---------------------------------------------------------------------------------------------
# Names: kebab-case words of the path (the documented rule), escaped by the browser's CSS.escape.

def words(segment):
    """The words of a name: runs of letters/digits, split at lower→Upper, acronym ends, digit→Upper."""
    result, current = [], []
    chars = list(segment)
    for i, c in enumerate(chars):
        if not ((c.isalpha() or (c.isdigit() and c.isascii())) and (c.isascii() or c.isalpha())):
            if current:
                result.append("".join(current))
            current = []
            continue
        if current:
            prev = current[-1]
            nxt = chars[i + 1] if i + 1 < len(chars) else None
            if (prev.islower() and c.isupper()) or (prev.isupper() and c.isupper() and nxt is not None and nxt.islower()) \
                    or (prev.isdigit() and c.isupper()):
                result.append("".join(current))
                current = []
        current.append(c)
    if current:
        result.append("".join(current))
    return result


def raw_property(path, member=None):
    parts = [PREFIX]
    for segment in path.split("."):
        w = words(segment)
        parts.append("-".join(x.lower() for x in w) if w else segment)
    if member:
        parts.append(member)
    return "--" + "-".join(parts)


# ---------------------------------------------------------------------------------------------
# Literal CSS for resolved token values (independent of the Swift emitter).

def number(x):
    x = round(float(x), 6)
    if x == 0:
        x = 0.0
    return str(int(x)) if x == int(x) else repr(x)


def dim(v):
    if isinstance(v, str):
        return v
    return number(v["value"]) + v["unit"]


def srgb_from(space, comps):
    """sRGB channels 0…1 of an srgb/hsl/hwb color."""
    if space == "srgb":
        return comps
    h = comps[0] % 360
    if space == "hsl":
        s, l = comps[1] / 100, comps[2] / 100

        def f(n):
            k = (n + h / 30) % 12
            a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        return [f(0), f(8), f(4)]
    w, b = comps[1] / 100, comps[2] / 100
    if w + b >= 1:
        gray = w / (w + b)
        return [gray, gray, gray]
    base = srgb_from("hsl", [h, 100, 50])
    return [c * (1 - w - b) + w for c in base]


def byte(c):
    return int(min(max(c, 0.0), 1.0) * 255 + 0.5)


def color(c):
    if isinstance(c, str):
        return c
    space, comps, alpha = c["colorSpace"], c["components"], c.get("alpha", 1)
    has_none = any(x == "none" for x in comps)
    if space in ("srgb", "hsl", "hwb") and not has_none:
        rgb = srgb_from(space, [float(x) for x in comps])
        if all(-1e-9 <= x <= 1 + 1e-9 for x in rgb):
            return "rgb(%d %d %d / %s)" % (byte(rgb[0]), byte(rgb[1]), byte(rgb[2]), number(alpha))
    parts = []
    for i, x in enumerate(comps):
        if x == "none":
            parts.append("none")
        elif space in ("hsl", "hwb") and i > 0:
            parts.append(number(x) + "%")
        else:
            parts.append(number(x))
    tail = "" if alpha >= 1 else " / " + number(alpha)
    if space in ("hsl", "hwb", "lab", "lch", "oklab", "oklch"):
        return "%s(%s%s)" % (space, " ".join(parts), tail)
    return "color(%s %s%s)" % (space, " ".join(parts), tail)


def css_string(s):
    out = '"'
    for ch in s:
        if ch in '"\\':
            out += "\\" + ch
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out += "\\%x " % ord(ch)
        else:
            out += ch
    return out + '"'


def families(v):
    names = [v] if isinstance(v, str) else v
    return ", ".join(n if n in GENERIC_FAMILIES else css_string(n) for n in names)


def weight(v):
    return number(FONT_WEIGHTS[v] if isinstance(v, str) else v)


def bezier(v):
    if isinstance(v, str):
        return v
    return "cubic-bezier(%s)" % ", ".join(number(x) for x in v)


def stroke(v):
    return v if isinstance(v, str) else "dashed"


def transition(v):
    text = "%s %s %s" % (dim(v["duration"]), bezier(v["timingFunction"]), dim(v["delay"]))
    return (v["property"] + " " + text) if "property" in v else text


def shadow(v):
    layers = v if isinstance(v, list) else [v]
    return ", ".join(("inset " if layer.get("inset") else "") + " ".join(
        [dim(layer["offsetX"]), dim(layer["offsetY"]), dim(layer["blur"]), dim(layer["spread"]), color(layer["color"])])
        for layer in layers)


def stops(v):
    return ", ".join("%s %s%%" % (color(s["color"]), number(s["position"] * 100)) for s in v)


# Each check: (label, property set on the probe, value through var(), literal, longhands compared).
def checks_for(token):
    t, v, p = token["type"], token["value"], token["path"]
    var = lambda member=None: "var(%s)" % token["names"][member]
    out = []

    def add(label, prop, member, literal, longhands=None):
        out.append({"label": label, "property": prop, "custom": token["names"][member], "probe": var(member),
                    "reference": literal, "longhands": longhands or [prop]})
    if t == "color":
        add(p, "color", None, color(v))
    elif t == "dimension":
        add(p, "margin-left", None, dim(v))
    elif t == "duration":
        add(p, "transition-duration", None, dim(v))
    elif t == "cubicBezier":
        add(p, "transition-timing-function", None, bezier(v))
    elif t == "number":
        add(p, "--probe-number", None, number(v))
    elif t == "fontWeight":
        add(p, "font-weight", None, weight(v))
    elif t == "fontFamily":
        add(p, "font-family", None, families(v))
    elif t == "strokeStyle":
        add(p, "border-left-style", None, stroke(v))
        if isinstance(v, dict):
            add(p + " dash-array", "stroke-dasharray", "dash-array", " ".join(dim(d) for d in v["dashArray"]))
            add(p + " line-cap", "stroke-linecap", "line-cap", v["lineCap"])
    elif t == "border":
        add(p, "border-left", None, "%s %s %s" % (dim(v["width"]), stroke(v["style"]), color(v["color"])),
            ["border-left-width", "border-left-style", "border-left-color"])
        add(p + " width", "border-left-width", "width", dim(v["width"]))
        add(p + " color", "border-left-color", "color", color(v["color"]))
    elif t == "transition":
        add(p, "transition", None, transition(v),
            ["transition-duration", "transition-timing-function", "transition-delay", "transition-property"])
        add(p + " duration", "transition-duration", "duration", dim(v["duration"]))
        add(p + " timing-function", "transition-timing-function", "timing-function", bezier(v["timingFunction"]))
        add(p + " delay", "transition-delay", "delay", dim(v["delay"]))
    elif t == "shadow":
        add(p, "box-shadow", None, shadow(v))
    elif t == "gradient":
        add(p, "background-image", None, "linear-gradient(90deg, %s)" % stops(v))
        add(p + " stops", "background-image", "stops", "radial-gradient(%s)" % stops(v))
        out[-1]["probe"] = "radial-gradient(%s)" % var("stops")
    elif t == "typography":
        add(p, "font", None, "%s %s/%s %s" % (weight(v["fontWeight"]), dim(v["fontSize"]), number(v["lineHeight"]), families(v["fontFamily"])),
            ["font-size", "font-weight", "line-height", "font-family", "font-style"])
        add(p + " font-size", "font-size", "font-size", dim(v["fontSize"]))
        add(p + " font-weight", "font-weight", "font-weight", weight(v["fontWeight"]))
        add(p + " line-height", "line-height", "line-height", number(v["lineHeight"]))
        add(p + " font-family", "font-family", "font-family", families(v["fontFamily"]))
        add(p + " letter-spacing", "letter-spacing", "letter-spacing", dim(v["letterSpacing"]))
    return out


MEMBERS = {
    "strokeStyle": ["dash-array", "line-cap"], "border": ["width", "color"],
    "transition": ["duration", "timing-function", "delay"], "gradient": ["stops"],
    "typography": ["font-size", "font-weight", "line-height", "font-family", "letter-spacing"],
}


# ---------------------------------------------------------------------------------------------
# The token source: modifiers, how each context is chosen, and Prism extensions of tokens.

class Source:
    def __init__(self, path):
        self.path = path
        self.folder = os.path.dirname(os.path.abspath(path))
        with open(path, encoding="utf-8") as f:
            self.doc = json.load(f)
        self.is_resolver = "resolutionOrder" in self.doc
        self.modifiers = []  # [(name, [contexts], default, {context: (selectors, media)})]
        if self.is_resolver:
            for step in self.doc["resolutionOrder"]:
                modifier = self.step_modifier(step)
                if modifier is None:
                    continue
                name, body = modifier
                contexts = list(body.get("contexts", {}).keys())
                default = body.get("default") or contexts[0]
                settings = body.get("$extensions", {}).get("com.byescaleira.prism", {}).get("contexts", {})
                activation = {}
                for c in contexts:
                    css = settings.get(c, {}).get("css")
                    if css is not None and ("selectors" in css or "selector" in css or "media" in css):
                        selectors = css.get("selectors") or ([css["selector"]] if "selector" in css else [])
                        media = css.get("media")
                    else:
                        attribute = "data-theme" if len(self.all_modifier_names()) == 1 else "data-" + "-".join(w.lower() for w in words(name))
                        selectors = ['[%s="%s"]' % (attribute, c)]
                        media = None if c == default else default_media(c)
                    activation[c] = ([s for s in selectors if s.strip() != ":root"], media)
                self.modifiers.append((name, contexts, default, activation))

    def all_modifier_names(self):
        return [m[0] for m in (self.step_modifier(s) for s in self.doc["resolutionOrder"]) if m]

    def step_modifier(self, step):
        ref = step.get("$ref", "")
        if ref.startswith("#/modifiers/"):
            name = ref[len("#/modifiers/"):]
            return name, self.doc["modifiers"][name]
        if step.get("type") == "modifier":
            return step["name"], step
        return None

    def sources_of(self, permutation):
        """The token documents merged for a permutation, in order."""
        if not self.is_resolver:
            return [self.doc]
        out = []
        for step in self.doc["resolutionOrder"]:
            ref = step.get("$ref", "")
            if ref.startswith("#/sets/"):
                out += [self.load(s) for s in self.doc["sets"][ref[len("#/sets/"):]].get("sources", [])]
            elif self.step_modifier(step):
                name, body = self.step_modifier(step)
                out += [self.load(s) for s in body["contexts"].get(permutation.get(name), [])]
            elif step.get("type") == "set":
                out += [self.load(s) for s in step.get("sources", [])]
        return out

    def load(self, source):
        if isinstance(source, dict) and set(source.keys()) == {"$ref"} and not source["$ref"].startswith("#"):
            with open(os.path.join(self.folder, source["$ref"].split("#")[0]), encoding="utf-8") as f:
                return json.load(f)
        return source

    def extensions(self, permutation):
        """path → Prism extension object of every token, the last definition winning."""
        result = {}

        def walk(node, prefix):
            if not isinstance(node, dict):
                return
            if "$value" in node:
                ext = node.get("$extensions", {}).get("com.byescaleira.prism")
                if ext is not None:
                    result[".".join(prefix)] = ext
                return
            for key, child in node.items():
                if not key.startswith("$"):
                    walk(child, prefix + [key])
        for source in self.sources_of(permutation):
            walk(source, [])
        return result

    def default_permutation(self):
        return {m[0]: m[2] for m in self.modifiers}


def default_media(context):
    name, features = context.lower(), []
    if "dark" in name:
        features.append("(prefers-color-scheme: dark)")
    elif "light" in name:
        features.append("(prefers-color-scheme: light)")
    if "contrast" in name:
        features.append("(prefers-contrast: more)")
    if "reduced" in name:
        features.append(REDUCED_MOTION)
    return " and ".join(features) or None


def media_features(media):
    """[(name, value)] of a media query made of `(feature: value)` joined by `and`, else None."""
    if not media:
        return None
    out = []
    for part in media.split(" and "):
        m = re.fullmatch(r"\s*\(\s*([a-z-]+)\s*:\s*([a-z-]+)\s*\)\s*", part)
        if not m:
            return None
        out.append((m.group(1), m.group(2)))
    return out


def selector_action(selectors):
    """How to make an element match one of `selectors`: ('attr', name, value) or ('class', name)."""
    for s in selectors:
        m = re.fullmatch(r"\s*\[\s*([A-Za-z_-][\w-]*)\s*=\s*(?:\"((?:[^\"\\]|\\.)*)\"|'([^']*)'|([\w-]+))\s*\]\s*", s)
        if m:
            value = m.group(2) if m.group(2) is not None else (m.group(3) if m.group(3) is not None else m.group(4))
            return ("attr", m.group(1), value.replace('\\"', '"').replace("\\\\", "\\"))
        m = re.fullmatch(r"\s*\.([A-Za-z_-][\w-]*)\s*", s)
        if m:
            return ("class", m.group(1))
    return None


# ---------------------------------------------------------------------------------------------
# Scenarios: a set of emulated media features and elements matching selectors → the expected theme.

def expected_permutation(source, features, chosen):
    """Which context of each modifier the browser shows: an explicit selector wins; otherwise the
    matching media query with the most features (then the later one); otherwise the default."""
    result = {}
    emulated = set(features)
    for name, contexts, default, activation in source.modifiers:
        if name in chosen:
            result[name] = chosen[name]
            continue
        best = None
        for index, c in enumerate(contexts):
            fs = media_features(activation[c][1])
            if fs and set(fs) <= emulated:
                key = (len(fs), index)
                if best is None or key > best[0]:
                    best = (key, c)
        result[name] = best[1] if best else default
    return result


def scenarios(source):
    out = [{"name": "default", "features": [], "actions": [], "where": "root", "chosen": {}}]
    all_features = []
    for name, contexts, default, activation in source.modifiers:
        for c in contexts:
            for f in media_features(activation[c][1]) or []:
                if f not in all_features:
                    all_features.append(f)
    options = []
    for name, contexts, default, activation in source.modifiers:
        ways = [None]  # default: nothing
        for c in contexts:
            selectors, media = activation[c]
            if media_features(media):
                ways.append(("media", c, media_features(media)))
            if selector_action(selectors):
                ways.append(("selector", c, selector_action(selectors)))
        options.append((name, ways))
    for combo in itertools.product(*[ways for _, ways in options]):
        picked = [(name, way) for (name, _), way in zip(options, combo) if way is not None]
        if not picked:
            continue
        features, actions, chosen = [], [], {}
        for name, (kind, context, detail) in picked:
            if kind == "media":
                features += [f for f in detail if f not in features]
            else:
                actions.append(detail)
                chosen[name] = context
        label = ", ".join("%s=%s via %s" % (n, w[1], w[0]) for n, w in picked)
        out.append({"name": label, "features": features, "actions": actions, "where": "root", "chosen": chosen})
        if actions:
            out.append({"name": label + ", on a wrapper", "features": features, "actions": actions, "where": "wrapper", "chosen": chosen})
            if len(features) < len(all_features):
                out.append({"name": label + ", every media feature on", "features": all_features, "actions": actions,
                            "where": "root", "chosen": chosen})
    if len(all_features) > 1:
        out.append({"name": "every media feature on", "features": all_features, "actions": [], "where": "root", "chosen": {}})
    with_motion = []
    for s in out:
        reduced = dict(s, name=s["name"] + ", reduced motion", features=s["features"] + [("prefers-reduced-motion", "reduce")])
        with_motion.append(reduced)
    return out + with_motion


def reduced_value(token, tokens, extensions):
    """The value a motion token takes under prefers-reduced-motion: reduce (a referenced token
    contributes its own reduced value: the CSS reads it through var())."""
    setting = extensions.get(token["path"], {}).get("reducedMotion")
    value, t = token["value"], token["type"]
    if setting is None:
        target = tokens.get(token.get("aliasOf"))
        return reduced_value(target, tokens, extensions) if target and target["type"] == t else value
    if t == "transition":
        if setting == "none":
            return {"duration": {"value": 0, "unit": "s"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": "linear"}
        if setting == "fade":
            return {"property": "opacity", "duration": FADE_DURATION, "delay": {"value": 0, "unit": "ms"}, "timingFunction": "linear"}
        m = re.fullmatch(r"\{(.+)\}", setting)
        target = tokens.get(m.group(1)) if m else None
        if target and target["type"] == "transition":
            return reduced_value(target, tokens, extensions)
        if target and target["type"] == "duration":
            return dict(value, duration=reduced_value(target, tokens, extensions))
        return value
    if t == "duration":
        if setting == "none":
            return {"value": 0, "unit": "s"}
        if setting == "fade":
            return FADE_DURATION
        m = re.fullmatch(r"\{(.+)\}", setting)
        target = tokens.get(m.group(1)) if m else None
        if target and target["type"] == "duration":
            return reduced_value(target, tokens, extensions)
        if target and target["type"] == "transition":
            return reduced_value(target, tokens, extensions)["duration"]
    return value


# ---------------------------------------------------------------------------------------------
# The browser side.

PAGE = "<!doctype html><html><head><style id=tokens></style></head><body><div id=wrapper><div id=host></div></div></body></html>"

MEASURE = """
(checks) => {
  const host = document.getElementById('host');
  host.replaceChildren();
  const results = [];
  for (const c of checks) {
    const probe = document.createElement('div');
    const reference = document.createElement('div');
    probe.style.setProperty(c.property, c.probe);
    reference.style.setProperty(c.property, c.reference);
    host.append(probe, reference);
    const raw = getComputedStyle(probe).getPropertyValue(c.custom).trim();
    const result = {label: c.label, raw, referenceValid: reference.style.getPropertyValue(c.property) !== '',
                    supported: c.property.startsWith('--') || raw === '' ? true : CSS.supports(c.property, c.probe.replace(/var\\([^)]*\\)/, raw)),
                    longhands: []};
    for (const longhand of c.longhands) {
      result.longhands.push([longhand, getComputedStyle(probe).getPropertyValue(longhand), getComputedStyle(reference).getPropertyValue(longhand)]);
    }
    results.push(result);
  }
  return results;
}
"""

SETUP = """
() => {
  try { CSS.registerProperty({name: '--probe-number', syntax: '<number>', inherits: false, initialValue: '0'}); } catch (e) {}
}
"""

DECLARED = """
() => {
  const names = [];
  const visit = (rules) => {
    for (const rule of rules) {
      if (rule.style) for (let i = 0; i < rule.style.length; i++) names.push(CSS.escape(rule.style[i]));
      if (rule.cssRules) visit(rule.cssRules);
    }
  };
  visit(document.getElementById('tokens').sheet.cssRules);
  return names;
}
"""

READ_COLOR = """
(values) => values.map(v => { const d = document.createElement('div'); d.style.color = v;
  document.getElementById('host').append(d); return getComputedStyle(d).color; })
"""

# The channels of colors converted into an RGB space, unclamped (Chromium's color-mix keeps
# out-of-gamut channels: `color(srgb -0.07 0.52 1.12)`).
IN_SPACE = """
({values, space}) => values.map(v => {
  const d = document.createElement('div');
  d.style.color = `color-mix(in ${space}, ${v} 100%, black 0%)`;
  document.getElementById('host').append(d);
  const text = getComputedStyle(d).color;
  const m = text.match(/^color\\([\\w-]+ ([^ ]+) ([^ ]+) ([^ /)]+)/);
  if (m) return [m[1], m[2], m[3]].map(x => x === 'none' ? 0 : parseFloat(x));
  const r = text.match(/rgba?\\(([\\d.]+), ([\\d.]+), ([\\d.]+)/);
  return r ? [r[1], r[2], r[3]].map(x => parseFloat(x) / 255) : [NaN, NaN, NaN];
})
"""

DROP_SUPPORTS = """
() => {
  const drop = (list) => {
    for (let i = list.cssRules.length - 1; i >= 0; i--) {
      const rule = list.cssRules[i];
      if (rule instanceof CSSSupportsRule) list.deleteRule(i);
      else if (rule.cssRules) drop(rule);
    }
  };
  drop(document.getElementById('tokens').sheet);
}
"""


class Runner:
    def __init__(self, tool, browser):
        self.tool = tool
        self.browser = browser
        self.passed = 0
        self.failed = 0

    def check(self, ok, label, detail=""):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print("FAIL %s%s" % (label, (": " + detail) if detail else ""))

    def list_tokens(self, fixture, permutation):
        args = [self.tool, "list", fixture, "--format", "json"]
        for m, c in sorted(permutation.items()):
            args += ["--input", "%s=%s" % (m, c)]
        out = subprocess.run(args, capture_output=True, text=True)
        if out.returncode != 0:
            raise RuntimeError("%s failed: %s" % (" ".join(args), out.stderr))
        return {t["path"]: t for t in json.loads(out.stdout)["tokens"]}

    def new_page(self, css):
        context = self.browser.new_context()
        page = context.new_page()
        page.set_content(PAGE)
        page.evaluate("(css) => { document.getElementById('tokens').textContent = css; }", css)
        page.evaluate(SETUP)
        return context, page, context.new_cdp_session(page)

    def run_case(self, fixture, css_path):
        with open(css_path, encoding="utf-8") as f:
            css = f.read()
        source = Source(fixture)
        case = os.path.basename(fixture)
        context, page, cdp = self.new_page(css)
        escape = lambda names: page.evaluate("(names) => names.map(n => CSS.escape(n))", names)

        # Every declaration in the text is parsed, under the name CSS.escape gives.
        written = re.findall(r"^\s*(--(?:[^:\\\s]|\\[0-9a-fA-F]{1,6} ?|\\.)+)\s*:", css, flags=re.M)
        declared = page.evaluate(DECLARED)
        self.check(sorted(written) == sorted(declared), "%s: every declaration survives the parser" % case,
                   "written-only %s, parsed-only %s" % (sorted(set(written) - set(declared))[:5], sorted(set(declared) - set(written))[:5]))

        cache = {}
        for scenario in scenarios(source):
            permutation = expected_permutation(source, scenario["features"], scenario["chosen"])
            key = tuple(sorted(permutation.items()))
            if key not in cache:
                cache[key] = self.list_tokens(fixture, permutation)
            tokens = cache[key]
            reduced = ("prefers-reduced-motion", "reduce") in scenario["features"]
            extensions = source.extensions(permutation)
            self.apply(page, cdp, scenario)
            checks = []
            for path, token in tokens.items():
                token = dict(token)
                if reduced and token["type"] in ("transition", "duration"):
                    token["value"] = reduced_value(token, tokens, extensions)
                names = [raw_property(path)] + [raw_property(path, m) for m in MEMBERS.get(token["type"], [])]
                escaped = escape(names)
                token["names"] = {None: escaped[0], **{m: e for m, e in zip(MEMBERS.get(token["type"], []), escaped[1:])}}
                checks += checks_for(token)
            for result in page.evaluate(MEASURE, checks):
                label = "%s [%s] %s" % (case, scenario["name"], result["label"])
                problems = []
                if result["raw"] == "":
                    problems.append("the custom property is not defined")
                if not result["referenceValid"]:
                    problems.append("the reference literal is invalid (test oracle)")
                if not result["supported"]:
                    problems.append("its value %r is not valid for the property" % result["raw"])
                for longhand, actual, expected in result["longhands"]:
                    if actual != expected:
                        problems.append("%s is %r, expected %r" % (longhand, actual, expected))
                self.check(not problems, label, "; ".join(problems))

        self.check_wide_gamut(page, cdp, source, fixture, case, escape)
        context.close()

    def apply(self, page, cdp, scenario):
        features = [{"name": n, "value": v} for n, v in scenario["features"]] or \
            [{"name": "prefers-color-scheme", "value": "light"}, {"name": "prefers-contrast", "value": "no-preference"},
             {"name": "prefers-reduced-motion", "value": "no-preference"}]
        # A wide-gamut display unless the scenario says otherwise: token colors are compared with
        # their literal values, which an sRGB display would get gamut-mapped (check_wide_gamut).
        if not any(f["name"] == "color-gamut" for f in features):
            features.append({"name": "color-gamut", "value": "rec2020"})
        cdp.send("Emulation.setEmulatedMedia", {"features": features})
        page.evaluate("""(s) => {
          for (const el of [document.documentElement, document.getElementById('wrapper')]) {
            for (const a of [...el.attributes]) if (a.name !== 'id') el.removeAttribute(a.name);
          }
          const target = s.where === 'root' ? document.documentElement : document.getElementById('wrapper');
          for (const a of s.actions) {
            if (a[0] === 'attr') target.setAttribute(a[1], a[2]); else target.classList.add(a[1]);
          }
        }""", scenario)

    def check_wide_gamut(self, page, cdp, source, fixture, case, escape):
        """Colors outside sRGB: under each emulated display gamut (CDP `color-gamut`: srgb, p3,
        rec2020) the computed color lies inside that gamut — so no display is left to clip it —
        and equals the token's color wherever the gamut holds it. Colors inside sRGB written in
        another space compute to their own space, and to sRGB with every @supports rule removed."""
        permutation = source.default_permutation()
        tokens = self.list_tokens(fixture, permutation)
        wide = [t for t in tokens.values() if t["type"] == "color" and isinstance(t["value"], dict)
                and (t["value"]["colorSpace"] not in ("srgb", "hsl", "hwb") or "none" in t["value"]["components"]
                     or color(t["value"]).startswith("color(srgb"))]
        names = escape([raw_property(t["path"]) for t in wide])
        literals = [color(t["value"]) for t in wide]
        eps = 0.5 / 255
        in_srgb = [all(-eps <= c <= 1 + eps for c in ch) for ch in page.evaluate(IN_SPACE, {"values": literals, "space": "srgb"})]
        for gamut, space in (("srgb", "srgb"), ("p3", "display-p3"), ("rec2020", "rec2020")):
            self.apply(page, cdp, {"features": [("color-gamut", gamut)], "actions": [], "where": "root"})
            computed = page.evaluate(IN_SPACE, {"values": ["var(%s)" % n for n in names], "space": space})
            wanted = page.evaluate(IN_SPACE, {"values": literals, "space": space})
            raw = page.evaluate(READ_COLOR, ["var(%s)" % n for n in names])
            # A rec2020 display also matches (color-gamut: p3) and shows P3 colors as they are
            # (P3's red lies a hair outside Rec. 2020's triangle).
            in_p3 = page.evaluate(IN_SPACE, {"values": ["var(%s)" % n for n in names], "space": "display-p3"}) if gamut == "rec2020" else computed
            for token, got, want, text, srgb_ok, got_p3 in zip(wide, computed, wanted, raw, in_srgb, in_p3):
                label = "%s: %s on a %s display" % (case, token["path"], gamut)
                inside = all(-eps <= c <= 1 + eps for c in want)
                if not all(-eps <= c <= 1 + eps for c in got) and not all(-eps <= c <= 1 + eps for c in got_p3):
                    self.check(False, label, "computes to %s, outside the display's gamut: %s" % (text, [round(c, 4) for c in got]))
                elif inside and not (gamut == "srgb" and token["value"].get("hex") and not srgb_ok):
                    close = all(abs(x - y) <= 1 / 255 for x, y in zip(got, want))
                    self.check(close, label, "computes to %s, expected the token's own color %s" % (text, literals[wide.index(token)]))
                elif gamut == "srgb" and token["value"].get("hex"):
                    hex_value = token["value"]["hex"]
                    expected = [int(hex_value[i:i + 2], 16) / 255 for i in (1, 3, 5)]
                    self.check(all(abs(x - y) <= eps for x, y in zip(got, expected)), label, "%s, expected the hex fallback %s" % (text, hex_value))
                else:
                    self.passed += 1
        # Inside sRGB, another space: its own syntax where supported, sRGB without @supports.
        self.apply(page, cdp, {"features": [], "actions": [], "where": "root"})
        natives = [(t, n) for t, n, ok in zip(wide, names, in_srgb) if ok]
        before = page.evaluate(READ_COLOR, ["var(%s)" % n for _, n in natives])
        for (token, _), computed in zip(natives, before):
            space = token["value"]["colorSpace"]
            expected_prefix = (space + "(") if space in ("lab", "lch", "oklab", "oklch") else ("color(%s " % space)
            self.check(computed.startswith(expected_prefix), "%s: %s computes to its own space" % (case, token["path"]), computed)
        page.evaluate(DROP_SUPPORTS)
        after = page.evaluate(READ_COLOR, ["var(%s)" % n for _, n in natives])
        for (token, _), computed in zip(natives, after):
            hex_value = token["value"].get("hex")
            ok = computed.startswith("rgb")
            detail = computed
            if ok and hex_value:
                expected = tuple(int(hex_value[i:i + 2], 16) for i in (1, 3, 5))
                got = tuple(int(x) for x in re.findall(r"[\d.]+", computed)[:3])
                ok = got == expected
                detail = "%s, expected the hex fallback %s" % (computed, hex_value)
            self.check(ok, "%s: %s falls back to sRGB without @supports" % (case, token["path"]), detail)


def find_chromium(explicit):
    for candidate in [explicit, os.environ.get("CHROMIUM"), "/usr/lib/chromium/chromium", shutil.which("chromium"), shutil.which("chromium-browser")]:
        if candidate and os.path.exists(candidate):
            return candidate
    sys.exit("no Chromium found; install Debian's package: apt-get install -y chromium")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tool", required=True, help="the prism-tokens executable (for `list`)")
    parser.add_argument("--case", nargs=2, action="append", metavar=("FIXTURE", "CSS"), required=True)
    parser.add_argument("--chromium", help="the Chromium executable (default: Debian's)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=find_chromium(args.chromium), args=["--no-sandbox"])
        runner = Runner(args.tool, browser)
        for fixture, css in args.case:
            try:
                runner.run_case(fixture, css)
            except Exception as error:  # a broken case is a failure, not a crash of the whole run
                runner.check(False, "%s: the case ran" % fixture, repr(error))
        browser.close()
    print("%d passed, %d failed" % (runner.passed, runner.failed))
    return 1 if runner.failed or runner.passed == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
