#!/usr/bin/env bash
# Installs the system packages PresentationKit needs, only when one is missing.
# Called by `make setup`, which the README's two commands and .ci/run both go through.
set -euo pipefail

packages=(libcairo2-dev libpng-dev libdeflate-dev pkg-config fonts-inter chromium poppler-utils)

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if [ "${#missing[@]}" -eq 0 ]; then
    echo "setup: system packages present (${packages[*]})"
    exit 0
fi

echo "setup: installing ${missing[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
