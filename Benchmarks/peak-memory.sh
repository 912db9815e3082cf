#!/usr/bin/env bash
# Peak memory of the two inputs that once exhausted the machine, each against a normal input in the same run,
# with the release build of presentkit. Every row is one whole process measured by /usr/bin/time -v (its
# maximum resident set size and elapsed time) and its exit status:
#   animate   a 37 KB valid scene (an iPad, 31 stacked form sheets of 100-row split views, then a 19-step
#             interactive drag; written with anchors in 3 KB it once took 16 s and 9.6 GB) against the committed
#             page-sheet animation; the heavy one is to be refused (exit 1: it cannot be rendered) well under 500 MB;
#   verify    a reference PNG of about 1.5 MB whose header declares 20000 × 20000 px (it once took 52 s and
#             4.6 GB) against the scene's real reference; the huge one is to be reported unreadable (exit 4)
#             before any pixel memory is spent.
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
PYTHON

SCENE=Fixtures/scenes/animations/page-sheet.yaml
mkdir -p "$WORK/normal" "$WORK/huge"
"$PRESENTKIT" verify "$SCENE" --reference "$WORK/normal" --record --report "$WORK/report" > /dev/null
cp "$WORK/normal/"* "$WORK/huge/"
cp "$WORK/huge-header.png" "$WORK/huge/page-sheet.png"
echo "reference PNG declaring 20000 × 20000 px: $(( $(stat -c %s "$WORK/huge-header.png") / 1024 )) KB"

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
row animate "normal: page-sheet.yaml" "$PRESENTKIT" animate "$SCENE" --format apng --jobs 1 --output "$WORK/a.png"
row animate "refused: 31 stacked split views + drag" "$PRESENTKIT" animate "$WORK/heavy.yaml" --format apng \
    --jobs 1 --output "$WORK/b.png"
row verify "normal reference" "$PRESENTKIT" verify "$SCENE" --reference "$WORK/normal" --report "$WORK/r1" --force
row verify "reference declaring 20000×20000 px" "$PRESENTKIT" verify "$SCENE" --reference "$WORK/huge" \
    --report "$WORK/r2" --force
