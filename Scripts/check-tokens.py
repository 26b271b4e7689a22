#!/usr/bin/env python3
"""Check the Prism design system's tokens.json (a DTCG 2025.10 resolver document).

A reference check written independently of the Swift pipeline, standard library only. It:

- loads the file as strict JSON (no comments, no duplicate keys, no NaN);
- checks the resolver structure (root keys, sets, modifiers, contexts, resolutionOrder);
- resolves every theme (every context of every modifier, merged after the base sets in
  resolutionOrder), resolves curly aliases (chains included, also inside composite values)
  and reports unresolved or circular ones;
- checks every token has a type (its own, its group's, or its alias target's) and a value of
  that type's shape (srgb components agree with their hex fallback);
- checks the Prism metadata in $extensions["com.byescaleira.prism"]: every typography token
  has a Dynamic Type textStyle, font sizes >= the configured minimum, every transition has a
  reducedMotion, tap targets >= 44, ANSI slots 0-15 complete, CLI roles alias slots;
- measures WCAG 2 contrast (translucent foregrounds composited over the opaque background in
  gamma-encoded sRGB, never rounded before comparing) for every automatic on-pair
  (`onX` against its sibling `x`) and every declared pair, raised to the context's
  minimumContrast, and prints a table per theme;
- checks declared CVD groups stay apart (Machado 2009, severity 1, OKLab deltaE).

Rules report at the severity configured in the document's `rules` (or the PrismTokens
default), except that this repository's own requirements -- tap targets, minimum font size,
a textStyle on every typography token, a reducedMotion on every transition -- are always
errors here.

Exit status: 0 when every error-level check passes (warnings allowed unless --strict),
1 when a check fails, 2 when the file cannot be read.

Usage:
  python3 Scripts/check-tokens.py [tokens.json] [--quiet] [--strict]
  python3 Scripts/check-tokens.py --vectors Tests/Fixtures/vectors/color-science.json
      (self-test of the color math against independent reference values)
"""

import json
import math
import re
import sys

PRISM = "com.byescaleira.prism"
TYPES = {"color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
         "strokeStyle", "border", "transition", "shadow", "gradient", "typography"}
FONT_WEIGHT_NAMES = {"thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular",
                     "book", "medium", "semi-bold", "demi-bold", "bold", "extra-bold", "ultra-bold",
                     "black", "heavy", "extra-black", "ultra-black"}
STROKE_STYLES = {"solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"}
TEXT_STYLES = {"largeTitle", "title", "title2", "title3", "headline", "subheadline", "body",
               "callout", "footnote", "caption", "caption2"}
LEVELS = {"aa": 4.5, "aa-large": 3.0, "aaa": 7.0, "aaa-large": 4.5, "non-text": 3.0}
CONTEXT_MINIMUMS = {"aa": (4.5, 3.0), "aaa": (7.0, 4.5)}  # (text pairs, non-text pairs)
TERMINAL_ROLES = {"foreground", "background", "cursor", "cursorText", "selectionBackground",
                  "selectionForeground"}
TOKEN_EXTENSION_KEYS = {"textStyle", "spring", "reducedMotion", "tapTarget", "ansi", "terminal",
                        "cliRole"}
SET_EXTENSION_KEYS = {"rules", "contrast", "cvd"}
RULE_IDS = {"contrast.wcag2", "contrast.apca", "contrast.unverifiable", "cvd.distinguishable",
            "tap-target.min-size", "typography.min-size", "typography.text-style",
            "motion.reduced"}
NAME_RE = re.compile(r"^[^${}.][^{}.]*$")
ALIAS_RE = re.compile(r"^\{([^${}.][^{}.]*(?:\.[^${}.][^{}.]*)*)\}$")
HEX_RE = re.compile(r"^#[0-9a-fA-F]{6}$")


# --------------------------------------------------------------------------------------------
# Color science
# --------------------------------------------------------------------------------------------

def srgb_to_linear(c):
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def linear_to_srgb(c):
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def mat(m, v):
    return [m[i][0] * v[0] + m[i][1] * v[1] + m[i][2] * v[2] for i in range(3)]


