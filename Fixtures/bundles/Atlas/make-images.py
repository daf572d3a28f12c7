#!/usr/bin/env python3
"""Writes the Atlas app's images (standard library only). Run from this folder.

App/globe.png, App/globe@2x.png   loose image files: a ring, 25 and 50 px (the tab bar's Explore)
App/flag~ipad.png                 a loose image for the iPad only
App/Assets.xcassets               pin.imageset (a dot at 2x), Icons/star.imageset in a folder
                                  that provides a namespace, the custom.compass symbol set and the
                                  Brand colour set
"""
import json, os, struct, zlib

def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

def png(size, inside):
    rows = []
    for y in range(size):
        row = []
        for x in range(size):
            u, v = (x + .5) / size, (y + .5) / size
            row += [0, 0, 0, 255 if inside(u, v) else 0]
        rows.append(row)
    raw = b"".join(b"\x00" + bytes(row) for row in rows)
    ihdr = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")

def ring(u, v):
    d = ((u - .5) ** 2 + (v - .5) ** 2) ** .5
    return .3 < d < .45

def dot(u, v):
    return ((u - .5) ** 2 + (v - .4) ** 2) ** .5 < .3 or (abs(u - .5) < .08 and .4 < v < .95)

def star(u, v):
    return abs(u - .5) + abs(v - .5) < .45

def stripes(u, v):
    return int(v * 6) % 2 == 0

def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data)

def contents(path, value):
    write(path, (json.dumps(value, indent=2, sort_keys=True) + "\n").encode())

write("App/globe.png", png(25, ring))
write("App/globe@2x.png", png(50, ring))
write("App/flag~ipad.png", png(64, stripes))
catalog = "App/Assets.xcassets"
info = {"author": "xcode", "version": 1}
contents(f"{catalog}/Contents.json", {"info": info})
write(f"{catalog}/pin.imageset/pin@2x.png", png(50, dot))
contents(f"{catalog}/pin.imageset/Contents.json", {"images": [
    {"idiom": "universal", "scale": "1x"},
    {"filename": "pin@2x.png", "idiom": "universal", "scale": "2x"},
    {"idiom": "universal", "scale": "3x"}], "info": info})
contents(f"{catalog}/Icons/Contents.json", {"info": info, "properties": {"provides-namespace": True}})
write(f"{catalog}/Icons/star.imageset/star@2x.png", png(50, star))
contents(f"{catalog}/Icons/star.imageset/Contents.json", {"images": [
    {"filename": "star@2x.png", "idiom": "universal", "scale": "2x"}], "info": info})
write(f"{catalog}/custom.compass.symbolset/custom.compass.svg",
      b'<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="40" fill="none" stroke="black"/></svg>\n')
contents(f"{catalog}/custom.compass.symbolset/Contents.json", {"info": info, "symbols": [
    {"filename": "custom.compass.svg", "idiom": "universal"}]})
contents(f"{catalog}/Brand.colorset/Contents.json", {"colors": [{"color": {"color-space": "srgb", "components": {
    "alpha": "1.000", "blue": "0.800", "green": "0.400", "red": "0.100"}}, "idiom": "universal"}], "info": info})
