#!/usr/bin/env bash
# Target C: `presentkit animate`'s output half — a 60-frame iPhone 15 Pro 3× sequence (the page-sheet
# presentation, Fixtures/scenes/animations/page-sheet.yaml, sampled at 96 fps) rendered and encoded into
# PNG frames plus an animated PNG by the Swift stack (AnimationExporter) with 2 workers, against the C
# floor of the same frames with 2 threads (CairoFloorBenchmark --animation: the display lists the Swift
# renderer recorded for each frame, replayed with cairo, encoded with libpng at the settings the Swift
# encoder used before it moved to libdeflate, the frames written and the animated PNG assembled the same
# way). Target: Swift/C <= 1.2, both cores busy.
#
# Usage: Benchmarks/benchmark-animation.sh [rounds=5]
#   1. builds RenderBenchmarks and CairoFloorBenchmark in release (the Benchmarks package, in release);
#   2. records the 60 display lists, runs both sides once and checks that every frame has the same pixels
#      on both sides (and prints the two animated PNGs' sizes);
#   3. runs C and Swift alternately with 2 workers for <rounds> rounds (the order flips every round), one
#      timed export per process, printing the medians, their ratio and the median paired ratio, and how
#      many cores each side kept busy (process CPU time / wall time of the export);
#   4. the same with 1 worker, for each side's own 1 → 2 worker speed-up;
#   5. counts instructions with callgrind (1 worker): one export minus the start-up (0 rounds), and the
#      Swift/C ratio.
set -euo pipefail
cd "$(dirname "$0")/.."

ROUNDS=${1:-5}

source Benchmarks/benchmark-common.sh
build_release RenderBenchmarks CairoFloorBenchmark
SWIFT_BENCH="$BIN/RenderBenchmarks"
C_BENCH="$BIN/CairoFloorBenchmark"

cores() { sed -n 's/.* \([0-9.]*\) cores busy.*/\1/p'; }
FLOOR_OPTIONS=(--fps 96 --hold 1)

"$SWIFT_BENCH" animation-record "$WORK/lists"
mkdir -p "$WORK/swift" "$WORK/c"
"$SWIFT_BENCH" animation "$WORK/swift" 2 1 > /dev/null
"$C_BENCH" --animation "$WORK/lists" 2 1 "${FLOOR_OPTIONS[@]}" --output "$WORK/c" > /dev/null
echo "animated PNG: Swift $(wc -c < "$WORK/swift/animation.png") bytes, C $(wc -c < "$WORK/c/animation.png") bytes"
for frame in "$WORK"/swift/frame-*.png; do
    "$SWIFT_BENCH" compare "$frame" "$WORK/c/$(basename "$frame")" > /dev/null \
        || { echo "$(basename "$frame"): pixels differ" >&2; exit 1; }
done
echo "frames: all $(ls "$WORK"/swift/frame-*.png | wc -l) the same pixels (the encoders differ: libdeflate in Swift, libpng in C)"

declare -A MEDIAN CORES
for workers in 2 1; do
    : > "$WORK/c.$workers"; : > "$WORK/swift.$workers"; : > "$WORK/pairs.$workers"; : > "$WORK/c.cores.$workers"; : > "$WORK/swift.cores.$workers"
    for round in $(seq 1 "$ROUNDS"); do
        run_c() { "$C_BENCH" --animation "$WORK/lists" "$workers" 1 "${FLOOR_OPTIONS[@]}" --output "$WORK/c"; }
        run_swift() { "$SWIFT_BENCH" animation "$WORK/swift" "$workers" 1; }
        if (( round % 2 )); then c_line=$(run_c); s_line=$(run_swift); else s_line=$(run_swift); c_line=$(run_c); fi
        c=$(ms <<< "$c_line"); s=$(ms <<< "$s_line")
        echo "$c" >> "$WORK/c.$workers"; echo "$s" >> "$WORK/swift.$workers"; ratio "$s" "$c" >> "$WORK/pairs.$workers"; echo >> "$WORK/pairs.$workers"
        cores <<< "$c_line" >> "$WORK/c.cores.$workers"; cores <<< "$s_line" >> "$WORK/swift.cores.$workers"
        printf '  %d worker(s), round %d: C %s ms  Swift %s ms  (Swift/C %s)\n' "$workers" "$round" "$c" "$s" "$(ratio "$s" "$c")"
    done
    for side in c swift; do
        MEDIAN[$side.$workers]=$(median < "$WORK/$side.$workers")
        CORES[$side.$workers]=$(median < "$WORK/$side.cores.$workers")
    done
    MEDIAN[pairs.$workers]=$(median < "$WORK/pairs.$workers")
done

if command -v valgrind > /dev/null; then
    # valgrind 3.19 cannot read clang's DWARF 5; profile copies without debug info (symbols stay).
    objcopy --strip-debug "$SWIFT_BENCH" "$WORK/RenderBenchmarks"
    objcopy --strip-debug "$C_BENCH" "$WORK/CairoFloorBenchmark"
    instructions() { valgrind --tool=callgrind --callgrind-out-file="$WORK/callgrind.out.$1" "${@:2}" 2>&1 > /dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'; }
    for rounds in 0 1; do
        instructions "swift.$rounds" "$WORK/RenderBenchmarks" animation "$WORK/swift" 1 "$rounds" > "$WORK/ir.swift.$rounds" &
        instructions "c.$rounds" "$WORK/CairoFloorBenchmark" --animation "$WORK/lists" 1 "$rounds" "${FLOOR_OPTIONS[@]}" --output "$WORK/c" > "$WORK/ir.c.$rounds"
        wait
    done
    read -r s0 < "$WORK/ir.swift.0"; read -r s1 < "$WORK/ir.swift.1"; read -r c0 < "$WORK/ir.c.0"; read -r c1 < "$WORK/ir.c.1"
    INSTRUCTIONS="instructions per export (start-up excluded): Swift $((s1 - s0)), C $((c1 - c0)), Swift/C $(ratio $((s1 - s0)) $((c1 - c0)))"
else
    INSTRUCTIONS="valgrind not found: instruction counts skipped"
fi

echo
echo "Summary (60 frames, iPhone 15 Pro 3×, frames + animated PNG; target: Swift/C <= 1.2 with 2 workers)"
echo "  2 workers: C ${MEDIAN[c.2]} ms, Swift ${MEDIAN[swift.2]} ms, Swift/C $(ratio "${MEDIAN[swift.2]}" "${MEDIAN[c.2]}") (median paired ratio ${MEDIAN[pairs.2]}); cores busy: C ${CORES[c.2]}, Swift ${CORES[swift.2]}"
echo "  1 worker:  C ${MEDIAN[c.1]} ms, Swift ${MEDIAN[swift.1]} ms, Swift/C $(ratio "${MEDIAN[swift.1]}" "${MEDIAN[c.1]}") (median paired ratio ${MEDIAN[pairs.1]})"
echo "  speed-up 1 -> 2 workers: C $(ratio "${MEDIAN[c.1]}" "${MEDIAN[c.2]}")x, Swift $(ratio "${MEDIAN[swift.1]}" "${MEDIAN[swift.2]}")x"
echo "  $INSTRUCTIONS"
