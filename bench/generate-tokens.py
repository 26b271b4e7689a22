#!/usr/bin/env python3
"""Writes a synthetic DTCG 2025.10 resolver document for benchmarks: N tokens, T theme contexts.

The tokens mix the types real systems have -- colors, dimensions, durations, shadows and
typography -- and about half of them are aliases, chained up to three deep (alias -> alias ->
alias -> value). With T > 1 a `theme` modifier has T contexts that each define the same semantic
color tokens (surface/onSurface pairs, so the contrast rule has work in every theme) with
different values; the rest lives in one base set. N counts distinct token paths, so every theme
resolves N tokens. Output is deterministic for a given seed. The tokens are valid and pass every
accessibility rule, so `generate` writes files.

With --modifiers 3 (permutation workloads) the document has three modifiers of --contexts C
contexts each (C^3 permutations): `theme` (the semantic color pairs above, a tenth of the
tokens), `brand` (each context redefines a tenth of the tokens: literal base colors) and
`density` (each context redefines a tenth: literal base dimensions, then durations), so every
context redefines about 10% of the tokens and what references them changes with it.

With --format style-dictionary (one theme only) it writes the same tokens as one token file in
the form Style Dictionary 5.0 reads: the sets merged in resolution order, colors as hex strings
(#rrggbb, #rrggbbaa with alpha) and dimensions and durations as strings ("30px", "150ms"), since
Style Dictionary 5.0 does not read the 2025.10 color and dimension objects (bench/style-dictionary.sh).

Usage: bench/generate-tokens.py --tokens 10000 --themes 4 [--seed 1] [--out FILE]
       bench/generate-tokens.py --tokens 10000 --modifiers 3 --contexts 4 [--seed 1] [--out FILE]
       bench/generate-tokens.py --tokens 10000 --format style-dictionary [--seed 1] [--out FILE]
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


def redefining_context(rng, builder, types, count, index):
    """A context that redefines `count` literal base tokens of `types` (in that order of
    preference) with new values of the same type; `index` varies the values."""
    root = {}
    left = count
    for type_name in types:
        for path in builder.by_depth.get(type_name, {}).get(0, []):
            if left == 0:
                break
            group = root
            for segment in path[:-1]:
                group = group.setdefault(segment, {})
            group[path[-1]] = literal_token(rng, builder, type_name, index)
            left -= 1
    return root


def build_permutations(tokens, modifiers, contexts, seed):
    """`modifiers` (1-3) modifiers of `contexts` contexts, each context redefining ~10% of the tokens."""
    rng = random.Random(seed)
    pairs = max(1, tokens // 30)
    tenth = max(1, tokens // 10)
    builder = base_tokens(rng, max(1, tokens - 3 * pairs))
    document = {
        "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json",
        "version": "2025.10",
        "name": "Synthetic permutation tokens (%d tokens, %d modifiers x %d contexts, seed %d)" % (
            tokens, modifiers, contexts, seed),
        "sets": {"base": {"sources": [builder.root]}},
        "resolutionOrder": [{"$ref": "#/sets/base"}],
    }
    names = [THEME_NAMES[i] if i < len(THEME_NAMES) else "theme%d" % i for i in range(contexts)]
    definitions = [
        ("theme", lambda i: theme_tokens(rng, pairs, i), names),
        ("brand", lambda i: redefining_context(rng, builder, ["color"], tenth, i),
         ["brand%d" % i for i in range(contexts)]),
        ("density", lambda i: redefining_context(rng, builder, ["dimension", "duration"], tenth, i),
         ["density%d" % i for i in range(contexts)]),
    ][:modifiers]
    document["modifiers"] = {}
    for name, make, context_names in definitions:
        document["modifiers"][name] = {
            "default": context_names[0],
            "contexts": {context: [make(i)] for i, context in enumerate(context_names)},
        }
        document["resolutionOrder"].append({"$ref": "#/modifiers/" + name})
    return document


def style_dictionary_value(value):
    """`value` as Style Dictionary 5.0 reads it: 2025.10 color and dimension objects as strings."""
    if isinstance(value, list):
        return [style_dictionary_value(item) for item in value]
    if not isinstance(value, dict):
        return value
    if "colorSpace" in value:
        text = value.get("hex") or "#" + "".join("%02x" % round(c * 255) for c in value["components"])
        alpha = value.get("alpha", 1)
        return text if alpha == 1 else text + "%02x" % round(alpha * 255)
    if set(value) == {"value", "unit"}:
        return "%s%s" % (value["value"], value["unit"])
    return {key: style_dictionary_value(member) for key, member in value.items()}


def style_dictionary_tokens(node):
    """A token tree with every `$value` in Style Dictionary 5.0's form."""
    if not isinstance(node, dict):
        return node
    return {key: style_dictionary_value(member) if key == "$value" else style_dictionary_tokens(member)
            for key, member in node.items()}


def style_dictionary_document(document):
    """The sets of a one-theme resolver document merged in resolution order into one token file."""
    merged = {}
    for reference in document["resolutionOrder"]:
        for source in document["sets"][reference["$ref"].rsplit("/", 1)[-1]]["sources"]:
            for key, member in source.items():
                if key in merged:
                    raise ValueError("sets overlap at " + key)
                merged[key] = style_dictionary_tokens(member)
    return merged


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tokens", type=int, required=True, help="distinct tokens per theme")
    parser.add_argument("--themes", type=int, default=1, help="theme contexts (1 = no modifier)")
    parser.add_argument("--modifiers", type=int, default=0,
                        help="1-3 modifiers of --contexts contexts each (permutation workload; ignores --themes)")
    parser.add_argument("--contexts", type=int, default=4, help="contexts per modifier (default 4)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--format", choices=["resolver", "style-dictionary"], default="resolver",
                        help="a 2025.10 resolver document (default) or one token file for Style Dictionary 5.0")
    parser.add_argument("--out", help="output file (default: standard output)")
    args = parser.parse_args()
    if args.tokens < 20 or args.themes < 1:
        parser.error("--tokens must be at least 20 and --themes at least 1")
    if args.modifiers:
        if not 1 <= args.modifiers <= 3 or args.contexts < 1:
            parser.error("--modifiers must be 1-3 and --contexts at least 1")
        document = build_permutations(args.tokens, args.modifiers, args.contexts, args.seed)
    else:
        document = build(args.tokens, args.themes, args.seed)
    if args.format == "style-dictionary":
        if args.modifiers or args.themes != 1:
            parser.error("--format style-dictionary writes one theme: leave out --themes and --modifiers")
        document = style_dictionary_document(document)
    text = json.dumps(document, indent=2, sort_keys=False) + "\n"
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
