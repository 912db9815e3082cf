#!/usr/bin/env bash
# Runs libFuzzer on the project's input files (Fuzz/Sources/InputFileFuzzer) for a bounded time.
#
# Usage: scripts/fuzz.sh [seconds=60] [kinds="scene figure matrix"] [mutators="bytes structured"]
#   1. builds the fuzzer with -sanitize=fuzzer,address (Fuzz/ package, its own .build folder);
#   2. seeds one corpus per kind (.build-fuzz/corpus-<kind>, kept between runs): scenes from Fixtures/scenes
#      and Tests/, figures from Fixtures/figures, matrices from Fixtures/gallery.yaml;
#   3. runs every kind with every mutator (libFuzzer's byte mutations, and the YAML-aware StructuredMutator
#      that changes numbers, enum values, keys and nesting), sharing the seconds between them, on one core
#      with a 10 s timeout per input and a 2 GiB memory limit (AddressSanitizer doubles memory; the 500 MB
#      bound is checked on the release binary by scripts/fuzz-count.py); crashes, timeouts and out-of-memory inputs
#      are written to .build-fuzz/findings/, and so is an input whose names would build an output path
#      outside its folder (ContainmentCheck: every valid input's output paths are checked).
# The command line's paths are fuzzed by scripts/fuzz-count.py, which runs the built presentkit.
# Exit status: 0 when nothing was found, 1 otherwise. Every finding is to become a regression test
# (a file in Tests/PresentationScenesTests/Broken/ with its message in BrokenSceneTests).
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_TO_RUN=${1:-60}
KINDS=(${2:-scene figure matrix})
MUTATORS=(${3:-bytes structured})
WORK=.build-fuzz
mkdir -p "$WORK/findings"

swift build -c release -j 1 --package-path Fuzz --product InputFileFuzzer \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -g -Xswiftc -use-ld=lld
FUZZER="$(swift build -c release --package-path Fuzz --show-bin-path)/InputFileFuzzer"

seed() {
    local kind=$1
    mkdir -p "$WORK/corpus-$kind"
    case $kind in
        scene) find Fixtures/scenes Tests -type f \( -name '*.yaml' -o -name '*.yml' \) -not -path '*/__Snapshots__/*' \
            -not -path '*/figures/*' -size -64k -exec cp {} "$WORK/corpus-$kind/" \; ;;
        figure) cp Fixtures/figures/*.yaml "$WORK/corpus-$kind/" ;;
        matrix) cp Fixtures/gallery.yaml "$WORK/corpus-$kind/" ;;
    esac
}

# The system libraries' known leaks (fontconfig's configuration, kept until exit) are the sanitizer suite's.
export LSAN_OPTIONS="suppressions=$PWD/scripts/sanitizers/lsan.supp:print_suppressions=0"
runs=$(( ${#KINDS[@]} * ${#MUTATORS[@]} ))
share=$(( SECONDS_TO_RUN / runs > 0 ? SECONDS_TO_RUN / runs : 1 ))
status=0
total=0
checked=0
: > "$WORK/last-run.log"
for kind in "${KINDS[@]}"; do
    seed "$kind"
    for mutator in "${MUTATORS[@]}"; do
        FUZZ_KIND=$kind FUZZ_MUTATOR=$mutator "$FUZZER" "$WORK/corpus-$kind" -dict=Fuzz/scene.dict \
            -max_total_time="$share" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
            -print_final_stats=1 -artifact_prefix="$WORK/findings/$kind-$mutator-" > "$WORK/run.log" 2>&1 || status=$?
        executed=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$WORK/run.log" | tail -1 | awk '{print $2}')
        echo "fuzz: $kind ($mutator mutations): ${executed:-0} executions in ${share} s"
        paths=$(grep -o 'path-containment: [0-9]*' "$WORK/run.log" | tail -1 | awk '{print $2}')
        total=$(( total + ${executed:-0} ))
        checked=$(( checked + ${paths:-0} ))
        cat "$WORK/run.log" >> "$WORK/last-run.log"
    done
done
findings=$(find "$WORK/findings" -type f | wc -l)
echo "fuzz: $total executions in all; $checked output paths checked for containment; $findings finding(s) in $WORK/findings"
[[ "$status" -eq 0 && "$findings" -eq 0 ]]
