#!/usr/bin/env python3
"""Whole apps, as users run scene-inspect on them: each command a whole process, against a C floor
that parses the same Interface Builder documents in one process.

Usage: apps.py --inspect SCENE_INSPECT --floor SAX_FLOOR [--rounds N] [--commands LIST] APP...

For each APP (a folder: a repository's root or a generated project), the floor is `sax-floor --many`
over every `.storyboard` and `.xib` under it that the tool reads (the same walk: no link followed,
`.git`, `DerivedData`, `Pods`, `Carthage`, `.build` and `node_modules` left out, compiled
`.storyboardc`/`.nib` folders not entered). Every round runs each command once, in a shuffled order,
so that a slow stretch of the machine slows every command alike; the tables give the median and the
fastest run of each, and each one's ratio to the floor's median and fastest.

Commands (`--commands`, comma-separated; all by default): quiet (`--quiet APP`), lint (text),
lint-json, lint-sarif, lint-github, lint-junit, lint-html, json (`--json APP`), generate
(`generate swift APP`), diff (`diff APP APP`). A command that is a usage error for an app (exit
status 2: `generate` on a project of several targets wants `--target`) is shown as such, not timed.
Start-up is measured once, on its own: `scene-inspect --version` against the floor process doing
nothing (`sax-floor --read /dev/null`), a C process linked to libxml2.

Prints Markdown, ending with the goals (`--quiet` within 1.3× the floor, `lint` within 1.4×,
`--version` within 1.5× the C process) and whether each app meets them; `--tsv FILE` also writes
every timing (app, command, seconds).
"""
import argparse
import os
import random
import statistics
import subprocess
import sys
import time

SKIPPED = {".git", "DerivedData", "Pods", "Carthage", ".build", "node_modules"}
COMMANDS = {
    "quiet": ["--quiet", "{app}"],
    "lint": ["lint", "{app}"],
    "lint-json": ["lint", "--format", "json", "{app}"],
    "lint-sarif": ["lint", "--format", "sarif", "{app}"],
    "lint-github": ["lint", "--format", "github", "{app}"],
    "lint-junit": ["lint", "--format", "junit", "{app}"],
    "lint-html": ["lint", "--format", "html", "{app}"],
    "json": ["--json", "{app}"],
    "generate": ["generate", "swift", "{app}"],
    "diff": ["diff", "{app}", "{app}"],
}

# What users should wait for: a whole app within these multiples of the C floor's time.
GOALS = {"quiet": 1.3, "lint": 1.4}
STARTUP_GOAL = 1.5


def documents(app):
    """The storyboards and xibs under `app`, as the tool's walk finds them."""
    found = []
    for folder, subfolders, files in os.walk(app):
        subfolders[:] = sorted(name for name in subfolders
                               if name not in SKIPPED and not name.endswith((".storyboardc", ".nib")))
        found += [os.path.join(folder, name) for name in sorted(files) if name.endswith((".storyboard", ".xib"))]
    return found


def timed(command):
    """Seconds for one run of `command` and its exit status; output discarded."""
    start = time.perf_counter()
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    return time.perf_counter() - start, status


def measure(commands, rounds):
    """`commands`: label -> argv. Returns label -> seconds, after one warm-up run of each; a command
    whose warm-up exits with 2 (a usage error) or above 3 is dropped, its status kept."""
    statuses = {}
    for label, command in commands.items():
        statuses[label] = timed(command)[1]
    live = {label: command for label, command in commands.items() if statuses[label] in (0, 1, 3) or label == "floor"}
    times = {label: [] for label in live}
    for _ in range(rounds):
        order = list(live.items())
        random.shuffle(order)
        for label, command in order:
            times[label].append(timed(command)[0])
    return times, statuses


