#!/usr/bin/env bash
# Renders the images the DocC catalogs embed into their Resources folders (committed; DoccImageTests
# re-renders them and compares pixels). Each line of Fixtures/docc-images.txt names an output under
# Sources/ and the `presentkit` arguments that make it; edit the list to change an image or its command.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product presentkit
grep -v '^#' Fixtures/docc-images.txt | while read -r output arguments; do
    [ -n "$output" ] || continue
    # The arguments are words without spaces (paths and options), split on purpose.
    # shellcheck disable=SC2086
    .build/debug/presentkit $arguments --output "Sources/$output"
done
