#!/usr/bin/env bash
# `make benchmark`: builds the Benchmarks package and presentkit in release once, runs the package's own
# tests, then measures what users judge, each against its C floor measured in the same run: the two
# sides alternate round by round (the order flips every round), and each row reports both medians with
# their spread (min–max) and the median of the per-round Swift/C ratios, which a machine that speeds up
# or slows down between rounds disturbs least. Instruction counts (valgrind --tool=callgrind) do not
# depend on load at all. Ends with one Markdown table, ready to paste, and the machine it ran on.
#
# Usage: Benchmarks/benchmark.sh [area...]    (default: every area, in this order)
#   process    the whole `presentkit render` process (iPhone 15 Pro page sheet @3×) against the C floor
#              process: parse the recorded display list, draw it with cairo, cairo_surface_write_to_png
#   render     render + PNG encode per frame inside one process, iPhone page sheet @3× and iPad popover @2×,
#              against the same drawing replayed with cairo and written by cairo_surface_write_to_png
#   encode     PNG encoding alone, the same two canvases: PNGEncoder against cairo_surface_write_to_png
#   animation  `presentkit animate`'s export, 60 page-sheet frames @3× as PNG frames + animated PNG, with 2
#              and 1 workers, against the same display lists replayed and written by C threads (libpng)
#   gallery    the full gallery with --jobs 1 and --jobs 2: its speed-up against the C floor's own speed-up
#              from 1 process to 2 (the iPhone display list, 2F frames in one process vs F in each of two)
#   verify     `presentkit verify` of every fixture at 2× against the C floor: each fixture's drawing
#              replayed with cairo, its reference PNG decoded by cairo (libpng), the pixels compared
#   layout     the layout matrix and the Auto Layout card (their baseline is the same matrix without
#              presenting, in the same process; there is no C floor for the layout core)
#   snapshot   the snapshot library's image comparison of two iPhone @3× screenshots (no C floor), and the
#              whole image assertion failing against passing (a retitled sheet; the sheet at another detent)
#
# Rounds (environment variables): ROUNDS=5 for render, encode and verify (process: 3 × ROUNDS pairs),
# ANIMATION_ROUNDS=3, GALLERY_ROUNDS=2, FRAMES=10 frames per render or encode round, LAYOUT_PASSES=15.
# CALLGRIND=1 counts instructions where it takes seconds (render per frame); CALLGRIND=all adds the
# layout, the snapshot comparison and the animation (its 60 frames on both sides under valgrind, about 50×
# slower, add most of an hour); CALLGRIND=0 skips valgrind. valgrind 3.19 crashes on the threads
# presentkit starts, so the whole-process rows (process, verify) have no counts.
set -euo pipefail
cd "$(dirname "$0")/.."

