#!/usr/bin/env python3
"""Runs the built `presentkit` over N fuzzed inputs and counts crashes, hangs, over-memory runs, writes outside
the output and leftover temporary files.

Usage: scripts/fuzz-count.py [--inputs N] [--seconds T] [--binary PATH] [--jobs J] [--seed S] [--findings DIR]
(--seconds stops starting new inputs after T seconds; the counts are of the inputs that ran.)

Inputs rotate over six kinds:
  scene   a mutated scene file, through `layout` (and every third one `render --scale 0.5`);
  figure  a mutated figure file, through `figure --format png,svg`;
  matrix  a mutated gallery matrix file, through `gallery --matrix` with one device, orientation and era
          (so that a valid matrix renders in well under the timeout);
  bytes   a scene, figure or matrix file with byte-level damage (flipped, cut, repeated bytes);
  path    a command with an awkward path argument: one-character, dot, Unicode, long, missing, a folder,
          a FIFO, a symbolic link (dangling or to a folder), a read-only file, /dev/null, or /dev/full as
          standard output;
  signal  a command that writes (animate, gallery, figure, render, verify --record) interrupted by SIGINT,
          SIGTERM or SIGKILL at a random moment; a run killed by SIGKILL is run again to its end.
Mutations are structure-aware: the file is parsed as YAML and numbers are replaced by 0, -1, huge, tiny,
NaN, +-inf, 1e308, bounds +-0.001 or plausible values; strings by other enum values of the corpus; keys renamed, dropped or
added; values nested, copied from elsewhere in the file or repeated.

Every input runs in a fresh folder, four levels below a sentinel tree of files, so that a file a run creates,
changes or removes anywhere but in its outputs (the --output, --report and recorded --reference paths) is seen:
the tree is listed before and after the run, and each difference outside the outputs is a containment
violation. A `.partial` file left anywhere in the folder after the run (after the second run, for a run killed by
SIGKILL, which cannot clean up: the next write into the folder must) is debris.

Every run has a 10 s timeout and its peak resident memory is read from wait4(2). A run is a crash when a
signal ends it (SIGILL for a Swift trap, SIGSEGV, SIGABRT, ...) other than the one the fuzzer sent, a hang when
the timeout kills it, and over-memory when its peak RSS exceeds 500 MB. Each finding's input and command line
(and the paths at fault) are copied to the findings folder (default .build-fuzz/count-findings/). Exit status: 0
when nothing was found, 1 otherwise.
"""

import argparse
import copy
import math
import os
import random
import resource
import shutil
import signal
import stat
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIMEOUT_SECONDS = 10
MEMORY_LIMIT_BYTES = 500 * 1024 * 1024
# A safety net for the machine, well above the measured limit: a runaway run fails instead of swapping.
ADDRESS_SPACE_CAP = 8 * 1024 * 1024 * 1024
KINDS = ["scene", "figure", "matrix", "bytes", "path", "signal"]
# The exit statuses presentkit documents (0 success, 1 not rendered or written, 2 argument parser, 3 invalid
# file, 4 verify: differs, 5 verify: report not written, 64 usage).
EXPECTED_STATUSES = (0, 1, 2, 3, 4, 5, 64)
# How deep the run's working folder is below the sentinel tree: a write through `../` up to this many levels
# lands in the tree, where it is seen.
SENTINEL_DEPTH = 4

SPECIAL_NUMBERS = [
    0, -1, 1, 0.5, -0.001, 1e308, -1e308, 1e-308, 5e-324, float("nan"), float("inf"), float("-inf"),
    4096, 4096.001, 8, 8.001, 60, 60.001, 2**63, -(2**63), 10**20, 1e6, 199, 200, 24, 25,
]
# Values a real file could hold, so that a mutated number often stays valid and the run reaches layout.
PLAUSIBLE_NUMBERS = [0.05, 0.25, 0.3, 0.7, 2, 3, 10, 40, 44, 100, 320, 500, 1000, 1366, 2000, 2048]


def seed_files(folder, suffixes=(".yaml", ".yml", ".json")):
    found = []
    for directory, _, names in os.walk(os.path.join(ROOT, folder)):
        found += [os.path.join(directory, n) for n in sorted(names) if n.endswith(suffixes)]
    return sorted(found)


