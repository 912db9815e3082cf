#!/usr/bin/env bash
# Target A: per-frame render + PNG encode of the Swift stack against the same drawing replayed
# directly with cairo in C and written with cairo_surface_write_to_png (CairoFloorBenchmark), in one run,
# interleaved; then the encoders alone on one canvas (Swift PNGEncoder against cairo's writer), and the
# whole `presentkit render` process against the C floor's.
#
# Usage: Benchmarks/benchmark-render.sh [rounds=5] [frames=10] [callgrind-frames=3]
#   1. builds RenderBenchmarks and CairoFloorBenchmark in release (the Benchmarks package, in release);
#   2. per scene, records the renderer's display list and PNG, replays it in C and checks the C PNG
#      against the Swift PNG (pixels within ±1: the encoders differ, the drawing does not);
#   3. runs C and Swift alternately for <rounds> rounds of <frames> frames (the order flips every round),
#      printing the median of the per-round medians, the ratio of those and the median paired ratio;
#   4. counts instructions with callgrind at 0, 1 and 1+<callgrind-frames> frames and prints the
#      per-frame counts with start-up excluded (N+1 minus 0 frames) and with start-up and the first,
#      font-loading frame excluded (N+1 minus 1 frame), and their Swift/C ratios.
# Scenes: iphone-pagesheet (iphone-15-pro portrait ios18, 3×), ipad-popover (ipad-pro-11 landscape ios18, 2×).
set -euo pipefail
cd "$(dirname "$0")/.."

ROUNDS=${1:-5}
FRAMES=${2:-10}
CG_FRAMES=${3:-3}
SCENES=(iphone-pagesheet ipad-popover)

source Benchmarks/benchmark-common.sh
build_release presentkit RenderBenchmarks CairoFloorBenchmark
SWIFT_BENCH="$BIN/RenderBenchmarks"
C_BENCH="$BIN/CairoFloorBenchmark"

declare -A SUMMARY
for scene in "${SCENES[@]}"; do
    list="$WORK/$scene.displaylist"
    "$SWIFT_BENCH" record "$scene" "$list" "$WORK/$scene.swift.png"
    "$C_BENCH" "$list" 1 --write "$WORK/$scene.c.png" > /dev/null
    printf '%s: C replay vs Swift PNG: ' "$scene"
    "$SWIFT_BENCH" compare "$WORK/$scene.swift.png" "$WORK/$scene.c.png"

    : > "$WORK/$scene.c.ms"; : > "$WORK/$scene.swift.ms"; : > "$WORK/$scene.pairs"
    for round in $(seq 1 "$ROUNDS"); do
        if (( round % 2 )); then
            c=$("$C_BENCH" "$list" "$FRAMES" | ms); s=$("$SWIFT_BENCH" render "$scene" "$FRAMES" | ms)
        else
            s=$("$SWIFT_BENCH" render "$scene" "$FRAMES" | ms); c=$("$C_BENCH" "$list" "$FRAMES" | ms)
        fi
        echo "$c" >> "$WORK/$scene.c.ms"; echo "$s" >> "$WORK/$scene.swift.ms"; ratio "$s" "$c" >> "$WORK/$scene.pairs"; echo >> "$WORK/$scene.pairs"
        printf '  round %d: C %s ms  Swift %s ms  (Swift/C %s)\n' "$round" "$c" "$s" "$(ratio "$s" "$c")"
    done
    c=$(median < "$WORK/$scene.c.ms"); s=$(median < "$WORK/$scene.swift.ms"); p=$(median < "$WORK/$scene.pairs")
    SUMMARY[$scene]=$(printf 'wall: C %s ms/frame, Swift %s ms/frame, Swift/C %s (median paired ratio %s)' "$c" "$s" "$(ratio "$s" "$c")" "$p")
    echo "$scene ${SUMMARY[$scene]}"

    # The encoders alone, on one canvas: cairo_surface_write_to_png against PNGEncoder, interleaved.
    : > "$WORK/$scene.cairo-encode.ms"; : > "$WORK/$scene.swift-encode.ms"
    for round in $(seq 1 "$ROUNDS"); do
        "$C_BENCH" --encode "$list" "$FRAMES" | sed -n 's/^c encode cairo_surface_write_to_png: //p' > "$WORK/encode.c"
        "$SWIFT_BENCH" encode "$scene" "$FRAMES" > "$WORK/encode.swift"
        ms < "$WORK/encode.c" >> "$WORK/$scene.cairo-encode.ms"; ms < "$WORK/encode.swift" >> "$WORK/$scene.swift-encode.ms"
    done
    c=$(median < "$WORK/$scene.cairo-encode.ms"); s=$(median < "$WORK/$scene.swift-encode.ms")
    cb=$(sed -n 's/.* \([0-9]*\) bytes$/\1/p' "$WORK/encode.c"); sb=$(sed -n 's/.* \([0-9]*\) bytes$/\1/p' "$WORK/encode.swift")
    SUMMARY[$scene]="${SUMMARY[$scene]}; encode only: cairo ${c} ms ${cb} B, Swift ${s} ms ${sb} B, cairo/Swift $(ratio "$c" "$s")×"
    echo "$scene encode only: cairo_surface_write_to_png $c ms ($cb bytes), PNGEncoder $s ms ($sb bytes)"
