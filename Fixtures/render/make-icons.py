#!/usr/bin/env python3
"""Writes the tiny PNG icons of Assets.xcassets (standard library only). Run from this folder.

star   black star with soft edges, RGBA; Render As Default (a template in a tab bar)
flag   opaque red/white/blue stripes, RGB; Render As Original Image (keeps its colours)
heart  pink heart, RGBA; Render As Template Image
Icons/gear  a grey ring, palette PNG with tRNS; the Icons folder provides a namespace
"""
import json, math, os, struct, zlib

def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

def png(width, height, rows, colour_type, extra=b""):
    raw = b"".join(b"\x00" + bytes(row) for row in rows)
    ihdr = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")

def coverage(size, inside, samples=4):
    """Fraction of each pixel inside the shape (inside takes x, y in 0..1)."""
    grid = []
    for y in range(size):
        row = []
        for x in range(size):
            hits = sum(inside((x + (i + .5) / samples) / size, (y + (j + .5) / samples) / size)
                       for i in range(samples) for j in range(samples))
            row.append(hits / samples ** 2)
        grid.append(row)
    return grid

def star(x, y):
    cx, cy = x - .5, y - .53
    angle = math.atan2(cy, cx) + math.pi / 2
    r = math.hypot(cx, cy)
    k = (angle % (2 * math.pi / 5)) / (2 * math.pi / 5)
    edge = .19 + .29 * abs(1 - 2 * k) ** 2.2
    return r < edge

def heart(x, y):
    x, y = (x - .5) * 2.4, (.45 - y) * 2.4
    return (x * x + y * y - 1) ** 3 - x * x * y ** 3 < 0

def ring(x, y):
    r = math.hypot(x - .5, y - .5)
    return .22 < r < .42

def rgba(size, inside, colour):
    grid = coverage(size, inside)
    return [[v for a in row for v in (*colour, round(a * 255))] for row in grid]

def write_set(folder, files, intent=None):
    os.makedirs(folder, exist_ok=True)
    images = []
    for scale, name, data in files:
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)
        images.append({"filename": name, "idiom": "universal", "scale": f"{scale}x"})
    contents = {"images": images, "info": {"author": "xcode", "version": 1}}
    if intent:
        contents["properties"] = {"template-rendering-intent": intent}
    with open(os.path.join(folder, "Contents.json"), "w") as f:
        json.dump(contents, f, indent=2)
        f.write("\n")

def flag(size):
    rows = []
    for y in range(size):
        colour = (220, 30, 40) if y < size / 3 else (255, 255, 255) if y < 2 * size / 3 else (20, 60, 200)
        rows.append([v for _ in range(size) for v in colour])
    return rows

def gear(size):
    grid = coverage(size, ring)
    levels = [round(a * 4) for row in grid for a in row]
    palette = b"".join(bytes((90, 90, 90)) for _ in range(5))
    trns = bytes(round(i * 255 / 4) for i in range(5))
    rows = [[round(a * 4) for a in row] for row in grid]
    return png(size, size, rows, 3, chunk(b"PLTE", palette) + chunk(b"tRNS", trns))

root = "Assets.xcassets"
os.makedirs(root, exist_ok=True)
with open(os.path.join(root, "Contents.json"), "w") as f:
    f.write('{\n  "info" : {\n    "author" : "xcode",\n    "version" : 1\n  }\n}\n')
write_set(f"{root}/star.imageset", [(s, f"star@{s}x.png", png(25 * s, 25 * s, rgba(25 * s, star, (0, 0, 0)), 6)) for s in (1, 2)])
write_set(f"{root}/flag.imageset", [(s, f"flag@{s}x.png", png(25 * s, 25 * s, flag(25 * s), 2)) for s in (1, 2)], "original")
write_set(f"{root}/heart.imageset", [(s, f"heart@{s}x.png", png(25 * s, 25 * s, rgba(25 * s, heart, (255, 80, 140)), 6)) for s in (1, 2)], "template")
os.makedirs(f"{root}/Icons", exist_ok=True)
with open(f"{root}/Icons/Contents.json", "w") as f:
    f.write('{\n  "info" : {\n    "author" : "xcode",\n    "version" : 1\n  },\n  "properties" : {\n    "provides-namespace" : true\n  }\n}\n')
write_set(f"{root}/Icons/gear.imageset", [(s, f"gear@{s}x.png", gear(25 * s)) for s in (1, 2)])