def load(path):
    with open(path, encoding="utf-8") as handle:
        try:
            return yaml.safe_load(handle)
        except yaml.YAMLError:
            return None


class Corpus:
    """The seed documents, and the keys and strings they use (the vocabulary mutations draw from)."""

    def __init__(self):
        scenes = seed_files("Fixtures/scenes") + seed_files("Tests/PresentationScenesTests/Broken")
        self.scenes = [d for d in map(load, scenes) if isinstance(d, dict)]
        self.figures = [d for d in map(load, seed_files("Fixtures/figures")) if isinstance(d, dict)]
        self.matrices = [d for d in map(load, [os.path.join(ROOT, "Fixtures/gallery.yaml")]) if d]
        self.keys, self.strings = set(), set()
        for document in self.scenes + self.figures + self.matrices:
            self._collect(document)
        self.keys, self.strings = sorted(self.keys), sorted(self.strings)

    def _collect(self, node):
        if isinstance(node, dict):
            for key, value in node.items():
                self.keys.add(str(key))
                self._collect(value)
        elif isinstance(node, list):
            for item in node:
                self._collect(item)
        elif isinstance(node, str) and len(node) < 40:
            self.strings.add(node)


def paths_in(node, prefix=()):
    """Every (path, value) of a document, containers included."""
    yield prefix, node
    if isinstance(node, dict):
        for key, value in node.items():
            yield from paths_in(value, prefix + (key,))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from paths_in(value, prefix + (index,))


def replace(document, path, value):
    if not path:
        return value
    parent = document
    for part in path[:-1]:
        parent = parent[part]
    parent[path[-1]] = value
    return document


def mutate(document, corpus, rng):
    """One structure-aware mutation of a parsed document."""
    nodes = list(paths_in(document))
    path, value = rng.choice(nodes)
    numbers = [(p, v) for p, v in nodes if isinstance(v, (int, float)) and not isinstance(v, bool)]
    choice = rng.random()
    if choice < 0.35 and numbers:
        path, value = rng.choice(numbers)
        return replace(document, path, rng.choice(rng.choice([SPECIAL_NUMBERS, PLAUSIBLE_NUMBERS])))
    if choice < 0.55:
        strings = [(p, v) for p, v in nodes if isinstance(v, str)]
        if strings:
            path, _ = rng.choice(strings)
            text = rng.choice(corpus.strings + ["", "x" * 300, "é", "\u202e", "../../etc/passwd", "root/tab9"])
            return replace(document, path, text)
    if choice < 0.75:
        mappings = [(p, v) for p, v in nodes if isinstance(v, dict) and v]
        if mappings:
            path, mapping = rng.choice(mappings)
            key = rng.choice(list(mapping))
            action = rng.randrange(3)
            if action == 0:
                mapping[rng.choice(corpus.keys)] = mapping.pop(key)
            elif action == 1:
                del mapping[key]
            else:
                mapping[rng.choice(corpus.keys)] = copy.deepcopy(rng.choice(nodes)[1])
            return document
    if choice < 0.85:
        wrapped = value
        for _ in range(rng.choice([1, 2, 30])):
            wrapped = rng.choice([[wrapped], {rng.choice(corpus.keys): wrapped}])
        return replace(document, path, wrapped)
    if choice < 0.95:
        lists = [(p, v) for p, v in nodes if isinstance(v, list) and v]
        if lists:
            path, items = rng.choice(lists)
            items.extend(copy.deepcopy(rng.choice(items)) for _ in range(rng.choice([1, 10, 300])))
            return document
    return replace(document, path, copy.deepcopy(rng.choice(nodes)[1]))


def mutated_text(seeds, corpus, rng):
    document = copy.deepcopy(rng.choice(seeds))
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        document = mutate(document, corpus, rng)
    return yaml.safe_dump(document, allow_unicode=True, width=100000, sort_keys=False)