ROUNDS=${ROUNDS:-5}
ANIMATION_ROUNDS=${ANIMATION_ROUNDS:-3}
GALLERY_ROUNDS=${GALLERY_ROUNDS:-2}
FRAMES=${FRAMES:-10}
LAYOUT_PASSES=${LAYOUT_PASSES:-15}
CALLGRIND=${CALLGRIND:-1}
AREAS=("$@")
((${#AREAS[@]})) || AREAS=(process render encode animation gallery verify layout snapshot)
SCENES=(iphone-pagesheet ipad-popover)
PROCESS_SCENE=(Fixtures/scenes/page-sheet-ios13.yaml --device iphone-15-pro --era ios18)
VERIFY_FIXTURES=(Fixtures/scenes/*.yaml Fixtures/scenes/*.json Fixtures/scenes/animations/*.yaml)
VERIFY_SCALE=2

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
TABLE="$WORK/table.md"
: > "$TABLE"

# --- numbers -------------------------------------------------------------------------------------------
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio_median() { median | awk '{ printf "%.3f", $1 }'; }
# "median (min–max)" of the numbers in a file, rounded to $2 decimals.
spread() { sort -g "$1" | awk -v d="${2:-1}" '{ v[NR] = $1 } END { m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.*f (%.*f–%.*f)", d, m, d, v[1], d, v[NR] }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
ms() { sed -n 's/.*median \([0-9.]*\) ms.*/\1/p'; }
now_ns() { date +%s%N; }
# Runs a command (its output discarded, a failure stops the script); prints its wall time in ms.
wall_ms() {
    local start end
    start=$(now_ns)
    "$@" > /dev/null 2> "$WORK/stderr" || { cat "$WORK/stderr" >&2; echo "failed: $*" >&2; exit 1; }
    end=$(now_ns)
    awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", (b - a) / 1e6 }'
}

# paired NAME ROUNDS SWIFT C: runs the functions SWIFT and C (each prints one number) alternately,
# C first in odd rounds; keeps NAME.swift, NAME.c and NAME.ratio (Swift/C per round) in $WORK.
paired() {
    local name=$1 rounds=$2 swift=$3 c=$4 round s t
    : > "$WORK/$name.swift"; : > "$WORK/$name.c"; : > "$WORK/$name.ratio"
    for round in $(seq 1 "$rounds"); do
        if ((round % 2)); then t=$("$c"); s=$("$swift"); else s=$("$swift"); t=$("$c"); fi
        echo "$s" >> "$WORK/$name.swift"; echo "$t" >> "$WORK/$name.c"
        ratio "$s" "$t" >> "$WORK/$name.ratio"; echo >> "$WORK/$name.ratio"
        printf '  %s, round %d: Swift %s, C %s (Swift/C %s)\n' "$name" "$round" "$s" "$t" "$(ratio "$s" "$t")"
    done
}

# row CELLS...: one line of the summary table.
row() {
    local line="| $1" cell
    shift
    for cell in "$@"; do line+=" | $cell"; done
    echo "$line |" >> "$TABLE"
}
# A paired measurement's cells: Swift, C floor, median paired Swift/C (ratio of the medians).
paired_cells() {
    local name=$1 unit=$2 digits=${3:-1}
    printf '%s %s | %s %s | **%s** (%s)' "$(spread "$WORK/$name.swift" "$digits")" "$unit" \
        "$(spread "$WORK/$name.c" "$digits")" "$unit" "$(ratio_median < "$WORK/$name.ratio")" \
        "$(ratio "$(median < "$WORK/$name.swift")" "$(median < "$WORK/$name.c")")"
}

# --- instruction counts --------------------------------------------------------------------------------
# valgrind 3.19 cannot read clang's DWARF 5: callgrind runs copies without debug information.
callgrind_wanted() { [[ "$CALLGRIND" == all || ("$CALLGRIND" == 1 && "$1" == cheap) ]] && command -v valgrind > /dev/null; }
stripped() {
    [[ -x "$WORK/bin/$1" ]] || { mkdir -p "$WORK/bin"; objcopy --strip-debug "$BIN/$1" "$WORK/bin/$1"; }
    echo "$WORK/bin/$1"
}
# Instructions (callgrind's "Collected") of one run of the command.
instructions() {
    local count
    count=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
    [[ -n "$count" ]] || { echo "callgrind could not count: $*" >&2; exit 1; }
    echo "$count"
}
# Runs two instruction counts side by side (two cores): "instructions_pair A B" with A and B functions;
# sets IR_A and IR_B.
instructions_pair() {
    "$1" > "$WORK/ir.a" &
    "$2" > "$WORK/ir.b"
    wait
    read -r IR_A < "$WORK/ir.a"; read -r IR_B < "$WORK/ir.b"
}
millions() { awk -v n="$1" 'BEGIN { printf "%.1f M", n / 1e6 }'; }

# --- areas ---------------------------------------------------------------------------------------------
record_scene() { [[ -f "$WORK/$1.displaylist" ]] || "$BIN/RenderBenchmarks" record "$1" "$WORK/$1.displaylist" "$WORK/$1.swift.png" > /dev/null; }

area_process() {
    echo "== process: presentkit render against the C floor process, $((3 * ROUNDS)) pairs"
    record_scene iphone-pagesheet
    swift_process() { wall_ms "$BIN/presentkit" render "${PROCESS_SCENE[@]}" --output "$WORK/process.png" --force; }
    c_process() { wall_ms "$BIN/CairoFloorBenchmark" "$WORK/iphone-pagesheet.displaylist" 1; }
    paired process $((3 * ROUNDS)) swift_process c_process
    row "whole \`presentkit render\` process, iPhone 15 Pro page sheet over a navigation list, @3× PNG" \
        "$(paired_cells process ms 0)" "— (valgrind 3.19 crashes on presentkit's threads)" "≤ 1.0×" \
        "$((3 * ROUNDS)) pairs; comparable scenes, not the same file: render reads a YAML scene, the floor its recorded display list"
}

area_render() {
    local scene counts
    for scene in "${SCENES[@]}"; do
        echo "== render: $scene, render + PNG encode per frame, $ROUNDS rounds of $FRAMES frames"
        record_scene "$scene"
        "$BIN/CairoFloorBenchmark" "$WORK/$scene.displaylist" 1 --write "$WORK/$scene.c.png" > /dev/null
        printf '  the C replay against the Swift PNG: '
        "$BIN/RenderBenchmarks" compare "$WORK/$scene.swift.png" "$WORK/$scene.c.png"
        SCENE=$scene
        swift_render() { "$BIN/RenderBenchmarks" render "$SCENE" "$FRAMES" | ms; }
        c_render() { "$BIN/CairoFloorBenchmark" "$WORK/$SCENE.displaylist" "$FRAMES" | ms; }
        paired "render-$scene" "$ROUNDS" swift_render c_render
        counts="—"
        if callgrind_wanted cheap; then
            # Per frame without start-up and the first (font-loading) frame: 4 frames minus 1, over 3.
            local swift1 c1
            swift_ir() { instructions "$(stripped RenderBenchmarks)" render "$SCENE" "$FRAMES_IR"; }
            c_ir() { instructions "$(stripped CairoFloorBenchmark)" "$WORK/$SCENE.displaylist" "$FRAMES_IR"; }
            stripped RenderBenchmarks > /dev/null; stripped CairoFloorBenchmark > /dev/null
            FRAMES_IR=1 instructions_pair swift_ir c_ir; swift1=$IR_A; c1=$IR_B
            FRAMES_IR=4 instructions_pair swift_ir c_ir
            local swift_frame=$(((IR_A - swift1) / 3)) c_frame=$(((IR_B - c1) / 3))
            counts="**$(ratio "$swift_frame" "$c_frame")** ($(millions "$swift_frame") / $(millions "$c_frame") per frame)"
        fi
        row "render + PNG encode per frame, $(scene_label "$scene")" "$(paired_cells "render-$scene" ms 1)" "$counts" "≤ 1.0×" \
            "$ROUNDS rounds, median of $FRAMES frames each"
    done
}

scene_label() {
    case $1 in
        iphone-pagesheet) echo "iPhone 15 Pro page sheet @3× (1179 × 2556)" ;;
        ipad-popover) echo "iPad Pro 11 popover @2× (2388 × 1668)" ;;
    esac
}

area_encode() {
    local scene
    for scene in "${SCENES[@]}"; do
        echo "== encode: $scene, PNGEncoder against cairo_surface_write_to_png on one canvas, $ROUNDS rounds of $FRAMES"
        record_scene "$scene"
        SCENE=$scene
        swift_encode() { "$BIN/RenderBenchmarks" encode "$SCENE" "$FRAMES" | tee "$WORK/encode.swift" | ms; }
        c_encode() { "$BIN/CairoFloorBenchmark" --encode "$WORK/$SCENE.displaylist" "$FRAMES" | sed -n 's/^c encode cairo_surface_write_to_png: //p' | tee "$WORK/encode.c" | ms; }
        paired "encode-$scene" "$ROUNDS" swift_encode c_encode
        local swift_bytes c_bytes
        swift_bytes=$(sed -n 's/.* \([0-9]*\) bytes$/\1/p' "$WORK/encode.swift")
        c_bytes=$(sed -n 's/.* \([0-9]*\) bytes$/\1/p' "$WORK/encode.c")
        row "PNG encode alone, $(scene_label "$scene")" "$(paired_cells "encode-$scene" ms 1)" "—" \
            "≤ 0.33× (3× as fast), no larger" "$ROUNDS rounds of $FRAMES; $swift_bytes bytes against $c_bytes ($(ratio "$swift_bytes" "$c_bytes")×)"
    done
}

area_animation() {
    echo "== animation: 60 page-sheet frames @3×, PNG frames + animated PNG, $ANIMATION_ROUNDS rounds"
    local options=(--fps 96 --hold 1) workers frame
    "$BIN/RenderBenchmarks" animation-record "$WORK/lists" > /dev/null
    mkdir -p "$WORK/swift" "$WORK/c"
    "$BIN/RenderBenchmarks" animation "$WORK/swift" 2 1 > /dev/null
    "$BIN/CairoFloorBenchmark" --animation "$WORK/lists" 2 1 "${options[@]}" --output "$WORK/c" > /dev/null
    for frame in "$WORK"/swift/frame-*.png; do
        "$BIN/RenderBenchmarks" compare "$frame" "$WORK/c/$(basename "$frame")" > /dev/null \
            || { echo "$(basename "$frame"): pixels differ" >&2; exit 1; }
    done
    local apng_bytes c_apng_bytes
    apng_bytes=$(wc -c < "$WORK/swift/animation.png"); c_apng_bytes=$(wc -c < "$WORK/c/animation.png")
    echo "  every frame the same pixels on both sides; animated PNG: Swift $apng_bytes bytes, C $c_apng_bytes"
    cores() { sed -n 's/.* \([0-9.]*\) cores busy.*/\1/p'; }
    for workers in 2 1; do
        WORKERS=$workers
        swift_animation() { "$BIN/RenderBenchmarks" animation "$WORK/swift" "$WORKERS" 1 | tee -a "$WORK/swift.lines" | ms; }
        c_animation() { "$BIN/CairoFloorBenchmark" --animation "$WORK/lists" "$WORKERS" 1 "${options[@]}" --output "$WORK/c" | tee -a "$WORK/c.lines" | ms; }
        : > "$WORK/swift.lines"; : > "$WORK/c.lines"
        paired "animation-$workers" "$ANIMATION_ROUNDS" swift_animation c_animation
        local counts="—"
        if ((workers == 1)) && callgrind_wanted all; then
            swift_ir() { instructions "$(stripped RenderBenchmarks)" animation "$WORK/swift" 1 "$ROUNDS_IR"; }
            c_ir() { instructions "$(stripped CairoFloorBenchmark)" --animation "$WORK/lists" 1 "$ROUNDS_IR" "${options[@]}" --output "$WORK/c"; }
            stripped RenderBenchmarks > /dev/null; stripped CairoFloorBenchmark > /dev/null
            local swift0 c0
            ROUNDS_IR=0 instructions_pair swift_ir c_ir; swift0=$IR_A; c0=$IR_B
            ROUNDS_IR=1 instructions_pair swift_ir c_ir
            counts="**$(ratio $((IR_A - swift0)) $((IR_B - c0)))** ($(millions $((IR_A - swift0))) / $(millions $((IR_B - c0))), start-up excluded)"
        fi
        row "animation export, 60 frames of the page-sheet presentation, iPhone 15 Pro @3×, PNG frames + animated PNG, $workers $( ((workers == 1)) && echo worker || echo workers)" \
            "$(paired_cells "animation-$workers" ms 0)" "$counts" "$( ((workers == 2)) && echo "≤ 1.2×, both cores busy" || echo "—")" \
            "$ANIMATION_ROUNDS rounds; cores busy: Swift $(cores < "$WORK/swift.lines" | median), C $(cores < "$WORK/c.lines" | median); animated PNG $apng_bytes bytes (the C floor's, libpng: $c_apng_bytes)"
    done
}

area_gallery() {
    echo "== gallery: --jobs 1 and --jobs 2 against the C floor's 1 and 2 processes, $GALLERY_ROUNDS rounds"
    record_scene iphone-pagesheet
    local c_frames=10 round peak=0 t1 t2 m1 m2 c1 c2
    : > "$WORK/gallery.1"; : > "$WORK/gallery.2"; : > "$WORK/floor.1"; : > "$WORK/floor.2"
    : > "$WORK/gallery.speedup"; : > "$WORK/floor.speedup"; : > "$WORK/gallery.ratio"
    for round in $(seq 1 "$GALLERY_ROUNDS"); do
        if ((round % 2)); then
            read -r t1 m1 < <(gallery_run 1); read -r t2 m2 < <(gallery_run 2); read -r c1 c2 < <(floor_processes "$c_frames")
        else
            read -r c1 c2 < <(floor_processes "$c_frames"); read -r t2 m2 < <(gallery_run 2); read -r t1 m1 < <(gallery_run 1)
        fi
        ((m1 > peak)) && peak=$m1
        ((m2 > peak)) && peak=$m2
        echo "$t1" >> "$WORK/gallery.1"; echo "$t2" >> "$WORK/gallery.2"; echo "$c1" >> "$WORK/floor.1"; echo "$c2" >> "$WORK/floor.2"
        ratio "$t1" "$t2" >> "$WORK/gallery.speedup"; echo >> "$WORK/gallery.speedup"
        ratio "$c1" "$c2" >> "$WORK/floor.speedup"; echo >> "$WORK/floor.speedup"
        ratio "$(ratio "$t1" "$t2")" "$(ratio "$c1" "$c2")" >> "$WORK/gallery.ratio"; echo >> "$WORK/gallery.ratio"
        printf '  gallery, round %d: --jobs 1 %s s, --jobs 2 %s s (speed-up %s); C floor 1 process %s s, 2 processes %s s (speed-up %s)\n' \
            "$round" "$t1" "$t2" "$(ratio "$t1" "$t2")" "$c1" "$c2" "$(ratio "$c1" "$c2")"
    done
    # Nothing changed: the last --jobs 2 gallery run again into its folder.
    local again
    again=$(wall_ms "$BIN/presentkit" gallery --jobs 2 --output "$WORK/gallery-2")
    echo "  gallery again, nothing changed: $again ms"
    row "full gallery ($(gallery_images) images), \`--jobs 1\` and \`--jobs 2\`, wall time" \
        "$(spread "$WORK/gallery.1" 1) s / $(spread "$WORK/gallery.2" 1) s" \
        "$(spread "$WORK/floor.1" 2) s / $(spread "$WORK/floor.2" 2) s" "—" "—" "peak memory ≤ 300 MB" \
        "$GALLERY_ROUNDS rounds; the floor: $((2 * c_frames)) iPhone frames in 1 process / $c_frames in each of 2; peak memory $((peak / 1024)) MiB"
    row "full gallery, speed-up from \`--jobs 1\` to \`--jobs 2\`" "$(spread "$WORK/gallery.speedup" 2)×" \
        "$(spread "$WORK/floor.speedup" 2)×" "**$(ratio_median < "$WORK/gallery.ratio")** of the floor's speed-up" "—" \
        "≥ 1.7× (or the floor's own, if lower)" "$GALLERY_ROUNDS rounds"
    row "full gallery again with \`--jobs 2\`, nothing changed (every image's record up to date)" \
        "$(awk -v n="$again" 'BEGIN { printf "%.2f", n / 1000 }') s" "—" \
        "**$(ratio "$again" "$(awk -v s="$(median < "$WORK/gallery.2")" 'BEGIN { print s * 1000 }')")** of a full run" "—" \
        "≤ 0.10 of a full run" "1 run"
}

# One gallery run with $1 jobs into a fresh folder (kept until the next run with as many jobs); prints "<seconds> <peak KiB>". Peak memory from GNU
# time (`apt-get install time`) or, without it, the process's VmHWM sampled from /proc.
gallery_run() {
    local out="$WORK/gallery-$1" start end peak=0
    rm -rf "$out"
    start=$(now_ns)
    if [[ -x /usr/bin/time ]]; then
        /usr/bin/time -v -o "$WORK/time.txt" "$BIN/presentkit" gallery --jobs "$1" --output "$out" > /dev/null 2>&1
        end=$(now_ns)
        peak=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$WORK/time.txt")
    else
        "$BIN/presentkit" gallery --jobs "$1" --output "$out" > /dev/null 2>&1 &
        local pid=$! hwm
        while kill -0 "$pid" 2> /dev/null; do
            hwm=$(awk '/VmHWM/ { print $2 }' "/proc/$pid/status" 2> /dev/null || true)
            [[ -n "$hwm" && "$hwm" -gt "$peak" ]] && peak=$hwm
            sleep 0.05
        done
        wait "$pid"
        end=$(now_ns)
    fi
    find "$out" -name '*.png' | wc -l > "$WORK/gallery.images"
    awk -v a="$start" -v b="$end" -v p="$peak" 'BEGIN { printf "%.3f %d\n", (b - a) / 1e9, p }'
}
gallery_images() { cat "$WORK/gallery.images"; }

# The C floor of the gallery: 2F frames in one process, then F frames in each of two processes at once;
# prints "<one> <two>" seconds.
floor_processes() {
    local list="$WORK/iphone-pagesheet.displaylist" start middle end
    start=$(now_ns)
    "$BIN/CairoFloorBenchmark" "$list" $((2 * $1)) > /dev/null
    middle=$(now_ns)
    "$BIN/CairoFloorBenchmark" "$list" "$1" > /dev/null &
    "$BIN/CairoFloorBenchmark" "$list" "$1" > /dev/null
    wait
    end=$(now_ns)
    awk -v a="$start" -v b="$middle" -v c="$end" 'BEGIN { printf "%.3f %.3f\n", (b - a) / 1e9, (c - b) / 1e9 }'
}

area_verify() {
    local count=${#VERIFY_FIXTURES[@]}
    echo "== verify: $count fixtures at ${VERIFY_SCALE}×, $ROUNDS rounds"
    "$BIN/presentkit" verify "${VERIFY_FIXTURES[@]}" --reference "$WORK/references" --record --scale "$VERIFY_SCALE" \
        --report "$WORK/report" > /dev/null
    "$BIN/RenderBenchmarks" verify-record "$WORK/verify-lists" "$VERIFY_SCALE" "${VERIFY_FIXTURES[@]}" > /dev/null
    swift_verify() { wall_ms "$BIN/presentkit" verify "${VERIFY_FIXTURES[@]}" --reference "$WORK/references" --scale "$VERIFY_SCALE" --report "$WORK/report" --force; }
    c_verify() { wall_ms "$BIN/CairoFloorBenchmark" --verify "$WORK/verify-lists" "$WORK/references"; }
    paired verify "$ROUNDS" swift_verify c_verify
    # Nothing changed since the last run: every check's record is up to date.
    local round
    : > "$WORK/verify.again"
    for round in $(seq 1 "$ROUNDS"); do
        wall_ms "$BIN/presentkit" verify "${VERIFY_FIXTURES[@]}" --reference "$WORK/references" --scale "$VERIFY_SCALE" \
            --report "$WORK/report" >> "$WORK/verify.again"
        echo >> "$WORK/verify.again"
    done
    echo "  verify again, nothing changed: $(spread "$WORK/verify.again" 0) ms"
    row "\`presentkit verify\` of every fixture ($count scene files) at ${VERIFY_SCALE}×, whole process" \
        "$(paired_cells verify ms 0)" "— (valgrind 3.19 crashes on presentkit's threads)" "—" \
        "$ROUNDS rounds (\`--force\`); verify also runs each scene, compares its layout dump and writes the report; the floor only draws, decodes and compares"
    row "\`presentkit verify\` again, nothing changed (every check's record up to date)" "$(spread "$WORK/verify.again" 0) ms" \
        "—" "**$(ratio "$(median < "$WORK/verify.again")" "$(median < "$WORK/verify.swift")")** of a full check" "—" "—" "$ROUNDS runs"
}

area_layout() {
    echo "== layout: $LAYOUT_PASSES passes of the matrix, interleaved with the baseline"
    "$BIN/PresentationKitBenchmarks" "$LAYOUT_PASSES" | tee "$WORK/layout.txt" | sed 's/^/  /'
    local per_layout baseline card scratch counts="—"
    per_layout=$(sed -n 's/^median time per layout: *\([0-9.]*\) µs.*/\1/p' "$WORK/layout.txt")
    baseline=$(sed -n 's/^baseline (no presentation): *\([0-9.]*\) µs.*/\1/p' "$WORK/layout.txt")
    card=$(sed -n 's/^Auto Layout card relayout: *\([0-9.]*\) µs.*/\1/p' "$WORK/layout.txt")
    scratch=$(sed -n 's/^Auto Layout card from scratch: \([0-9.]*\) µs.*/\1/p' "$WORK/layout.txt")
    if callgrind_wanted all; then
        layout_ir() { instructions "$(stripped PresentationKitBenchmarks)" count "$PASSES_IR"; }
        one_pass() { PASSES_IR=1 layout_ir; }
        two_passes() { PASSES_IR=2 layout_ir; }
        stripped PresentationKitBenchmarks > /dev/null
        instructions_pair one_pass two_passes
        local layouts
        layouts=$("$BIN/PresentationKitBenchmarks" count 1 | sed -n 's/^layouts: \([0-9]*\),.*/\1/p')
        counts="$(((IR_B - IR_A) / layouts)) per layout (2 passes minus 1)"
    fi
    row "layout: the full matrix (window, navigation controller, presentation, render tree per layout)" \
        "median $per_layout µs per layout" "—" "—" "$counts" "≤ 20 µs where it was set (see below)" \
        "$LAYOUT_PASSES passes; the same matrix without presenting: $baseline µs"
    row "layout: a presented card with 52 Auto Layout constraints, laid out again after one constant change" \
        "median $card µs" "—" "—" "—" "≤ 50 µs" "built from scratch: $scratch µs"
}

area_snapshot() {
    echo "== snapshot: PixelDifference on two iPhone @3× screenshots differing in 5 pixels, 200 comparisons"
    "$BIN/SnapshotBenchmarks" | tee "$WORK/snapshot.txt" | sed 's/^/  /'
    local line counts="—"
    line=$(sed -n 's/.*median \([0-9.]*\) ms, fastest \([0-9.]*\) ms, p90 \([0-9.]*\) ms.*/\1 (\2–\3 p90) ms/p' "$WORK/snapshot.txt")
    if callgrind_wanted all; then
        one_comparison() { instructions "$(stripped SnapshotBenchmarks)" count 1; }
        two_comparisons() { instructions "$(stripped SnapshotBenchmarks)" count 2; }
        stripped SnapshotBenchmarks > /dev/null
        instructions_pair one_comparison two_comparisons
        counts="$((IR_B - IR_A)) per comparison (2 minus 1)"
    fi
    row "snapshot image comparison: two iPhone @3× screenshots (1179 × 2556) differing in 5 pixels" "$line" "—" "—" \
        "$counts" "≤ 5 ms" "200 comparisons in one process"
    echo "== snapshot: the whole image assertion failing against passing, alternated"
    "$BIN/SnapshotBenchmarks" failing 9 | tee "$WORK/failing.txt" | sed 's/^/  /'
    local name passing failing ratio
    while IFS='|' read -r name passing failing ratio; do
        row "snapshot image assertion failing against passing, iPhone 15 Pro page sheet @3×: $name" "$failing ms" \
            "$passing ms (passing)" "**$ratio**" "—" "—" \
            "9 alternated rounds in one process; a failure also writes the failed snapshot and difference.png"
    done < <(sed -n 's/.*@3x, \(.*\): passing median \([0-9.]*\) ms, failing median \([0-9.]*\) ms, failing\/passing \([0-9.]*\).*/\1|\2|\3|\4/p' "$WORK/failing.txt")
}

machine() {
    echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') on $(nproc) × $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1)," \
        "$(uname -sr), $(swift --version 2>&1 | head -1 | sed 's/ *(.*//');" \
        "load average $LOAD_AT_START at the start, $(cut -d' ' -f1-3 /proc/loadavg) at the end (1, 5, 15 minutes)"
}

# --- run -----------------------------------------------------------------------------------------------
for area in "${AREAS[@]}"; do
    declare -F "area_$area" > /dev/null || { echo "unknown area '$area' (see the top of $0)" >&2; exit 64; }
done
started=$(date +%s)
# Without the build manifest cache: once, a source file added to the root package (depended on by path) was
# left out of the build until a manifest was touched.
swift build -c release --package-path Benchmarks --build-tests --disable-build-manifest-caching
swift build -c release --package-path Benchmarks --product presentkit --disable-build-manifest-caching
BIN=$(swift build -c release --package-path Benchmarks --show-bin-path)
swift test -c release --skip-build --package-path Benchmarks
LOAD_AT_START=$(cut -d' ' -f1-3 /proc/loadavg)
echo "load average at the start: $LOAD_AT_START"
for area in "${AREAS[@]}"; do "area_$area"; done

echo
echo "## Summary (Swift against its C floor: medians, min–max in brackets; Swift/C is the median of the per-round ratios, the ratio of the medians in brackets)"
echo
echo "| benchmark | Swift | C floor | Swift / C | instructions Swift / C | target | rounds, notes |"
echo "|---|---|---|---|---|---|---|"
cat "$TABLE"
echo
machine
echo "The whole run took $(($(date +%s) - started)) s (builds included)."