P3_TO_XYZ = [[0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
             [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
             [0.0, 0.04511338185890264, 1.043944368900976]]
XYZ_TO_SRGB = [[3.2409699419045226, -1.537383177570094, -0.4986107602930034],
               [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
               [0.05563007969699366, -0.20397695888897652, 1.0569715142428786]]
SRGB_TO_XYZ = [[0.41239079926595934, 0.357584339383878, 0.1804807884018343],
               [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
               [0.01933081871559182, 0.11919477979462598, 0.9505321522496607]]
XYZ_TO_P3 = [[2.4934969119414254, -0.9313836179191239, -0.40271078445071684],
             [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
             [0.03584583024378447, -0.07617238926804182, 0.9568845240076872]]
MACHADO = {  # Machado, Oliveira & Fernandes 2009, severity 1.0, linear RGB
    "protanopia": [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216],
                   [-0.003882, -0.048116, 1.051998]],
    "deuteranopia": [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413],
                     [-0.011820, 0.042940, 0.968881]],
    "tritanopia": [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602],
                   [0.004733, 0.691367, 0.303900]],
}


def color_to_srgb(value):
    """Gamma-encoded sRGB components (unclamped) and alpha for a resolved DTCG color value.

    Returns (rgb, alpha, note) or raises ValueError for a color that cannot be computed.
    """
    space = value.get("colorSpace")
    comps = value.get("components")
    alpha = value.get("alpha", 1)
    if any(c == "none" for c in comps):
        raise ValueError("has a 'none' component")
    if space == "srgb":
        return list(comps), alpha, ""
    if space == "srgb-linear":
        return [linear_to_srgb(c) for c in comps], alpha, ""
    if space == "display-p3":
        lin = mat(XYZ_TO_SRGB, mat(P3_TO_XYZ, [srgb_to_linear(c) for c in comps]))
        rgb = [linear_to_srgb(c) if c >= 0 else -linear_to_srgb(-c) for c in lin]
        out = any(c < -1e-6 or c > 1 + 1e-6 for c in rgb)
        return rgb, alpha, "p3, out of sRGB gamut: clamped" if out else "p3"
    raise ValueError("color space %r is not supported by this checker" % space)


def clamp01(c):
    return min(1.0, max(0.0, c))


def luminance(rgb):
    r, g, b = (srgb_to_linear(clamp01(c)) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def composite(fg, alpha, bg):
    """Source-over in gamma-encoded sRGB (what browsers and the spec vectors do)."""
    return [alpha * f + (1 - alpha) * b for f, b in zip(fg, bg)]


def contrast_ratio(fg, bg):
    l1, l2 = luminance(fg), luminance(bg)
    hi, lo = max(l1, l2), min(l1, l2)
    return (hi + 0.05) / (lo + 0.05)


def apca_lc(txt, bg):
    """APCA 0.0.98G-4g lightness contrast Lc (text on background)."""
    def y(rgb):
        r, g, b = (clamp01(c) ** 2.4 for c in rgb)
        return 0.2126729 * r + 0.7151522 * g + 0.0721750 * b

    def clamp_black(v):
        return v if v > 0.022 else v + (0.022 - v) ** 1.414

    ytxt, ybg = clamp_black(y(txt)), clamp_black(y(bg))
    if abs(ybg - ytxt) < 0.0005:
        return 0.0
    if ybg > ytxt:
        sapc = (ybg ** 0.56 - ytxt ** 0.57) * 1.14
        return 0.0 if sapc < 0.1 else (sapc - 0.027) * 100
    sapc = (ybg ** 0.65 - ytxt ** 0.62) * 1.14
    return 0.0 if sapc > -0.1 else (sapc + 0.027) * 100


def to_hex(rgb):
    return "#" + "".join("%02x" % round(clamp01(c) * 255) for c in rgb)


def srgb_to_oklab(rgb):
    r, g, b = (srgb_to_linear(clamp01(c)) for c in rgb)
    l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
    m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
    s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
    l_, m_, s_ = (math.copysign(abs(v) ** (1 / 3), v) for v in (l, m, s))
    return [0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_,
            1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_,
            0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_]


def simulate(rgb, kind):
    lin = [srgb_to_linear(clamp01(c)) for c in rgb]
    return [clamp01(linear_to_srgb(clamp01(c))) for c in mat(MACHADO[kind], lin)]


def delta_e_ok(a, b):
    return math.dist(srgb_to_oklab(a), srgb_to_oklab(b))


def parse_hex(text):
    text = text.lstrip("#")
    if len(text) == 8:
        return [int(text[i:i + 2], 16) / 255 for i in (0, 2, 4)], int(text[6:8], 16) / 255
    return [int(text[i:i + 2], 16) / 255 for i in (0, 2, 4)], 1.0


# --------------------------------------------------------------------------------------------
# Loading
# --------------------------------------------------------------------------------------------

class Report:
    def __init__(self):
        self.errors = []
        self.warnings = []
        self.notes = []

    def error(self, msg):
        if msg not in self.errors:
            self.errors.append(msg)

    def warning(self, msg):
        if msg not in self.warnings:
            self.warnings.append(msg)


def strict_object(pairs):
    keys = [k for k, _ in pairs]
    dupes = sorted({k for k in keys if keys.count(k) > 1})
    if dupes:
        raise ValueError("duplicate key(s) %s" % ", ".join(dupes))
    return dict(pairs)


def reject_constant(name):
    raise ValueError("%s is not JSON" % name)


def load(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    return json.loads(text, object_pairs_hook=strict_object, parse_constant=reject_constant)


class Token:
    def __init__(self, path, node, type_, source):
        self.path = path              # "color.brand"
        self.node = node              # the token object
        self.type = type_             # own or inherited within its source (may be None)
        self.source = source          # "set foundation" / "theme=dark"
        self.ext = (node.get("$extensions") or {}).get(PRISM, {})
        self.value = None             # resolved value
        self.resolved_type = None


def flatten(doc, where, report):
    """Tokens of one inline source, with $type inherited from enclosing groups."""
    tokens = {}

    def walk(node, path, inherited):
        if not isinstance(node, dict):
            report.error("%s: %s is not an object" % (where, ".".join(path) or "<root>"))
            return
        if "$value" in node:
            allowed = {"$value", "$type", "$description", "$extensions", "$deprecated"}
            for key in node:
                if key not in allowed:
                    report.error("%s: token %s has unknown key %r" % (where, ".".join(path), key))
            own = node.get("$type")
            if own is not None and own not in TYPES:
                report.error("%s: token %s has unknown $type %r" % (where, ".".join(path), own))
            tokens[".".join(path)] = Token(".".join(path), node, own or inherited, where)
            return
        group_type = node.get("$type", inherited)
        if "$type" in node and node["$type"] not in TYPES:
            report.error("%s: group %s has unknown $type %r" % (where, ".".join(path), node["$type"]))
        for key, child in node.items():
            if key.startswith("$"):
                if key not in {"$type", "$description", "$extensions", "$deprecated", "$schema"}:
                    report.error("%s: group %s has unsupported key %r" % (where, ".".join(path), key))
                continue
            if not NAME_RE.match(key):
                report.error("%s: invalid token/group name %r" % (where, key))
            walk(child, path + [key], group_type)

    walk(doc, [], None)
    return tokens


def check_structure(doc, report):
    allowed = {"$schema", "name", "version", "description", "sets", "modifiers",
               "resolutionOrder", "$defs"}
    for key in doc:
        if key not in allowed:
            report.error("resolver root has a key the 2025.10 schema forbids: %r" % key)
    if doc.get("version") != "2025.10":
        report.error('resolver "version" must be "2025.10"')
    for name, s in doc.get("sets", {}).items():
        for key in s:
            if key not in {"description", "sources", "$extensions"}:
                report.error("set %s has forbidden key %r" % (name, key))
        if not isinstance(s.get("sources"), list):
            report.error("set %s needs a sources array" % name)
    for name, m in doc.get("modifiers", {}).items():
        for key in m:
            if key not in {"description", "contexts", "default", "$extensions"}:
                report.error("modifier %s has forbidden key %r" % (name, key))
        contexts = m.get("contexts", {})
        if len(contexts) < 2:
            report.error("modifier %s needs at least two contexts" % name)
        if "default" in m and m["default"] not in contexts:
            report.error("modifier %s default %r is not a context" % (name, m["default"]))
    order = doc.get("resolutionOrder")
    if not isinstance(order, list) or not order:
        report.error("resolutionOrder must be a non-empty array")
        return []
    items = []
    for item in order:
        ref = item.get("$ref", "") if isinstance(item, dict) else ""
        m = re.match(r"^#/(sets|modifiers)/(.+)$", ref)
        if not m or m.group(2) not in doc.get(m.group(1), {}):
            report.error("resolutionOrder item %r does not point at a set or modifier" % item)
            continue
        items.append((m.group(1), m.group(2)))
    return items


def inline_sources(sources, where, report):
    docs = []
    for i, src in enumerate(sources):
        if isinstance(src, dict) and "$ref" in src:
            report.error("%s source %d is a $ref; this checker expects inline sources" % (where, i))
            continue
        docs.append(src)
    return docs


# --------------------------------------------------------------------------------------------
# Resolution
# --------------------------------------------------------------------------------------------

def resolve_theme(tokens, report, theme):
    """Resolve aliases (whole values and members of composite values) in place."""
    state = {}

    def resolve_token(path, chain):
        tok = tokens[path]
        if state.get(path) == "done":
            return tok
        if path in chain:
            report.error("[%s] circular alias: %s" % (theme, " -> ".join(chain + [path])))
            return None
        chain = chain + [path]
        raw = tok.node["$value"]
        m = ALIAS_RE.match(raw) if isinstance(raw, str) else None
        if m:
            target = m.group(1)
            if target not in tokens:
                report.error("[%s] %s: alias {%s} does not resolve" % (theme, path, target))
                return None
            t = resolve_token(target, chain)
            if t is None:
                return None
            tok.value = t.value
            tok.alias_of = target
            tok.resolved_type = tok.type or t.resolved_type
            if tok.type and t.resolved_type and tok.type != t.resolved_type:
                report.error("[%s] %s is %s but aliases %s (%s)"
                             % (theme, path, tok.type, target, t.resolved_type))
        else:
            tok.alias_of = None
            tok.value = resolve_inner(raw, path, chain)
            tok.resolved_type = tok.type
        state[path] = "done"
        return tok

    def resolve_inner(value, path, chain):
        if isinstance(value, str):
            m = ALIAS_RE.match(value)
            if m:
                if m.group(1) not in tokens:
                    report.error("[%s] %s: alias %s does not resolve" % (theme, path, value))
                    return None
                t = resolve_token(m.group(1), chain)
                return None if t is None else t.value
            return value
        if isinstance(value, list):
            return [resolve_inner(v, path, chain) for v in value]
        if isinstance(value, dict):
            if "$ref" in value:
                report.error("[%s] %s: JSON-pointer $ref values are not used in Prism" % (theme, path))
            return {k: resolve_inner(v, path, chain) for k, v in value.items()}
        return value

    for path in sorted(tokens):
        resolve_token(path, [])
        tok = tokens[path]
        if tok.resolved_type is None and state.get(path) == "done":
            report.error("[%s] %s has no $type (add $type to the token or its group)" % (theme, path))


# --------------------------------------------------------------------------------------------
# Value shapes
# --------------------------------------------------------------------------------------------

def is_num(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def check_color(v, where, report):
    if not isinstance(v, dict) or "colorSpace" not in v or "components" not in v:
        report.error("%s: color must be {colorSpace, components, alpha?, hex?}" % where)
        return
    for key in v:
        if key not in {"colorSpace", "components", "alpha", "hex"}:
            report.error("%s: color has unknown key %r" % (where, key))
    comps = v["components"]
    if not isinstance(comps, list) or len(comps) != 3:
        report.error("%s: color needs three components" % where)
        return
    if v["colorSpace"] in {"srgb", "srgb-linear", "display-p3"}:
        if not all(is_num(c) and 0 <= c <= 1 for c in comps):
            report.error("%s: components must be numbers in 0...1" % where)
            return
    alpha = v.get("alpha", 1)
    if not is_num(alpha) or not 0 <= alpha <= 1:
        report.error("%s: alpha must be a number in 0...1" % where)
    if "hex" in v:
        if not isinstance(v["hex"], str) or not HEX_RE.match(v["hex"]):
            report.error("%s: hex must be #rrggbb" % where)
        elif v["colorSpace"] == "srgb":
            expected = to_hex(comps)
            if expected != v["hex"].lower():
                report.error("%s: hex %s does not match components (%s)" % (where, v["hex"], expected))
        elif v["colorSpace"] == "display-p3":
            rgb, _, _ = color_to_srgb(v)
            mapped = [clamp01(c) for c in rgb]
            fallback, _ = parse_hex(v["hex"])
            de = delta_e_ok(mapped, fallback)
            if de > 0.05:
                report.error("%s: hex fallback %s is far from the color (deltaE OK %.3f)"
                             % (where, v["hex"], de))
    elif v["colorSpace"] != "srgb":
        report.warning("%s: a non-sRGB color should carry an sRGB hex fallback" % where)


def check_dimension(v, where, report):
    if not (isinstance(v, dict) and set(v) == {"value", "unit"} and is_num(v["value"])
            and v["unit"] in {"px", "rem"}):
        report.error("%s: dimension must be {value: number, unit: px|rem}" % where)


def check_duration(v, where, report):
    if not (isinstance(v, dict) and set(v) == {"value", "unit"} and is_num(v["value"])
            and v["unit"] in {"ms", "s"} and v["value"] >= 0):
        report.error("%s: duration must be {value: number >= 0, unit: ms|s}" % where)


def check_cubic(v, where, report):
    if not (isinstance(v, list) and len(v) == 4 and all(is_num(c) for c in v)
            and 0 <= v[0] <= 1 and 0 <= v[2] <= 1):
        report.error("%s: cubicBezier must be [x1, y1, x2, y2] with x in 0...1" % where)


def check_font_family(v, where, report):
    ok = isinstance(v, str) or (isinstance(v, list) and v and all(isinstance(s, str) for s in v))
    if not ok:
        report.error("%s: fontFamily must be a string or a non-empty array of strings" % where)


def check_font_weight(v, where, report):
    if not ((is_num(v) and 1 <= v <= 1000) or v in FONT_WEIGHT_NAMES):
        report.error("%s: fontWeight must be 1...1000 or a spec name" % where)


def check_stroke(v, where, report):
    if isinstance(v, str):
        if v not in STROKE_STYLES:
            report.error("%s: unknown strokeStyle %r" % (where, v))
    elif isinstance(v, dict) and set(v) == {"dashArray", "lineCap"}:
        for d in v["dashArray"]:
            check_dimension(d, where + ".dashArray", report)
        if v["lineCap"] not in {"round", "butt", "square"}:
            report.error("%s: lineCap must be round|butt|square" % where)
    else:
        report.error("%s: strokeStyle must be a keyword or {dashArray, lineCap}" % where)


def check_shadow(v, where, report):
    for s in (v if isinstance(v, list) else [v]):
        if not isinstance(s, dict) or not {"color", "offsetX", "offsetY", "blur", "spread"} <= set(s):
            report.error("%s: shadow needs color, offsetX, offsetY, blur, spread" % where)
            continue
        check_color(s["color"], where + ".color", report)
        for k in ("offsetX", "offsetY", "blur", "spread"):
            check_dimension(s[k], "%s.%s" % (where, k), report)


def check_value(tok, report, theme):
    where = "[%s] %s" % (theme, tok.path)
    v, t = tok.value, tok.resolved_type
    if v is None:
        return
    if t == "color":
        check_color(v, where, report)
    elif t == "dimension":
        check_dimension(v, where, report)
    elif t == "duration":
        check_duration(v, where, report)
    elif t == "cubicBezier":
        check_cubic(v, where, report)
    elif t == "number":
        if not is_num(v):
            report.error("%s: number token needs a number" % where)
    elif t == "fontFamily":
        check_font_family(v, where, report)
    elif t == "fontWeight":
        check_font_weight(v, where, report)
    elif t == "strokeStyle":
        check_stroke(v, where, report)
    elif t == "shadow":
        check_shadow(v, where, report)
    elif t == "border":
        if not isinstance(v, dict) or set(v) != {"color", "width", "style"}:
            report.error("%s: border must be {color, width, style}" % where)
        else:
            check_color(v["color"], where + ".color", report)
            check_dimension(v["width"], where + ".width", report)
            check_stroke(v["style"], where + ".style", report)
    elif t == "transition":
        if not isinstance(v, dict) or set(v) != {"duration", "delay", "timingFunction"}:
            report.error("%s: transition must be {duration, delay, timingFunction}" % where)
        else:
            check_duration(v["duration"], where + ".duration", report)
            check_duration(v["delay"], where + ".delay", report)
            check_cubic(v["timingFunction"], where + ".timingFunction", report)
    elif t == "gradient":
        if not isinstance(v, list) or not v:
            report.error("%s: gradient must be a non-empty array of stops" % where)
        else:
            for stop in v:
                if not isinstance(stop, dict) or set(stop) != {"color", "position"}:
                    report.error("%s: gradient stop must be {color, position}" % where)
                    continue
                check_color(stop["color"], where + ".color", report)
                if not is_num(stop["position"]):
                    report.error("%s: gradient position must be a number" % where)
    elif t == "typography":
        keys = {"fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"}
        if not isinstance(v, dict) or set(v) != keys:
            report.error("%s: typography must have exactly %s" % (where, ", ".join(sorted(keys))))
        else:
            check_font_family(v["fontFamily"], where + ".fontFamily", report)
            check_dimension(v["fontSize"], where + ".fontSize", report)
            check_font_weight(v["fontWeight"], where + ".fontWeight", report)
            check_dimension(v["letterSpacing"], where + ".letterSpacing", report)
            if not is_num(v["lineHeight"]):
                report.error("%s: lineHeight must be a number (a multiple of fontSize)" % where)


def px(dim):
    return dim["value"] * (16 if dim["unit"] == "rem" else 1)


def ms(dur):
    return dur["value"] * (1000 if dur["unit"] == "s" else 1)


# --------------------------------------------------------------------------------------------
# Prism metadata
# --------------------------------------------------------------------------------------------

def rule(config, rule_id, default):
    return (config.get("rules", {}).get(rule_id) or {}).get("severity", default)


def check_context_meta(meta, where, report):
    """The per-context Prism metadata on a modifier: css, apple, minimumContrast."""
    for key in meta:
        if key not in {"css", "apple", "minimumContrast"}:
            report.error("%s: unknown key %r" % (where, key))
    css = meta.get("css", {})
    if not isinstance(css.get("selectors", []), list) or not all(isinstance(x, str) for x in css.get("selectors", [])):
        report.error("%s: css.selectors must be an array of strings" % where)
    if "media" in css and not isinstance(css["media"], str):
        report.error("%s: css.media must be a media query string" % where)
    if set(css) - {"selectors", "media"}:
        report.error("%s: css allows selectors and media" % where)
    apple = meta.get("apple", {})
    if apple.get("colorScheme", "light") not in {"light", "dark"}:
        report.error("%s: apple.colorScheme must be light or dark" % where)
    if apple.get("contrast", "standard") not in {"standard", "increased"}:
        report.error("%s: apple.contrast must be standard or increased" % where)
    if set(apple) - {"colorScheme", "contrast"}:
        report.error("%s: apple allows colorScheme and contrast" % where)
    if meta.get("minimumContrast", "aa") not in CONTEXT_MINIMUMS:
        report.error("%s: minimumContrast must be aa or aaa" % where)


RULE_DEFAULTS = {"contrast.wcag2": "error", "contrast.apca": "off", "contrast.unverifiable": "warning",
                 "cvd.distinguishable": "warning", "tap-target.min-size": "error",
                 "typography.min-size": "warning", "typography.text-style": "warning",
                 "motion.reduced": "warning"}


# This repository's own tokens must satisfy these outright, whatever severity the rules
# config gives them for PrismTokens users.
REPO_REQUIREMENTS = {"tap-target.min-size", "typography.min-size", "typography.text-style",
                     "motion.reduced"}


def emit(report, config, rule_id, msg):
    """Report under a rule's configured severity (rules.<id>.severity), or its default;
    rules in REPO_REQUIREMENTS are always errors here."""
    severity = rule(config, rule_id, RULE_DEFAULTS[rule_id])
    if rule_id in REPO_REQUIREMENTS:
        severity = "error"
    if severity == "error":
        report.error("%s [%s]" % (msg, rule_id))
    elif severity == "warning":
        report.warning("%s [%s]" % (msg, rule_id))


def check_prism(tokens, config, report, theme):
    min_font = (config.get("rules", {}).get("typography.min-size") or {}).get("minimum", 11)
    slots = {}
    roles = {}
    for path, tok in sorted(tokens.items()):
        ext, t, v = tok.ext, tok.resolved_type, tok.value
        where = "[%s] %s" % (theme, path)
        for key in ext:
            if key not in TOKEN_EXTENSION_KEYS:
                report.error("%s: unknown Prism extension key %r" % (where, key))
        if v is None:
            continue
        if t == "typography":
            style = ext.get("textStyle")
            if style not in TEXT_STYLES:
                emit(report, config, "typography.text-style",
                     "%s: typography needs a textStyle extension (one of %s)"
                     % (where, ", ".join(sorted(TEXT_STYLES))))
            if px(v["fontSize"]) < min_font:
                emit(report, config, "typography.min-size",
                     "%s: font size %s < %s" % (where, px(v["fontSize"]), min_font))
        if t == "transition":
            rm = ext.get("reducedMotion")
            if rm is None:
                emit(report, config, "motion.reduced", "%s: transition has no reducedMotion extension" % where)
            elif rm not in {"none", "fade"}:
                m = ALIAS_RE.match(rm) if isinstance(rm, str) else None
                if not m or m.group(1) not in tokens or tokens[m.group(1)].resolved_type != "transition":
                    report.error("%s: reducedMotion must be none, fade or {a transition token}" % where)
            total = ms(v["duration"]) + ms(v["delay"])
            if total > 5000:
                emit(report, config, "motion.reduced", "%s: motion longer than 5 s" % where)
            spring = ext.get("spring")
            if spring is not None:
                if not (isinstance(spring, dict) and set(spring) == {"duration", "bounce"}
                        and is_num(spring["duration"]) and spring["duration"] > 0
                        and is_num(spring["bounce"]) and -1 <= spring["bounce"] <= 1):
                    report.error("%s: spring must be {duration: seconds > 0, bounce: -1...1}" % where)
        elif "reducedMotion" in ext or "spring" in ext:
            report.error("%s: spring/reducedMotion belong on transition tokens" % where)
        if "textStyle" in ext and t != "typography":
            report.error("%s: textStyle belongs on typography tokens" % where)
        if ext.get("tapTarget"):
            if t != "dimension":
                report.error("%s: tapTarget belongs on dimension tokens" % where)
            elif px(v) < 44:
                emit(report, config, "tap-target.min-size", "%s: tap target %s < 44 pt" % (where, px(v)))
        if "ansi" in ext:
            slot = ext["ansi"]
            if t != "color" or not isinstance(slot, int) or not 0 <= slot <= 15:
                report.error("%s: ansi must be an integer 0...15 on a color token" % where)
            elif slot in slots:
                report.error("%s: ANSI slot %d is also %s" % (where, slot, slots[slot]))
            else:
                slots[slot] = path
        if "terminal" in ext:
            role = ext["terminal"]
            if role not in TERMINAL_ROLES or t != "color":
                report.error("%s: terminal role must be one of %s" % (where, sorted(TERMINAL_ROLES)))
            elif role in roles:
                report.error("%s: terminal role %s is also %s" % (where, role, roles[role]))
            else:
                roles[role] = path
        if "cliRole" in ext:
            target = getattr(tok, "alias_of", None)
            if not target or "ansi" not in tokens[target].ext:
                report.error("%s: a cliRole token must alias an ANSI slot token" % where)
    missing = sorted(set(range(16)) - set(slots))
    if slots and missing:
        report.error("[%s] ANSI slots missing: %s" % (theme, missing))
    return slots, roles


# --------------------------------------------------------------------------------------------
# Contrast and CVD
# --------------------------------------------------------------------------------------------

def srgb_of(tokens, path, report, theme):
    tok = tokens.get(path)
    if tok is None:
        report.error("[%s] contrast pair names %s, which does not exist" % (theme, path))
        return None
    if tok.resolved_type != "color" or tok.value is None:
        report.error("[%s] contrast pair names %s, which is not a color" % (theme, path))
        return None
    try:
        return color_to_srgb(tok.value)
    except ValueError as e:
        report.warning("[%s] %s cannot be measured: %s (contrast.unverifiable)" % (theme, path, e))
        return None


def on_pairs(tokens):
    pairs = []
    unmatched = []
    for path, tok in sorted(tokens.items()):
        if tok.resolved_type != "color":
            continue
        parent, _, name = path.rpartition(".")
        m = re.match(r"^on(?:-([a-z].*)|([A-Z].*))$", name)
        if not m:
            continue
        if m.group(1):      # on-surface -> surface
            candidates = [m.group(1)]
        else:               # onSurface -> surface
            base = m.group(2)
            candidates = [base[0].lower() + base[1:]]
        sibling = next((parent + "." + c if parent else c for c in candidates
                        if (parent + "." + c if parent else c) in tokens), None)
        if sibling:
            pairs.append({"foreground": path, "background": sibling, "level": "aa", "auto": True})
        else:
            unmatched.append(path)
    return pairs, unmatched


def measure(tokens, pairs, context_min, report, theme, margin):
    rows = []
    text_min, nontext_min = CONTEXT_MINIMUMS.get(context_min, (0, 0))
    for pair in pairs:
        fg_path, bg_path = pair["foreground"], pair["background"]
        fg = srgb_of(tokens, fg_path, report, theme)
        bg = srgb_of(tokens, bg_path, report, theme)
        if fg is None or bg is None:
            continue
        (fg_rgb, fg_a, fg_note), (bg_rgb, bg_a, bg_note) = fg, bg
        if bg_a < 1:
            report.warning("[%s] %s is translucent; cannot measure %s over it (contrast.unverifiable)"
                           % (theme, bg_path, fg_path))
            continue
        shown = composite(fg_rgb, fg_a, bg_rgb) if fg_a < 1 else fg_rgb
        level = pair.get("level")
        if "apca" in pair:
            lc = abs(apca_lc([round(clamp01(c) * 255) / 255 for c in shown], bg_rgb))
            need, value, label = pair["apca"], lc, "apca Lc"
        else:
            if level not in LEVELS:
                report.error("[%s] pair %s/%s has unknown level %r" % (theme, fg_path, bg_path, level))
                continue
            need = max(LEVELS[level], nontext_min if level == "non-text" else text_min)
            value, label = contrast_ratio(shown, bg_rgb), level
        ok = value >= need
        rows.append({"fg": fg_path, "bg": bg_path, "level": label, "need": need, "ratio": value,
                     "alpha": fg_a, "shown": to_hex(shown), "bgHex": to_hex(bg_rgb), "ok": ok,
                     "auto": pair.get("auto", False)})
        if not ok:
            report.error("[%s] contrast.wcag2: %s (%s) on %s (%s) is %.3f, needs %.1f (%s)"
                         % (theme, fg_path, to_hex(shown), bg_path, to_hex(bg_rgb), value, need, label))
        elif value < need + margin:
            report.warning("[%s] %s on %s passes with little margin: %.3f vs %.1f"
                           % (theme, fg_path, bg_path, value, need))
    return rows


def check_cvd(tokens, config, report, theme, severity):
    if severity == "off":
        return []
    threshold = (config.get("rules", {}).get("cvd.distinguishable") or {}).get("minimumDeltaE", 0.08)
    results = []
    for group in config.get("cvd", {}).get("groups", []):
        colors = {}
        for path in group.get("tokens", []):
            c = srgb_of(tokens, path, report, theme)
            if c:
                colors[path] = [clamp01(x) for x in c[0]]
        for kind in ("protanopia", "deuteranopia", "tritanopia"):
            sims = {p: simulate(c, kind) for p, c in colors.items()}
            names = sorted(sims)
            worst = None
            for i, a in enumerate(names):
                for b in names[i + 1:]:
                    de = delta_e_ok(sims[a], sims[b])
                    if worst is None or de < worst[0]:
                        worst = (de, a, b)
            if worst:
                results.append((group.get("name", "?"), kind, worst))
                if worst[0] < threshold:
                    msg = ("[%s] cvd.distinguishable: %s and %s are %.3f apart under %s (< %.2f)"
                           % (theme, worst[1], worst[2], worst[0], kind, threshold))
                    (report.error if severity == "error" else report.warning)(msg)
    return results


# --------------------------------------------------------------------------------------------
# Self-test against the reference vectors (Tests/Fixtures/vectors)
# --------------------------------------------------------------------------------------------

def self_test(path):
    data = load(path)
    failures = 0
    for case in data["contrast"]:
        fg, fa = parse_hex(case["foreground"])
        bg, _ = parse_hex(case["background"])
        shown = composite(fg, fa, bg)
        ratio = contrast_ratio(shown, bg)
        if abs(ratio - case["wcag2"]["ratio"]) > 1e-9 or to_hex(shown) != case["composited"]:
            failures += 1
            print("contrast mismatch", case["foreground"], case["background"], ratio)
        lc = apca_lc([round(c * 255) / 255 for c in shown], bg)
        if abs(lc - case["apca"]["lc"]) > 1e-6:
            failures += 1
            print("apca mismatch", case["foreground"], case["background"], lc, case["apca"]["lc"])
    for case in data["simulate"]:
        if case["severity"] != 1.0 or case["type"] not in MACHADO:
            continue
        rgb, _ = parse_hex(case["input"])
        sim = simulate(rgb, case["type"])
        if max(abs(a - b) for a, b in zip(sim, case["srgb"])) > 1e-4:
            failures += 1
            print("simulate mismatch", case["input"], case["type"], sim, case["srgb"])
    for case in data["oklch"]:
        rgb, _ = parse_hex(case["color"])
        lab = srgb_to_oklab(rgb)
        if abs(lab[0] - case["oklch"][0]) > 1e-6 or abs(math.hypot(lab[1], lab[2]) - case["oklch"][1]) > 1e-6:
            failures += 1
            print("oklab mismatch", case["color"], lab, case["oklch"])
    print("self-test: %s" % ("ok" if not failures else "%d failures" % failures))
    return 1 if failures else 0


# --------------------------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------------------------

def main(argv):
    args = [a for a in argv if not a.startswith("--")]
    quiet, strict = "--quiet" in argv, "--strict" in argv
    if "--vectors" in argv:
        return self_test(argv[argv.index("--vectors") + 1])
    path = args[0] if args else "tokens.json"
    try:
        doc = load(path)
    except (OSError, ValueError) as e:
        print("%s: error: cannot read: %s" % (path, e))
        return 2
    report = Report()
    order = check_structure(doc, report)

    # Per-source tokens, and the Prism config from set-level $extensions.
    config = {}
    set_tokens = {}
    for name, s in doc.get("sets", {}).items():
        ext = (s.get("$extensions") or {}).get(PRISM)
        if ext:
            for key in ext:
                if key not in SET_EXTENSION_KEYS:
                    report.error("set %s: unknown Prism extension key %r" % (name, key))
            for rid in ext.get("rules", {}):
                if rid not in RULE_IDS:
                    report.error("set %s: unknown rule id %r" % (name, rid))
            for key, value in ext.items():
                if key == "contrast":
                    config.setdefault("contrast", {"pairs": []})["pairs"] += value.get("pairs", [])
                elif key == "cvd":
                    config.setdefault("cvd", {"groups": []})["groups"] += value.get("groups", [])
                else:
                    config.setdefault(key, {}).update(value)
        set_tokens[name] = [flatten(d, "set %s" % name, report)
                            for d in inline_sources(s.get("sources", []), "set " + name, report)]
    modifier_tokens = {}
    modifier_ext = {}
    for name, m in doc.get("modifiers", {}).items():
        modifier_ext[name] = ((m.get("$extensions") or {}).get(PRISM) or {}).get("contexts", {})
        for ctx, meta in modifier_ext[name].items():
            where = "modifier %s: Prism context %s" % (name, ctx)
            if ctx not in m.get("contexts", {}):
                report.error("%s is not a context of the modifier" % where)
            check_context_meta(meta, where, report)
        for ctx, sources in m.get("contexts", {}).items():
            where = "%s=%s" % (name, ctx)
            modifier_tokens[(name, ctx)] = [flatten(d, where, report)
                                            for d in inline_sources(sources, where, report)]

    # Every permutation of modifier contexts (Prism has one modifier: theme).
    modifiers_in_order = [n for kind, n in order if kind == "modifiers"]
    permutations = [{}]
    for name in modifiers_in_order:
        permutations = [dict(p, **{name: ctx}) for p in permutations
                        for ctx in doc["modifiers"][name]["contexts"]]

    rules_sev = {r: rule(config, r, d) for r, d in (("contrast.wcag2", "error"),
                                                       ("cvd.distinguishable", "warning"))}
    summary = []
    deprecated = set()
    context_paths = {}
    for perm in permutations:
        theme = ",".join("%s" % v for v in perm.values()) or "default"
        merged = {}
        for kind, name in order:
            sources = set_tokens[name] if kind == "sets" else modifier_tokens[(name, perm[name])]
            for src in sources:
                for p, tok in src.items():
                    # A fresh Token per theme: values are resolved per permutation.
                    merged[p] = Token(p, tok.node, tok.type, tok.source)
        for name in modifiers_in_order:
            context_paths[(name, perm[name])] = {p for src in modifier_tokens[(name, perm[name])]
                                                 for p in src}
        resolve_theme(merged, report, theme)
        for tok in merged.values():
            check_value(tok, report, theme)
        check_prism(merged, config, report, theme)
        context_min = None
        for name in modifiers_in_order:
            context_min = modifier_ext[name].get(perm[name], {}).get("minimumContrast") or context_min
        if context_min is not None and context_min not in CONTEXT_MINIMUMS:
            report.error("[%s] minimumContrast must be aa or aaa" % theme)
        auto, unmatched = on_pairs(merged)
        declared = config.get("contrast", {}).get("pairs", [])
        for pair in declared:
            if set(pair) - {"foreground", "background", "level", "apca"} or \
                    ("level" in pair) == ("apca" in pair) or not {"foreground", "background"} <= set(pair):
                report.error("contrast pair %r must have foreground, background and one of level/apca" % pair)
        declared_fg = {p["foreground"] for p in declared}
        for path in unmatched:
            if path not in declared_fg:
                report.warning("[%s] %s has no sibling to be measured against and no declared pair"
                               % (theme, path))
        rows = []
        if rules_sev["contrast.wcag2"] != "off":
            rows = measure(merged, auto + declared, context_min, report, theme, margin=0.1)
        cvd = check_cvd(merged, config, report, theme, rules_sev["cvd.distinguishable"])
        summary.append((theme, context_min, rows, cvd, len(merged)))
        deprecated.update(p for p, t in merged.items() if t.node.get("$deprecated"))

    # Every context of a modifier should define the same tokens, except that a context may
    # override a token of the base sets (e.g. a bolder border width in high contrast).
    in_sets = {p for srcs in set_tokens.values() for src in srcs for p in src}
    for name in modifiers_in_order:
        ctxs = list(doc["modifiers"][name]["contexts"])
        paths = {ctx: context_paths[(name, ctx)] - in_sets for ctx in ctxs}
        every = set.union(*paths.values())
        for ctx in ctxs:
            for p in sorted(every - paths[ctx]):
                report.warning("%s=%s does not define %s, which other contexts define" % (name, ctx, p))

    if not quiet:
        for theme, context_min, rows, cvd, count in summary:
            print("\n== theme %s  (%d tokens, minimumContrast %s)" % (theme, count, context_min or "-"))
            print("  %-36s %-28s %-9s %5s %7s  %s" % ("foreground", "background", "level", "need",
                                                     "ratio", "shown on"))
            for r in rows:
                fg = r["fg"] + (" @%.2f" % r["alpha"] if r["alpha"] < 1 else "")
                print("  %-36s %-28s %-9s %5.1f %7.2f  %s on %s %s%s"
                      % (fg, r["bg"], r["level"], r["need"], r["ratio"], r["shown"], r["bgHex"],
                         "" if r["ok"] else "FAIL", "" if not r["auto"] else " (auto)"))
            for group, kind, (de, a, b) in cvd:
                print("  cvd %-8s %-13s closest %s / %s  deltaE %.4f" % (group, kind, a, b, de))
    print("\nSummary (WCAG 2 ratios; 'headroom' is ratio / required)")
    print("  %-17s %6s %5s %4s  %-52s %s" % ("theme", "tokens", "pairs", "fail", "lowest ratio",
                                            "least headroom"))
    for theme, context_min, rows, cvd, count in summary:
        wcag = [r for r in rows if r["level"] != "apca Lc"]
        fails = sum(1 for r in rows if not r["ok"])
        low = min(wcag, key=lambda r: r["ratio"], default=None)
        tight = min(wcag, key=lambda r: r["ratio"] / r["need"], default=None)
        fmt = lambda r: "%.2f %s on %s (%s %.1f)" % (r["ratio"], r["fg"], r["bg"], r["level"], r["need"])
        print("  %-17s %6d %5d %4d  %-52s %s" % (
            theme, count, len(rows), fails, fmt(low) if low else "-",
            "%s on %s %+.0f%%" % (tight["fg"], tight["bg"], 100 * (tight["ratio"] / tight["need"] - 1))
            if tight else "-"))
    if deprecated:
        print("  deprecated: %s" % ", ".join(sorted(deprecated)))
    for w in report.warnings:
        print("warning: " + w)
    for e in report.errors:
        print("error: " + e)
    failed = bool(report.errors) or (strict and bool(report.warnings))
    print("\n%s: %d error(s), %d warning(s)" % ("FAIL" if failed else "OK", len(report.errors),
                                               len(report.warnings)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