def damaged_bytes(path, rng):
    with open(path, "rb") as handle:
        data = bytearray(handle.read())
    for _ in range(rng.choice([1, 2, 4, 8])):
        if not data:
            break
        where = rng.randrange(len(data))
        action = rng.randrange(4)
        if action == 0:
            data[where] = rng.randrange(256)
        elif action == 1:
            del data[where : where + rng.randrange(1, 64)]
        elif action == 2:
            data[where:where] = data[where : where + rng.randrange(1, 64)] * rng.choice([2, 50])
        else:
            data[where:where] = rng.choice([b"\x00", b"\t", b"&a ", b"*a", b"!!binary ", b"{", b"[", b"\xff\xfe"])
    return bytes(data)


class RunFolder:
    """A fresh folder for one input: a sentinel tree of files at every level, and the working folder four levels
    down, holding figures/, scenes-in/ and scenes (a link to the fixtures, so that figure files' ../scenes paths
    resolve). Removed afterwards."""

    def __init__(self, base, index):
        self.root = os.path.join(base, f"run-{index}")
        self.cwd = os.path.join(self.root, *[f"level{n}" for n in range(SENTINEL_DEPTH)])
        os.makedirs(os.path.join(self.cwd, "figures"))
        os.makedirs(os.path.join(self.cwd, "scenes-in"))
        os.symlink(os.path.join(ROOT, "Fixtures/scenes"), os.path.join(self.cwd, "scenes"))
        level = self.root
        for depth in range(SENTINEL_DEPTH + 1):
            for name in ("victim.png", "victim.yaml", "passwd.png", "notes.txt"):
                with open(os.path.join(level, name), "w") as handle:
                    handle.write(f"sentinel {depth}\n")
            os.makedirs(os.path.join(level, "etc"), exist_ok=True)
            level = os.path.join(level, f"level{depth}")

    def __enter__(self):
        return self

    def __exit__(self, *_):
        shutil.rmtree(self.root, ignore_errors=True)


def snapshot(root):
    """Every path below `root` (links not followed), with what a write changes: type, mode, and for anything
    but a folder its size, modification time and inode (a folder's times change with its entries)."""
    entries = {}
    for directory, folders, files in os.walk(root):
        for name in folders + files:
            path = os.path.join(directory, name)
            try:
                status = os.lstat(path)
            except FileNotFoundError:
                continue
            kind = stat.S_IFMT(status.st_mode)
            detail = () if kind == stat.S_IFDIR else (status.st_size, status.st_mtime_ns, status.st_ino)
            entries[os.path.relpath(path, root)] = (kind, status.st_mode) + detail
    return entries


def output_paths(command, cwd, root):
    """The paths, relative to `root`, that `command` may write: its --output and --report, its --reference when
    it records, each as given and as its links resolve (`-` included: a command that writes a folder takes it as
    the folder's name)."""
    names = ["--output", "--report"] + (["--reference"] if "--record" in command else [])
    allowed = set()
    for option, value in zip(command, command[1:]):
        if option not in names:
            continue
        path = os.path.join(cwd, value)
        for candidate in (os.path.normpath(path), os.path.realpath(path)):
            relative = os.path.relpath(candidate, root)
            if not relative.startswith(".."):
                allowed.add(relative)
    return allowed


def containment_violations(before, after, allowed):
    """The paths created, changed or removed outside `allowed` (paths and the folders below them; a folder on the
    way to one of them may be made)."""
    def inside(path):
        return any(a == "." or path == a or path.startswith(a + os.sep) for a in allowed)

    def on_the_way(path):
        entry = after.get(path) or before.get(path)
        return entry[0] == stat.S_IFDIR and any(a.startswith(path + os.sep) for a in allowed)

    changed = {p for p in before.keys() | after.keys() if before.get(p) != after.get(p)}
    return sorted(p for p in changed if not inside(p) and not on_the_way(p))


def debris(entries):
    """The unfinished output files left in a listing."""
    return sorted(p for p in entries if os.path.basename(p).endswith(".partial"))