done

# The whole process: `presentkit render` of an iPhone 15 Pro page sheet over a navigation list (@3× PNG)
# against the C floor process for the iPhone scene (parse its display list, draw, cairo's PNG writer),
# alternating, 3 × <rounds> pairs; wall times in milliseconds from `date +%s%N`.
wall_ms() { local start end; start=$(date +%s%N); "$@" > /dev/null 2>&1; end=$(date +%s%N); echo $(( (end - start) / 1000000 )); }
: > "$WORK/process.swift"; : > "$WORK/process.c"
for round in $(seq 1 $((ROUNDS * 3))); do
    wall_ms "$BIN/presentkit" render Fixtures/scenes/page-sheet-ios13.yaml --device iphone-15-pro --era ios18 \
        --output "$WORK/process.png" --force >> "$WORK/process.swift"
    wall_ms "$C_BENCH" "$WORK/iphone-pagesheet.displaylist" 1 >> "$WORK/process.c"
done
c=$(median < "$WORK/process.c"); s=$(median < "$WORK/process.swift")
SUMMARY[process]="presentkit render ${s} ms, C floor process ${c} ms, Swift/C $(ratio "$s" "$c")"
echo "whole process: ${SUMMARY[process]}"

if command -v valgrind > /dev/null; then
    # valgrind 3.19 cannot read clang's DWARF 5; profile copies without debug info (symbols stay).
    objcopy --strip-debug "$SWIFT_BENCH" "$WORK/RenderBenchmarks"
    objcopy --strip-debug "$C_BENCH" "$WORK/CairoFloorBenchmark"
    instructions() { valgrind --tool=callgrind --callgrind-out-file="$WORK/callgrind.out.$1" "${@:2}" 2>&1 > /dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'; }
    for scene in "${SCENES[@]}"; do
        list="$WORK/$scene.displaylist"
        n=$((CG_FRAMES + 1))
        for frames in 0 1 "$n"; do
            instructions "swift.$scene.$frames" "$WORK/RenderBenchmarks" render "$scene" "$frames" > "$WORK/ir.swift.$frames" &
            instructions "c.$scene.$frames" "$WORK/CairoFloorBenchmark" "$list" "$frames" > "$WORK/ir.c.$frames"
            wait
        done
        for side in swift c; do
            read -r z < "$WORK/ir.$side.0"; read -r o < "$WORK/ir.$side.1"; read -r t < "$WORK/ir.$side.$n"
            eval "${side}_start=$z ${side}_from0=$(( (t - z) / n )) ${side}_from1=$(( (t - o) / CG_FRAMES ))"
        done
        echo "$scene instructions (callgrind Ir): start-up Swift ${swift_start}, C ${c_start}"
        echo "  per frame, start-up excluded ($n frames - 0): Swift ${swift_from0}, C ${c_from0}, Swift/C $(ratio "$swift_from0" "$c_from0")"
        echo "  per frame, start-up and first frame excluded ($n - 1 frames): Swift ${swift_from1}, C ${c_from1}, Swift/C $(ratio "$swift_from1" "$c_from1")"
        SUMMARY[$scene]="${SUMMARY[$scene]}; instructions/frame Swift/C $(ratio "$swift_from1" "$c_from1") (from 0 frames: $(ratio "$swift_from0" "$c_from0"))"
    done
else
    echo "valgrind not found: instruction counts skipped"
fi

echo
echo "Summary (targets: render Swift/C <= 1.0; encode cairo/Swift >= 3, no larger)"
for scene in "${SCENES[@]}"; do echo "  $scene: ${SUMMARY[$scene]}"; done
echo "  process: ${SUMMARY[process]}"
