#!/usr/bin/env bash
# Peak memory of the inputs that once exhausted the machine, each against a normal input in the same run, with the
# release build of presentkit. Every row is one whole process measured by /usr/bin/time -v (its maximum resident
# set size and elapsed time) and its exit status. Every command keeps within the 500 MB memory budget: the worst
# inputs are drawn under it or refused (exit 1) in well under a second, before their pixels are allocated.
#   render    the page sheet on the 13" iPad at --scale 8 (747 MB once) is refused; at --scale 5.5, the largest
#             scale the refusal suggests, it is drawn; against the page sheet at the device's own scale;
#   custom    a 1 KB scene whose inline device has a 4096 × 4096 pt screen at scale 4 (1.79 GB once) is refused,
#             against the committed custom-device scene;
#   animate   the page sheet on the 13" iPad at --scale 8 (1.82 GB and rising once) is refused; a 37 KB valid
#             scene (an iPad, 31 stacked form sheets of 100-row split views, then a 19-step interactive drag;
#             written with anchors in 3 KB it once took 16 s and 9.6 GB) is refused (exit 1); against the
#             committed page-sheet animation;
#   figure    24 panels of iPhone screens at zoom 1 and --scale 4 (over 1.1 GB once) is refused, and drawn at
#             --scale 2, the scale the refusal suggests; against the committed sheet-detents figure;
#   verify    a reference PNG whose header declares 8192 × 8192 px (825 MB once, though the sizes differ) and one
#             of about 1.5 MB declaring 20000 × 20000 px (52 s and 4.6 GB once) are judged from their headers
#             (exit 4), against the scene's real reference;
#   gallery   every era of the built-in matrix (1,520 images at --scale 0.1: 600 MB once, for the thumbnails and
#             a 16384 px contact-sheet page) against one device's gallery.
# Usage: Benchmarks/peak-memory.sh [rounds=3]    (SKIP_BUILD=1 uses the existing .build/release/presentkit)
set -euo pipefail
cd "$(dirname "$0")/.."

ROUNDS=${1:-3}
if [[ "${SKIP_BUILD:-0}" != 1 ]]; then swift build -c release -j 1 --product presentkit; fi
PRESENTKIT=$PWD/.build/release/presentkit
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

python3 - "$WORK" <<'PYTHON'
import struct, sys, zlib
work = sys.argv[1]
rows = ", ".join(f"r{i}" for i in range(100))
def split(title):
    return (f"{{ split: {{ primary: {{ navigation: {{ title: {title}, rows: [{rows}] }} }}, "
            f"secondary: {{ navigation: {{ title: {title}2, rows: [{rows}] }} }} }} }}")
yaml = f"device: ipad-pro-11\norientation: landscape\nroot: {split('Root')}\nactions:\n"
for index in range(31):
    source = "" if index == 0 else f", from: p{index - 1}"
    yaml += f"  - present: {{ id: p{index}{source}, style: formSheet, animated: false, content: {split('P')}}}\n"
progress = ", ".join(str(step / 20) for step in range(1, 20))
yaml += f"  - dismissInteractively: {{ id: p30, progress: [{progress}], release: cancel }}\n"
open(f"{work}/heavy.yaml", "w").write(yaml)

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
deflate = zlib.compressobj(9)
pixels = b"".join(deflate.compress(bytes(64 << 20)) for _ in range(24)) + deflate.flush()
header = struct.pack(">IIBBBBB", 20000, 20000, 8, 6, 0, 0, 0)
png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")
open(f"{work}/huge-header.png", "wb").write(png)
declared = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 8192, 8192, 8, 6, 0, 0, 0)) \
    + chunk(b"IDAT", zlib.compress(bytes(5))) + chunk(b"IEND", b"")
open(f"{work}/declared-8192.png", "wb").write(declared)

device = open("Fixtures/scenes/custom-device.yaml").read()
open(f"{work}/huge-device.yaml", "w").write(
    device.replace("{ width: 320, height: 568 }", "{ width: 4096, height: 4096 }").replace("scale: 2", "scale: 4"))
open(f"{work}/s.yaml", "w").write(open("Fixtures/scenes/stacked-sheets.yaml").read())
panels = "".join("  - scene: s.yaml\n" for _ in range(24))
open(f"{work}/many-panels.yaml", "w").write(f"name: many\narrangement: grid\ncolumns: 6\nzoom: 1\npanels:\n{panels}")
PYTHON