def signal_command(binary, folder, rng):
    """A command that writes for a while, and the signal that interrupts it after a random delay."""
    out = os.path.join(folder, "out")
    animation = rng.choice(seed_files("Fixtures/scenes/animations"))
    figures = [f for f in seed_files("Fixtures/figures") if os.path.dirname(f).endswith("Fixtures/figures")]
    figure = rng.choice(figures)
    scenes = seed_files("Fixtures/scenes")
    commands = [
        ["animate", animation, "--fps", str(rng.choice([30, 60, 120])), "--scale", rng.choice(["0.25", "0.5"]),
         "--format", rng.choice(["all", "apng", "frames"]), "--output", os.path.join(out, "animation")],
        ["gallery", "--devices", "iphone-se,ipad-mini-6", "--scale", "0.25", "--jobs", "2", "--output",
         os.path.join(out, "gallery")],
        ["figure", figure, "--format", "png,svg,pdf", "--scale", "0.5", "--output", os.path.join(out, "figures")],
        ["render", rng.choice(scenes), "--scale", "1", "--output", os.path.join(out, "still.png")],
        ["verify", os.path.join(ROOT, "Fixtures/scenes"), "--record", "--reference", os.path.join(out, "references"),
         "--report", os.path.join(out, "report")],
    ]
    arguments = rng.choice(commands)
    chosen = rng.choice([signal.SIGINT, signal.SIGTERM, signal.SIGKILL])
    # Most release runs of these commands take 0.2 to 2 s: most signals land mid-run, some before or after.
    delay = rng.uniform(0.01, 0.6)
    return [binary] + arguments, (chosen, delay), f"signal:{arguments[0]}:{chosen.name}"


def path_case(folder, rng):
    """An awkward path, made real in `folder` where it needs to exist."""
    scene = os.path.join(ROOT, "Fixtures/scenes/stacked-sheets.yaml")
    kind = rng.choice([
        ".", "a", "é", "..", "/", "-", "/dev/null", "/dev/full", "fifo", "folder", "link-to-folder",
        "dangling-link", "read-only", "long", "unicode", "missing", "trailing-slash", "self-link",
    ])
    target = os.path.join(folder, "target")
    shutil.rmtree(target, ignore_errors=True)
    if os.path.lexists(target):
        os.remove(target)
    os.makedirs(target)
    made = {
        "fifo": lambda p: os.mkfifo(p),
        "folder": lambda p: os.makedirs(p),
        "link-to-folder": lambda p: os.symlink(target, p),
        "dangling-link": lambda p: os.symlink(os.path.join(target, "nowhere", "x"), p),
        "self-link": lambda p: os.symlink(p, p),
        "read-only": lambda p: (open(p, "w").close(), os.chmod(p, stat.S_IRUSR)),
    }
    if kind in made:
        path = os.path.join(target, kind + ".png")
        made[kind](path)
    elif kind == "long":
        path = os.path.join(target, "n" * 300 + ".png")
    elif kind == "unicode":
        path = os.path.join(target, "日本語 ✓ é.png")
    elif kind == "missing":
        path = os.path.join(target, "no", "such", "folder", "x.png")
    elif kind == "trailing-slash":
        path = target + "/"
    else:
        path = kind
    return kind, path, scene


def path_command(binary, folder, rng):
    kind, path, scene = path_case(folder, rng)
    figure = os.path.join(ROOT, "Fixtures/figures/guide-8-2-popover.yaml")
    commands = [
        ["render", scene, "--scale", "0.5", "--output", path],
        ["render", path, "--scale", "0.5", "--output", os.path.join(folder, "out.png")],
        ["layout", path],
        ["animate", scene, "--scale", "0.25", "--output", path],
        ["figure", figure, "--scale", "0.5", "--output", path],
        ["figure", path, "--output", os.path.join(folder, "figs")],
        ["verify", scene, "--reference", path, "--report", os.path.join(folder, "report")],
        ["gallery", "--devices", "iphone-se", "--styles", "formSheet", "--orientations", "portrait",
         "--scale", "0.1", "--jobs", "1", "--output", path],
        ["layout", scene, "--format", "json"],
        ["devices", "--format", "json"],
    ]
    # "/" only as an input: as an output folder it would fill the real root folder.
    readers = [commands[1], commands[2], commands[5], commands[8], commands[9]]
    arguments = rng.choice(readers if kind == "/" else commands)
    stdout_full = kind == "/dev/full" or rng.random() < 0.1
    # A command whose input is a FIFO opened for writing by nobody must not block: the tools refuse FIFOs.
    return [binary] + arguments, stdout_full, f"path:{kind}"


