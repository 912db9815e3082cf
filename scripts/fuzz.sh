#!/usr/bin/env bash
# Runs libFuzzer on the scene decoder (Fuzz/Sources/SceneDecoderFuzzer) for a bounded time.
#
# Usage: scripts/fuzz.sh [seconds=60]
#   1. builds the fuzzer with -sanitize=fuzzer,address (Fuzz/ package, its own .build folder);
#   2. seeds the corpus (.build-fuzz/corpus, kept between runs) with every scene and matrix file under
#      Fixtures/ and Tests/;
#   3. runs for the given seconds on one core with a 10 s timeout per input and a 2 GiB memory limit;
#      crashes, timeouts and out-of-memory inputs are written to .build-fuzz/findings/.
# Exit status: 0 when nothing was found, 1 otherwise. Every finding is to become a regression test in
# Tests/PresentationScenesTests (FuzzRegressionTests).
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_TO_RUN=${1:-60}
WORK=.build-fuzz
mkdir -p "$WORK/corpus" "$WORK/findings"

swift build -c release --package-path Fuzz --product SceneDecoderFuzzer \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -g -Xswiftc -use-ld=lld
FUZZER="$(swift build -c release --package-path Fuzz --show-bin-path)/SceneDecoderFuzzer"

find Fixtures Tests -type f \( -name '*.yaml' -o -name '*.yml' -o -name '*.json' \) -not -path '*/__Snapshots__/*' \
    -size -64k -exec cp {} "$WORK/corpus/" \;

status=0
"$FUZZER" "$WORK/corpus" -dict=Fuzz/scene.dict -max_total_time="$SECONDS_TO_RUN" -timeout=10 -rss_limit_mb=2048 \
    -max_len=65536 -print_final_stats=1 -artifact_prefix="$WORK/findings/" 2>&1 | tee "$WORK/last-run.log" || status=$?
findings=$(find "$WORK/findings" -type f | wc -l)
echo "fuzz: $(grep -o 'stat::number_of_executed_units: [0-9]*' "$WORK/last-run.log" | awk '{print $2}') executions in ${SECONDS_TO_RUN} s; $findings finding(s) in $WORK/findings"
[[ "$status" -eq 0 && "$findings" -eq 0 ]]