SCENE=Fixtures/scenes/animations/page-sheet.yaml
mkdir -p "$WORK/normal" "$WORK/huge"
"$PRESENTKIT" verify "$SCENE" --reference "$WORK/normal" --record --report "$WORK/report" > /dev/null
cp "$WORK/normal/"* "$WORK/huge/"
cp "$WORK/huge-header.png" "$WORK/huge/page-sheet.png"
mkdir -p "$WORK/declared"
cp "$WORK/normal/"* "$WORK/declared/"
cp "$WORK/declared-8192.png" "$WORK/declared/page-sheet.png"
echo "reference PNG declaring 20000 × 20000 px: $(( $(stat -c %s "$WORK/huge-header.png") / 1024 )) KB"
echo "reference PNG declaring 8192 × 8192 px: $(stat -c %s "$WORK/declared-8192.png") bytes"
echo "custom-device scene with a 4096 × 4096 pt screen: $(stat -c %s "$WORK/huge-device.yaml") bytes"

# Runs one case; prints "status seconds peak-MB".
measure() {
    local log="$WORK/time.log" status=0
    /usr/bin/time -v -o "$log" "$@" > /dev/null 2>&1 || status=$?
    local peak seconds
    peak=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$log")
    seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$log" | awk -F: '{print ($1 * 60) + $2}')
    echo "$status $seconds $(( peak / 1024 ))"
}

echo
echo "| case | input | exit | wall s (median) | peak RSS MB (median; min–max) |"
echo "|---|---|---|---|---|"
row() {
    local name=$1 input=$2
    shift 2
    local statuses=() seconds=() peaks=()
    for ((round = 0; round < ROUNDS; round++)); do
        read -r status wall peak < <(measure "$@")
        statuses+=("$status") seconds+=("$wall") peaks+=("$peak")
    done
    local median=$((ROUNDS / 2))
    local sorted_seconds sorted_peaks
    sorted_seconds=($(printf '%s\n' "${seconds[@]}" | sort -g))
    sorted_peaks=($(printf '%s\n' "${peaks[@]}" | sort -n))
    echo "| $name | $input | ${statuses[0]} | ${sorted_seconds[$median]} | ${sorted_peaks[$median]} (${sorted_peaks[0]}–${sorted_peaks[-1]}) |"
}
# Interleaved, normal first, so that both sides of a pair see the same machine.
IPAD=(--device ipad-pro-13-m4)
row render "normal: page-sheet.yaml, iPhone @3×" "$PRESENTKIT" render "$SCENE" --output "$WORK/r0.png"
row render "refused: 13\" iPad --scale 8" "$PRESENTKIT" render "$SCENE" "${IPAD[@]}" --scale 8 --output "$WORK/r1.png"
row render "largest allowed: 13\" iPad --scale 5.5" "$PRESENTKIT" render "$SCENE" "${IPAD[@]}" --scale 5.5 \
    --output "$WORK/r2.png"
row custom "normal: custom-device.yaml" "$PRESENTKIT" render Fixtures/scenes/custom-device.yaml --output "$WORK/c0.png"
row custom "refused: inline device 4096×4096 pt @4" "$PRESENTKIT" render "$WORK/huge-device.yaml" \
    --output "$WORK/c1.png"
row animate "normal: page-sheet.yaml" "$PRESENTKIT" animate "$SCENE" --format apng --jobs 1 --output "$WORK/a.png"
row animate "refused: 13\" iPad --scale 8" "$PRESENTKIT" animate "$SCENE" "${IPAD[@]}" --scale 8 \
    --output "$WORK/a8"
row animate "refused: 31 stacked split views + drag" "$PRESENTKIT" animate "$WORK/heavy.yaml" --format apng \
    --jobs 1 --output "$WORK/b.png"
row figure "normal: sheet-detents.yaml --scale 2" "$PRESENTKIT" figure Fixtures/figures/sheet-detents.yaml --scale 2 \
    --force --output "$WORK/f0"
row figure "refused: 24 panels --scale 4" "$PRESENTKIT" figure "$WORK/many-panels.yaml" --scale 4 --force \
    --output "$WORK/f1"
row figure "largest allowed: 24 panels --scale 2" "$PRESENTKIT" figure "$WORK/many-panels.yaml" --scale 2 --force \
    --output "$WORK/f2"
row verify "normal reference" "$PRESENTKIT" verify "$SCENE" --reference "$WORK/normal" --report "$WORK/r1" --force
row verify "reference declaring 8192×8192 px" "$PRESENTKIT" verify "$SCENE" --reference "$WORK/declared" \
    --report "$WORK/r3" --force
row verify "reference declaring 20000×20000 px" "$PRESENTKIT" verify "$SCENE" --reference "$WORK/huge" \
    --report "$WORK/r2" --force
row gallery "normal: iphone-15-pro, every style" "$PRESENTKIT" gallery --devices iphone-15-pro --force \
    --output "$WORK/g0"
row gallery "every era: 1,520 images --scale 0.1" "$PRESENTKIT" gallery --eras all --scale 0.1 --force \
    --output "$WORK/g1"