def run(command, cwd, stdout_full, interrupt=None):
    """Runs `command`, sending it `interrupt` (a signal and a delay in seconds) if given; returns (status,
    signal, timed out, peak RSS in bytes, seconds)."""
    def limit():
        resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE_CAP, ADDRESS_SPACE_CAP))
        os.setsid()

    stdout = open("/dev/full", "wb") if stdout_full else subprocess.DEVNULL
    start = time.monotonic()
    process = subprocess.Popen(
        command, cwd=cwd, stdin=subprocess.DEVNULL, stdout=stdout, stderr=subprocess.DEVNULL, preexec_fn=limit)
    timed_out = threading.Event()

    def kill():
        timed_out.set()
        try:
            os.killpg(process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass

    def send():
        try:
            os.kill(process.pid, interrupt[0])
        except ProcessLookupError:
            pass

    timer = threading.Timer(TIMEOUT_SECONDS, kill)
    timer.start()
    interrupter = threading.Timer(interrupt[1], send) if interrupt else None
    if interrupter:
        interrupter.start()
    _, status, usage = os.wait4(process.pid, 0)
    timer.cancel()
    if interrupter:
        interrupter.cancel()
    process.returncode = 0  # reaped by wait4; keeps Popen from waiting again
    if stdout_full:
        stdout.close()
    seconds = time.monotonic() - start
    peak = usage.ru_maxrss * 1024
    if os.WIFSIGNALED(status):
        return None, os.WTERMSIG(status), timed_out.is_set(), peak, seconds
    return os.WEXITSTATUS(status), None, False, peak, seconds


def file_command(kind, index, rng, binary, folder, corpus):
    """A mutated or damaged input file written into `folder`, and the command that reads it."""
    if kind == "bytes":
        source = rng.choice(seed_files("Fixtures/scenes") + seed_files("Fixtures/figures"))
        data = damaged_bytes(source, rng)
        sub = "figures" if "/figures/" in source else "scenes-in"
    else:
        seeds = {"scene": corpus.scenes, "figure": corpus.figures, "matrix": corpus.matrices}[kind]
        data = mutated_text(seeds, corpus, rng).encode()
        sub = "figures" if kind == "figure" else "scenes-in"
    input_path = os.path.join(folder, sub, f"input-{index}.yaml")
    with open(input_path, "wb") as handle:
        handle.write(data)
    out = os.path.join(folder, "out")
    if sub == "figures":
        command = [binary, "figure", input_path, "--format", "png,svg", "--scale", "0.5", "--jobs", "1",
                   "--output", out]
    elif kind == "matrix":
        command = [binary, "gallery", "--matrix", input_path, "--devices", "iphone-se", "--orientations",
                   "portrait", "--eras", "ios18", "--scale", "0.1", "--jobs", "1", "--output", out]
    elif index % 3 == 0:
        command = [binary, "render", input_path, "--scale", "0.5", "--output", os.path.join(out, "x.png")]
    else:
        command = [binary, "layout", input_path]
    return command, input_path


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--inputs", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=None)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/presentkit"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--findings", default=os.path.join(ROOT, ".build-fuzz/count-findings"))
    options = parser.parse_args()
    binary = os.path.abspath(options.binary)
    if not os.access(binary, os.X_OK):
        sys.exit(f"fuzz-count: no presentkit at {binary} (build it, or pass --binary)")
    corpus = Corpus()
    os.makedirs(options.findings, exist_ok=True)
    base = tempfile.mkdtemp(prefix="presentkit-fuzz-")
    counts = {"runs": 0, "crashes": 0, "hangs": 0, "over-memory": 0, "other-exit": 0, "containment": 0,
              "debris": 0}
    per_kind = {kind: 0 for kind in KINDS}
    exits = {}
    interrupted = {}
    peak_overall = [0, ""]
    lock = threading.Lock()
    started = time.monotonic()

    def one(index):
        if options.seconds is not None and time.monotonic() - started > options.seconds:
            return
        rng = random.Random(options.seed * 1_000_003 + index)
        kind = KINDS[index % len(KINDS)]
        with RunFolder(base, index) as run_folder:
            folder = run_folder.cwd
            stdout_full, input_path, interrupt = False, None, None
            if kind == "path":
                command, stdout_full, label = path_command(binary, folder, rng)
            elif kind == "signal":
                command, interrupt, label = signal_command(binary, folder, rng)
            else:
                command, input_path = file_command(kind, index, rng, binary, folder, corpus)
                label = kind
            before = snapshot(run_folder.root)
            status, killed_by, timed_out, peak, seconds = run(command, folder, stdout_full, interrupt)
            was_interrupted = interrupt is not None and killed_by == interrupt[0] and not timed_out
            if was_interrupted and killed_by == signal.SIGKILL:
                # SIGKILL cannot be caught: what it left must be gone after the next run into the same folders.
                timed_out = run(command, folder, stdout_full)[2]
            after = snapshot(run_folder.root)
            escaped = containment_violations(before, after, output_paths(command, folder, run_folder.root))
            left = debris(after)
            finding, details = None, escaped + left
            with lock:
                counts["runs"] += 1
                per_kind[kind] += 1
                if peak > peak_overall[0]:
                    peak_overall[0], peak_overall[1] = peak, label
                if timed_out:
                    counts["hangs"] += 1
                    finding = "hang"
                elif was_interrupted:
                    interrupted[label] = interrupted.get(label, 0) + 1
                elif killed_by is not None:
                    counts["crashes"] += 1
                    finding = f"crash-signal-{killed_by}"
                elif status not in EXPECTED_STATUSES:
                    counts["other-exit"] += 1
                    finding = f"exit-{status}"
                else:
                    exits.setdefault(kind, {})
                    exits[kind][status] = exits[kind].get(status, 0) + 1
                if peak > MEMORY_LIMIT_BYTES:
                    counts["over-memory"] += 1
                    finding = finding or f"memory-{peak // (1024 * 1024)}MB"
                if escaped:
                    counts["containment"] += 1
                    finding = finding or "containment"
                if left:
                    counts["debris"] += 1
                    finding = finding or "debris"
            if finding:
                stem = os.path.join(options.findings, f"{finding}-{label.replace(':', '-')}-{index}")
                if input_path:
                    shutil.copy(input_path, stem + ".yaml")
                with open(stem + ".command", "w") as handle:
                    handle.write(" ".join(command) + ("  > /dev/full" if stdout_full else "") + "\n")
                    if interrupt:
                        handle.write(f"interrupted by {interrupt[0].name} after {interrupt[1]:.3f} s\n")
                    handle.writelines(f"at fault: {path}\n" for path in details)
        done = counts["runs"]
        if done % 500 == 0:
            rate = done / (time.monotonic() - started)
            print(f"fuzz-count: {done} runs, {rate:.1f}/s, {counts}", flush=True)

    try:
        with ThreadPoolExecutor(max_workers=options.jobs) as pool:
            list(pool.map(one, range(options.inputs)))
    finally:
        shutil.rmtree(base, ignore_errors=True)
    elapsed = time.monotonic() - started
    print(f"fuzz-count: {counts['runs']} inputs in {elapsed:.0f} s ({counts['runs'] / elapsed:.1f}/s), "
          f"by kind {per_kind}")
    for kind, statuses in sorted(exits.items()):
        print(f"fuzz-count: {kind}: exit statuses {dict(sorted(statuses.items()))} (0 = valid, run to its end)")
    print(f"fuzz-count: interrupted by the fuzzer's signal {sum(interrupted.values())} "
          f"({dict(sorted(interrupted.items()))})")
    print(f"fuzz-count: crashes {counts['crashes']}, hangs over {TIMEOUT_SECONDS} s {counts['hangs']}, "
          f"over {MEMORY_LIMIT_BYTES // (1024 * 1024)} MB {counts['over-memory']}, "
          f"unexpected exit statuses {counts['other-exit']}, containment violations {counts['containment']}, "
          f"debris {counts['debris']}; peak RSS "
          f"{peak_overall[0] / (1024 * 1024):.0f} MB ({peak_overall[1]}); findings in {options.findings}")
    found = sum(counts[key] for key in ("crashes", "hangs", "over-memory", "other-exit", "containment", "debris"))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
