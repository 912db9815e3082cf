#!/usr/bin/env bash
# Runs N random UIKit programs in-process (Fuzz/Sources/UIKitProgramFuzzer), each batch in a child process.
#
# Usage: scripts/fuzz-uikit.sh [programs=10000] [first-seed=1] [sanitizer=address|none] [jobs=1]
#   1. builds the fuzzer in release mode, with AddressSanitizer unless sanitizer=none (its own build folder,
#      so that `make fuzz`'s libFuzzer build is not redone);
#   2. runs the programs of seeds first-seed … first-seed + programs - 1, 200 a child process; a program that
#      traps ends only its child, and is counted as a crash with its seed; one that runs over 10 s is a hang, and
#      a child that grows over the memory bound (2 GiB under AddressSanitizer, whose shadow memory and
#      quarantine it includes; 500 MB without) is over memory;
#   3. prints crashes, hangs, peak memory and the diagnostics the programs ended in, and writes each finding
#      (its message and its program as Swift-like pseudo-code) to .build-fuzz/uikit-findings/.
# Replay one seed: `<binary> --print SEED` prints its program, `<binary> --run SEED` runs it in the foreground.
# Exit status: 0 when nothing was found, 1 otherwise.
set -euo pipefail
cd "$(dirname "$0")/.."

PROGRAMS=${1:-10000}
FIRST_SEED=${2:-1}
SANITIZER=${3:-address}
JOBS=${4:-1}
SCRATCH=.build-fuzz/uikit-build-$SANITIZER
FINDINGS=.build-fuzz/uikit-findings

flags=()
memory_mb=500
if [[ "$SANITIZER" == address ]]; then
    flags=(-Xswiftc -sanitize=address -Xswiftc -g)
    memory_mb=2048
fi
swift build -c release -j 1 --package-path Fuzz --scratch-path "$SCRATCH" --product UIKitProgramFuzzer "${flags[@]}"
FUZZER="$(swift build -c release --package-path Fuzz --scratch-path "$SCRATCH" --show-bin-path)/UIKitProgramFuzzer"

# Swift's runtime keeps metadata caches until exit; the sanitizer suite's suppressions cover the system libraries.
export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}"
mkdir -p "$FINDINGS"
"$FUZZER" --programs "$PROGRAMS" --first-seed "$FIRST_SEED" --jobs "$JOBS" --memory-limit-mb "$memory_mb" \
    --findings "$FINDINGS"
