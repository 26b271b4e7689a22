#!/usr/bin/env python3
"""Parses every file of a `prism-tokens bundle` output with a real parser and verifies the manifests.

    python3 check_bundle.py BUNDLE_DIR TOKENS_FILE

Prints one 'ok - …' or 'FAIL - …' line per check; exits 1 when any check failed.
Needs PyYAML for the base16/base24 files (run.sh installs it with pip when it is missing).
"""
import configparser
import glob
import hashlib
import json
import os
import plistlib
import re
import sys
import tomllib
import xml.etree.ElementTree as ET

import yaml

root, tokens_file = sys.argv[1], sys.argv[2]
failures = 0


def check(name, condition, detail=""):
    global failures
    if condition:
        print(f"ok - {name}")
    else:
        failures += 1
        print(f"FAIL - {name}" + (f": {detail}" if detail else ""))


def parses(name, path, parse):
    try:
        parse(path)
        check(name, True)
    except Exception as error:  # any parser's error is a failure of this check
        check(name, False, f"{path}: {error}")


def files(pattern):
    return sorted(glob.glob(os.path.join(root, pattern), recursive=True))


platforms = ["web", "apple", "android", "terminal", "json"]

# Manifests: every file listed with its sha256 and size, nothing unlisted, the source digest right.
token_bytes = open(tokens_file, "rb").read()
token_sha = hashlib.sha256(token_bytes).hexdigest()
token_name = os.path.basename(tokens_file)
for platform in platforms:
    folder = os.path.join(root, platform)
    manifest = json.load(open(os.path.join(folder, "manifest.json"), encoding="utf-8"))
    listed = {entry["path"]: entry for entry in manifest["files"]}
    on_disk = {
        os.path.relpath(os.path.join(dirpath, name), folder)
        for dirpath, _, names in os.walk(folder)
        for name in names
    } - {"manifest.json"}
    check(f"{platform}: manifest lists exactly the files on disk", set(listed) == on_disk,
          f"unlisted {sorted(on_disk - set(listed))}, missing {sorted(set(listed) - on_disk)}")
    bad = [path for path, entry in listed.items()
           if path in on_disk and (hashlib.sha256(open(os.path.join(folder, path), "rb").read()).hexdigest() != entry["sha256"]
                                   or os.path.getsize(os.path.join(folder, path)) != entry["bytes"])]
    check(f"{platform}: every checksum and size in the manifest verifies ({len(listed)} files)", not bad, f"{bad}")
    source = manifest["source"]
    check(f"{platform}: source digest is the sha256 of {token_name}",
          source["files"] == [{"path": token_name, "sha256": token_sha, "bytes": len(token_bytes)}]
          and source["sha256"] == hashlib.sha256(f"{token_sha}  {token_name}\n".encode()).hexdigest(), f"{source}")
    check(f"{platform}: manifest names the version and platform",
          manifest["version"] == "1.2.3" and manifest["platform"] == platform and manifest["themes"], "")

# JSON everywhere.
for path in files("**/*.json"):
    parses(f"json parses: {os.path.relpath(path, root)}", path, lambda p: json.load(open(p, encoding="utf-8")))

# json bundle: $type on every token, no reference left.
def walk(group, found):
    for key, value in group.items():
        if key.startswith("$") and key != "$root":
            continue
        if isinstance(value, dict) and "$value" in value:
            found.append((key, value))
        elif isinstance(value, dict):
            walk(value, found)

for path in files("json/tokens/*.tokens.json"):
    tokens = []
    walk(json.load(open(path, encoding="utf-8")), tokens)
    untyped = [key for key, token in tokens if "$type" not in token]
    references = [key for key, token in tokens if re.search(r'"\{[^{}]+\}"', json.dumps(token["$value"]))]
    check(f"{os.path.relpath(path, root)}: {len(tokens)} tokens, each with $type and no reference",
          tokens and not untyped and not references, f"untyped {untyped[:5]}, references {references[:5]}")

# Android: resource XML parses; values-night exists; colors are #AARRGGBB.
for path in files("android/res/**/*.xml"):
    parses(f"xml parses: {os.path.relpath(path, root)}", path, ET.parse)
check("android: values-night/colors.xml exists", os.path.exists(os.path.join(root, "android/res/values-night/colors.xml")))
colors = ET.parse(os.path.join(root, "android/res/values/colors.xml")).getroot().findall("color")
check(f"android: {len(colors)} colors, all #AARRGGBB",
      colors and all(re.fullmatch(r"#[0-9A-F]{8}", c.text or "") for c in colors))

# Terminal theme files.
for path in files("terminal/**/*.toml"):
    parses(f"toml parses: {os.path.relpath(path, root)}", path, lambda p: tomllib.load(open(p, "rb")))
for path in files("terminal/iterm2/*.itermcolors"):
    def plist(p):
        data = plistlib.load(open(p, "rb"))
        assert data["Background Color"]["Color Space"] == "sRGB", "Color Space is not sRGB"
        mode = " (Dark)" if p.endswith("Dark.itermcolors") else " (Light)"
        assert "Ansi 15 Color" + mode in data, f"no{mode} variant"
    parses(f"plist parses: {os.path.relpath(path, root)}", path, plist)
for path in files("terminal/base*/*.yaml"):
    def base(p):
        data = yaml.safe_load(open(p, encoding="utf-8"))
        count = 24 if data["system"] == "base24" else 16
        assert len(data["palette"]) == count, f"{len(data['palette'])} colors"
        assert all(re.fullmatch(r"#[0-9a-f]{6}", v) for v in data["palette"].values())
    parses(f"yaml parses: {os.path.relpath(path, root)}", path, base)
for path in files("terminal/foot/*.ini"):
    def foot(p):
        parser = configparser.ConfigParser()
        parser.read(p, encoding="utf-8")
        assert len(parser["colors"]) >= 20 and "color" in parser["cursor"]
    parses(f"ini parses: {os.path.relpath(path, root)}", path, foot)
for path in files("terminal/windows-terminal/*.json"):
    if path.endswith("settings-snippet.json"):
        snippet = json.load(open(path, encoding="utf-8"))
        check("windows terminal: snippet has a light/dark colorScheme",
              set(snippet["profiles"]["defaults"]["colorScheme"]) == {"light", "dark"})
    else:
        scheme = json.load(open(path, encoding="utf-8"))
        check(f"windows terminal: {os.path.basename(path)} has purple and brightPurple",
              "purple" in scheme and "brightPurple" in scheme)
for path in files("terminal/kitty/*.conf") + files("terminal/ghostty/*"):
    text = open(path, encoding="utf-8").read()
    check(f"color lines: {os.path.relpath(path, root)}", len(re.findall(r"#[0-9a-f]{6}", text)) >= 22)

sys.exit(1 if failures else 0)
