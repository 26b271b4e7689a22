#!/usr/bin/env python3
"""Writes a synthetic DTCG 2025.10 resolver document for benchmarks: N tokens, T theme contexts.

The tokens mix the types real systems have -- colors, dimensions, durations, shadows and
typography -- and about half of them are aliases, chained up to three deep (alias -> alias ->
alias -> value). With T > 1 a `theme` modifier has T contexts that each define the same semantic
color tokens (surface/onSurface pairs, so the contrast rule has work in every theme) with
different values; the rest lives in one base set. N counts distinct token paths, so every theme
resolves N tokens. Output is deterministic for a given seed. The tokens are valid and pass every
accessibility rule, so `generate` writes files.

Usage: bench/generate-tokens.py --tokens 10000 --themes 4 [--seed 1] [--out FILE]
(Python standard library only.)
"""
import argparse
import json
import random
import sys

THEME_NAMES = ["light", "dark", "highContrast", "dim", "sepia", "midnight", "paper", "ocean"]
TEXT_STYLES = ["largeTitle", "title", "title2", "title3", "headline", "subheadline",
               "body", "callout", "footnote", "caption", "caption2"]
PRISM = "com.byescaleira.prism"


def color(rng, light_range):
    """An sRGB color whose components all lie in light_range (so contrast is predictable)."""
    low, high = light_range
    components = [round(rng.uniform(low, high), 4) for _ in range(3)]
    hex_text = "#" + "".join("%02x" % round(c * 255) for c in components)
    return {"colorSpace": "srgb", "components": components, "hex": hex_text}


def dimension(rng, low=12, high=96, unit="px"):
    return {"value": rng.randint(low, high), "unit": unit}


def alias(path):
    return "{" + ".".join(path) + "}"


class Builder:
    """Accumulates tokens into nested groups and hands out alias chains."""

    def __init__(self, rng):
        self.rng = rng
        self.root = {}
        # Per type: lists of paths by alias depth (0 = a literal value).
        self.by_depth = {}

    def put(self, group_path, name, token, type_name, depth):
        group = self.root
        for segment in group_path:
            group = group.setdefault(segment, {})
        group[name] = token
        self.by_depth.setdefault(type_name, {}).setdefault(depth, []).append(group_path + [name])

    def pick(self, type_name, depth):
        return self.rng.choice(self.by_depth[type_name][depth])


