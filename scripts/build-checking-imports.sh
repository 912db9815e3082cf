#!/usr/bin/env bash
# Builds everything (tests included) with SwiftPM's import check: a target that imports a module of the package
# graph without declaring it fails the build. Two upstream targets are let through, because they write
# `#if canImport(UIKit) import UIKit` and this package gives Linux a module named UIKit: swift-snapshot-testing's
# SnapshotTesting and swift-custom-dump's CustomDump (they then compile their UIKit conformances against it).
# SwiftPM's `error` level cannot exempt them, so the check runs at `warn` and this script judges the warnings.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --build-tests --explicit-target-dependency-import-check warn "$@" 2>&1 | tee "$log"
allowed='^warning: Target (SnapshotTesting|CustomDump) imports another target \(UIKit\) in the package without declaring it a dependency\.$'
if grep -E 'imports another target' "$log" | grep -vE "$allowed"; then
    echo "error: the targets above import modules they do not declare in their manifest" >&2
    exit 1
fi