def row(label, values, floor):
    median, fastest = statistics.median(values), min(values)
    return (f"| {label} | {median * 1000:.1f} ms | {fastest * 1000:.1f} ms "
            f"| {median / statistics.median(floor):.2f}× | {fastest / min(floor):.2f}× |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--inspect", required=True)
    parser.add_argument("--floor", required=True)
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--commands", default=",".join(COMMANDS))
    parser.add_argument("--tsv")
    parser.add_argument("apps", nargs="+")
    options = parser.parse_args()
    wanted = [name for name in options.commands.split(",") if name]
    unknown = [name for name in wanted if name not in COMMANDS]
    if unknown:
        parser.error(f"unknown command {unknown[0]!r}; the commands are {', '.join(COMMANDS)}")
    records = []
    summary = []
    print("| whole app | storyboards | xibs | MB |\n|---|---|---|---|")
    inputs = {app: documents(app) for app in options.apps}
    for app, files in inputs.items():
        storyboards = sum(1 for name in files if name.endswith(".storyboard"))
        size = sum(os.path.getsize(name) for name in files) / 1e6
        print(f"| {os.path.basename(os.path.normpath(app))} | {storyboards} | {len(files) - storyboards} | {size:.1f} |")
    print()
    for app, files in inputs.items():
        name = os.path.basename(os.path.normpath(app))
        if not files:
            print(f"{name}: no storyboard or xib; skipped\n")
            continue
        commands = {"floor": [options.floor, "--many"] + files}
        for label in wanted:
            commands[label] = [options.inspect] + [part.replace("{app}", app) for part in COMMANDS[label]]
        times, statuses = measure(commands, options.rounds)
        print(f"| {name}: {options.rounds} rounds | median | fastest | median ÷ floor | fastest ÷ floor |")
        print("|---|---|---|---|---|")
        print(row("**C floor**: `sax-floor --many` on its storyboards and xibs", times["floor"], times["floor"]))
        for label in wanted:
            shown = "`scene-inspect " + " ".join(COMMANDS[label]).replace("{app}", "APP") + "`"
            if label not in times:
                print(f"| {shown} | exit status {statuses[label]} | | | |")
                continue
            print(row(shown, times[label], times["floor"]))
            summary.append((name, label, statistics.median(times[label]) / statistics.median(times["floor"]),
                            min(times[label]) / min(times["floor"])))
        print()
        for label, values in times.items():
            records += [(name, label, value) for value in values]
    startup, _ = measure({"floor": [options.floor, "--read", "/dev/null"], "version": [options.inspect, "--version"]},
                         max(options.rounds, 20))
    print("| start-up | median | fastest | median ÷ C | fastest ÷ C |\n|---|---|---|---|---|")
    print(row("C process linked to libxml2 doing nothing (`sax-floor --read /dev/null`)", startup["floor"], startup["floor"]))
    print(row("`scene-inspect --version`", startup["version"], startup["floor"]))
    print()
    if summary:
        print("| over the apps | median of the median ratios | median of the fastest ratios | worst app (fastest ratio) |")
        print("|---|---|---|---|")
        for label in wanted:
            ratios = [(app, m, f) for app, l, m, f in summary if l == label]
            if not ratios:
                continue
            worst = max(ratios, key=lambda item: item[2])
            print(f"| {label} | {statistics.median(r[1] for r in ratios):.2f}× | {statistics.median(r[2] for r in ratios):.2f}× "
                  f"| {worst[0]} {worst[2]:.2f}× |")
        print()
    print("| goal (each app's fastest run against the floor's) | apps that meet it | worst |\n|---|---|---|")
    for label, bound in GOALS.items():
        ratios = [(app, f) for app, l, _, f in summary if l == label]
        if ratios:
            worst = max(ratios, key=lambda item: item[1])
            met = sum(1 for _, f in ratios if f <= bound)
            print(f"| `{label}` ≤ {bound}× | {met} of {len(ratios)} | {worst[0]} {worst[1]:.2f}× |")
    version = min(startup["version"]) / min(startup["floor"])
    print(f"| `--version` ≤ {STARTUP_GOAL}× a C process | {'met' if version <= STARTUP_GOAL else 'missed'} | {version:.2f}× |")
    print()
    records += [("start-up", label, value) for label, values in startup.items() for value in values]
    if options.tsv:
        with open(options.tsv, "w", encoding="utf-8") as out:
            for app, label, seconds in records:
                out.write(f"{app}\t{label}\t{seconds:.6f}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
