#!/usr/bin/env bash
# Renders the images the README shows into Output/readme/ (committed; the CLI tests re-render them and
# compare pixels). Each image is the fixture scene of the same name, at 1 point per pixel with a bezel.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product presentkit
mkdir -p Output/readme
for scene in $(cat Fixtures/readme-images.txt); do
    .build/debug/presentkit render "Fixtures/scenes/$scene.yaml" --scale 1 --device-frame --compression 9 \
        --output "Output/readme/$scene.png"
done
.build/debug/presentkit animate Fixtures/scenes/animations/page-sheet.yaml --scale 0.75 --device-frame --compression 9 \
    --format apng --output Output/readme/sheet-animation.png
# The figures the README shows, from the same command as every documentation figure.
for figure in $(cat Fixtures/readme-figures.txt); do
    .build/debug/presentkit figure "Fixtures/figures/$figure.yaml" --scale 2 --output "Output/readme/figures/$figure.png"
done
