#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer (with LeakSanitizer), then under ThreadSanitizer, each in
# its own build folder (.build-asan, .build-tsan), and fails when a test fails or a sanitizer reports.
#
# Usage: scripts/test-sanitizers.sh [address|thread]...   (default: both, address first)
# Logs: .build-asan/test.log, .build-tsan/test.log. Suppressions (system libraries only, each with its
# reason) are in scripts/sanitizers/.
set -euo pipefail
cd "$(dirname "$0")/.."

SANITIZERS=("$@")
[[ ${#SANITIZERS[@]} -eq 0 ]] && SANITIZERS=(address thread)

export ASAN_OPTIONS="detect_leaks=1:halt_on_error=0:print_summary=1"
export LSAN_OPTIONS="suppressions=$PWD/scripts/sanitizers/lsan.supp:print_suppressions=0"
export TSAN_OPTIONS="suppressions=$PWD/scripts/sanitizers/tsan.supp:halt_on_error=0:print_suppressions=0"

failed=0
for sanitizer in "${SANITIZERS[@]}"; do
    case "$sanitizer" in
        address) scratch=.build-asan ;;
        thread) scratch=.build-tsan ;;
        *) echo "test-sanitizers: unknown sanitizer '$sanitizer' (address or thread)" >&2; exit 64 ;;
    esac
    start=$(date +%s)
    swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
    built=$(date +%s)
    status=0
    swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" > "$scratch/test.log" 2>&1 || status=$?
    finished=$(date +%s)
    reports=$(grep -cE "ERROR: AddressSanitizer|ERROR: LeakSanitizer|WARNING: ThreadSanitizer" "$scratch/test.log" || true)
    summary=$(grep -E "Test run with [0-9]+ tests" "$scratch/test.log" | tail -1 || true)
    echo "test-sanitizers: $sanitizer: build $((built - start)) s, tests $((finished - built)) s; ${summary:-no test summary}; $reports sanitizer report(s); log $scratch/test.log"
    if [[ "$status" -ne 0 || "$reports" -ne 0 ]]; then failed=1; fi
done
exit "$failed"
