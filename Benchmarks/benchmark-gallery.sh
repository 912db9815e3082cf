#!/usr/bin/env bash
# Target B: the full gallery (`presentkit gallery`, default matrix Fixtures/gallery.yaml) with --jobs 1 and
# --jobs 2, interleaved (jobs1, jobs2, jobs2, jobs1, …), into temporary folders, with peak memory.
# The parallel speed-up is judged against the C floor's own speed-up measured in the same rounds:
# CairoFloorBenchmark replaying the iPhone scene's display list as 1 process × 2F frames vs
# 2 concurrent processes × F frames.
#
# Usage: Benchmarks/benchmark-gallery.sh [rounds=3] [c-frames=10]
# Peak memory is the maximum resident set size from /usr/bin/time -v (GNU time; `apt-get install time`),
# or, without it, the VmHWM of the process sampled from /proc.
set -euo pipefail
cd "$(dirname "$0")/.."

ROUNDS=${1:-3}
C_FRAMES=${2:-10}

source Benchmarks/benchmark-common.sh
build_release presentkit RenderBenchmarks CairoFloorBenchmark
"$BIN/RenderBenchmarks" record iphone-pagesheet "$WORK/scene.displaylist" > /dev/null

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", b - a }'; }

# Runs the gallery with $1 jobs; prints "<seconds> <peak KiB>".
gallery() {
    local out="$WORK/gallery-$1" start end peak=0
    rm -rf "$out"
    start=$(now)
    if [[ -x /usr/bin/time ]]; then
        /usr/bin/time -v -o "$WORK/time.txt" "$BIN/presentkit" gallery --jobs "$1" --output "$out" > /dev/null 2>&1
        end=$(now)
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
        end=$(now)
    fi
    rm -rf "$out"
    echo "$(elapsed "$start" "$end") $peak"
}

# C floor: 1 process × 2F frames, then 2 processes × F frames; prints "<one> <two>" seconds.
c_floor() {
    local start middle end
    start=$(now)
    "$BIN/CairoFloorBenchmark" "$WORK/scene.displaylist" $((2 * C_FRAMES)) > /dev/null
    middle=$(now)
    "$BIN/CairoFloorBenchmark" "$WORK/scene.displaylist" "$C_FRAMES" > /dev/null &
    "$BIN/CairoFloorBenchmark" "$WORK/scene.displaylist" "$C_FRAMES" > /dev/null
    wait
    end=$(now)
    echo "$(elapsed "$start" "$middle") $(elapsed "$middle" "$end")"
}

: > "$WORK/j1"; : > "$WORK/j2"; : > "$WORK/c1"; : > "$WORK/c2"; : > "$WORK/speedup"; : > "$WORK/cspeedup"; peak=0
for round in $(seq 1 "$ROUNDS"); do
    if (( round % 2 )); then
        read -r t1 m1 < <(gallery 1); read -r t2 m2 < <(gallery 2)
    else
        read -r t2 m2 < <(gallery 2); read -r t1 m1 < <(gallery 1)
    fi
    read -r c1 c2 < <(c_floor)
    for m in $m1 $m2; do (( m > peak )) && peak=$m; done
    echo "$t1" >> "$WORK/j1"; echo "$t2" >> "$WORK/j2"; echo "$c1" >> "$WORK/c1"; echo "$c2" >> "$WORK/c2"
    ratio "$t1" "$t2" >> "$WORK/speedup"; echo >> "$WORK/speedup"
    ratio "$c1" "$c2" >> "$WORK/cspeedup"; echo >> "$WORK/cspeedup"
    printf 'round %d: gallery jobs1 %s s (%s MiB), jobs2 %s s (%s MiB), speed-up %s; C floor 1 proc %s s, 2 procs %s s, speed-up %s\n' \
        "$round" "$t1" $((m1 / 1024)) "$t2" $((m2 / 1024)) "$(ratio "$t1" "$t2")" "$c1" "$c2" "$(ratio "$c1" "$c2")"
done

j1=$(median < "$WORK/j1"); j2=$(median < "$WORK/j2"); c1=$(median < "$WORK/c1"); c2=$(median < "$WORK/c2")
speedup=$(ratio "$j1" "$j2"); cspeedup=$(ratio "$c1" "$c2")
echo
echo "gallery median wall time: jobs1 $j1 s, jobs2 $j2 s; speed-up $speedup (median paired $(median < "$WORK/speedup"))"
echo "C floor median: 1 process $c1 s, 2 processes $c2 s; speed-up $cspeedup (median paired $(median < "$WORK/cspeedup"))"
echo "speed-up relative to the C floor's: $(ratio "$speedup" "$cspeedup") (target: gallery >= 1.7, or the C floor's own if that is lower)"
echo "peak memory (max RSS over all gallery runs): $((peak / 1024)) MiB (target <= 300 MB)"