def base_tokens(rng, count):
    """`count` theme-independent tokens: half literal values, half alias chains of depth 1-3."""
    builder = Builder(rng)
    # Shares of the count by type; literals first, so every alias has a target.
    shares = [("color", 0.40), ("dimension", 0.25), ("duration", 0.10), ("shadow", 0.10), ("typography", 0.15)]
    plan = []
    assigned = 0
    for i, (type_name, share) in enumerate(shares):
        n = count - assigned if i == len(shares) - 1 else int(count * share)
        assigned += n
        plan.append((type_name, n))
    for type_name, n in plan:
        literals = max(1, n - n // 2)
        aliases = n - literals
        for i in range(literals):
            builder.put(["base", type_name, "g%d" % (i // 100)], "t%d" % i,
                        literal_token(rng, builder, type_name, i), type_name, 0)
        for i in range(aliases):
            depth = 1 + i % 3
            while depth not in builder.by_depth[type_name] and depth > 1:
                depth -= 1
            target = builder.pick(type_name, depth - 1)
            token = {"$value": alias(target)}
            if type_name == "typography":
                # Extensions are per token, not inherited through aliases.
                token["$extensions"] = {PRISM: {"textStyle": TEXT_STYLES[i % len(TEXT_STYLES)]}}
            builder.put(["alias", type_name, "d%d" % depth, "g%d" % (i // 100)], "a%d" % i, token, type_name, depth)
    return builder


def literal_token(rng, builder, type_name, i):
    if type_name == "color":
        return {"$type": "color", "$value": color(rng, (0.0, 1.0))}
    if type_name == "dimension":
        return {"$type": "dimension", "$value": dimension(rng)}
    if type_name == "duration":
        return {"$type": "duration", "$value": {"value": rng.choice([50, 100, 150, 200, 250, 300, 400]), "unit": "ms"}}
    if type_name == "shadow":
        shadow_color = alias(builder.pick("color", 0)) if rng.random() < 0.5 else {
            "colorSpace": "srgb", "components": [0, 0, 0], "alpha": round(rng.uniform(0.05, 0.3), 3)}
        return {"$type": "shadow", "$value": {
            "color": shadow_color,
            "offsetX": dimension(rng, 0, 4), "offsetY": dimension(rng, 0, 16),
            "blur": dimension(rng, 0, 32), "spread": dimension(rng, 0, 4)}}
    if type_name == "typography":
        size = alias(builder.pick("dimension", 0)) if rng.random() < 0.3 else dimension(rng, 12, 48)
        return {"$type": "typography",
                "$value": {"fontFamily": ["Inter", "system-ui", "sans-serif"], "fontSize": size,
                           "fontWeight": rng.choice([400, 500, 600, 700]),
                           "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.25},
                "$extensions": {PRISM: {"textStyle": TEXT_STYLES[i % len(TEXT_STYLES)]}}}
    raise ValueError(type_name)


def theme_tokens(rng, pairs, theme_index):
    """`2 * pairs` semantic colors for one theme: surface-N (literal) and onSurface-N (an alias
    chain of depth 1 into the theme's own ink colors), always far apart in lightness so every
    pair passes WCAG AAA. Light-ish themes put dark ink on light surfaces, dark ones the reverse."""
    dark = theme_index % 2 == 1
    surface_range = (0.0, 0.08) if dark else (0.92, 1.0)
    ink_range = (0.92, 1.0) if dark else (0.0, 0.08)
    semantic = {"$type": "color"}
    ink = {"$type": "color"}
    for i in range(pairs):
        group = semantic.setdefault("g%d" % (i // 50), {})
        group["surface%d" % i] = {"$value": color(rng, surface_range)}
        ink["ink%d" % i] = {"$value": color(rng, ink_range)}
        group["onSurface%d" % i] = {"$value": alias(["ink", "ink%d" % i])}
    return {"semantic": semantic, "ink": ink}


def build(tokens, themes, seed):
    rng = random.Random(seed)
    # A fifth of the tokens (at least a few pairs) differ per theme: 3 per pair (surface, ink, on).
    pairs = max(1, tokens // 15)
    themed = 3 * pairs
    builder = base_tokens(rng, max(1, tokens - themed))
    sets = {"base": {"sources": [builder.root]}}
    order = [{"$ref": "#/sets/base"}]
    document = {
        "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
        "version": "2025.10",
        "name": "Synthetic benchmark tokens (%d tokens, %d theme%s, seed %d)" % (tokens, themes, "" if themes == 1 else "s", seed),
        "sets": sets,
        "resolutionOrder": order,
    }
    if themes == 1:
        sets["theme"] = {"sources": [theme_tokens(rng, pairs, 0)]}
        order.append({"$ref": "#/sets/theme"})
    else:
        names = [THEME_NAMES[i] if i < len(THEME_NAMES) else "theme%d" % i for i in range(themes)]
        contexts = {name: [theme_tokens(rng, pairs, i)] for i, name in enumerate(names)}
        document["modifiers"] = {"theme": {"default": names[0], "contexts": contexts}}
        order.append({"$ref": "#/modifiers/theme"})
    return document


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tokens", type=int, required=True, help="distinct tokens per theme")
    parser.add_argument("--themes", type=int, default=1, help="theme contexts (1 = no modifier)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--out", help="output file (default: standard output)")
    args = parser.parse_args()
    if args.tokens < 20 or args.themes < 1:
        parser.error("--tokens must be at least 20 and --themes at least 1")
    text = json.dumps(build(args.tokens, args.themes, args.seed), indent=2, sort_keys=False) + "\n"
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
