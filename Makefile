# PresentationKit — the two commands the README documents, and the helpers they use.
# `make gallery` renders the style gallery into Output/; `make test` runs the whole test suite.
# Both install the system packages first (scripts/setup.sh, a no-op when they are present).

SWIFT ?= swift
SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c

.PHONY: setup build test gallery benchmark benchmark-render benchmark-gallery readme-images

setup:
	./scripts/setup.sh

build: setup
	$(SWIFT) build

test: setup
	$(SWIFT) build --build-tests 2>&1 | tee .build-warnings.log
	./scripts/check-warnings.sh .build-warnings.log
	$(SWIFT) test --skip-build

gallery: setup
	$(SWIFT) build -c release --product presentkit
	.build/release/presentkit gallery --output Output/gallery

readme-images: setup
	./scripts/readme-images.sh

benchmark: setup
	$(SWIFT) run -c release PresentationKitBenchmarks
