#!/usr/bin/env bash
# Fails when a build log holds a compiler warning about the project's own sources or tests
# (dependencies under .build/ are not ours to fix).
set -euo pipefail
log="$1"
if grep -E "^/[^ ]*/(Sources|Tests)/[^ ]*: warning:" "$log" | grep -v "/\.build" ; then
    echo "check-warnings: the build printed warnings in the project's own code (above)" >&2
    exit 1
fi
echo "check-warnings: no warnings in the project's own code"
