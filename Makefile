# PresentationKit — the two commands the README documents, and the helpers they use.
# `make gallery` renders the style gallery into Output/; `make test` runs the whole test suite.
# Both install the system packages first (scripts/setup.sh, a no-op when they are present).

SWIFT ?= swift
SHELL := /bin/bash
.SHELLFLAGS := -eo pipefail -c
SECONDS ?= 60
PROGRAMS ?= 10000
FIRST_SEED ?= 1
SANITIZER ?= address

.PHONY: setup build lint format test test-quick test-examples test-sanitizers fuzz fuzz-uikit gallery figures benchmark readme-images docs docc-images

setup:
	./scripts/setup.sh

build: setup
	$(SWIFT) build

# Warnings are errors in the compiler (Package.swift), so a build that warns fails here, and so does an import
# of a module a target does not declare (scripts/build-checking-imports.sh). The suite then runs again under
# AddressSanitizer and ThreadSanitizer (about six more minutes from a clean clone).
# The suite always runs as CI runs it (`CI=true`: nothing is recorded, a missing reference fails), so a run here
# and the CI run cannot disagree; tests of the off-CI behaviour pass their environment explicitly.
test test-quick test-examples test-sanitizers: export CI = true

test: setup lint
	./scripts/build-checking-imports.sh
	$(SWIFT) test --skip-build
	$(MAKE) test-examples
	./scripts/test-sanitizers.sh

# The example app package under Fixtures/Examples, built beside the root (its build folder stays out of
# Fixtures/, whose YAML files the tests read).
test-examples: setup
	$(SWIFT) build --build-tests --package-path Fixtures/Examples/BottomCard --scratch-path .build-examples
	$(SWIFT) test --skip-build --package-path Fixtures/Examples/BottomCard --scratch-path .build-examples

# The suite alone, without the sanitizer runs (the quick loop while working).
test-quick: setup lint
	./scripts/build-checking-imports.sh
	$(SWIFT) test --skip-build

lint:
	$(SWIFT) format lint --strict --parallel --recursive Package.swift Sources Tests Benchmarks Fuzz/Package.swift Fuzz/Sources Fixtures/Examples/BottomCard/Package.swift Fixtures/Examples/BottomCard/Sources Fixtures/Examples/BottomCard/Tests

format:
	$(SWIFT) format --in-place --parallel --recursive Package.swift Sources Tests Benchmarks Fuzz/Package.swift Fuzz/Sources Fixtures/Examples/BottomCard/Package.swift Fixtures/Examples/BottomCard/Sources Fixtures/Examples/BottomCard/Tests

# The whole suite under AddressSanitizer, then under ThreadSanitizer (separate build folders); part of
# `make test`.
test-sanitizers: setup
	./scripts/test-sanitizers.sh

# libFuzzer on scene, figure and matrix files (byte and YAML-aware mutations) for $(SECONDS) seconds
# (make fuzz SECONDS=1800); scripts/fuzz-count.py counts crashes, hangs and memory over the built presentkit.
fuzz: setup
	./scripts/fuzz.sh $(SECONDS)

# $(PROGRAMS) seeded random UIKit programs run in-process (Fuzz/Sources/UIKitProgramFuzzer), 200 to a child
# process so that a trap is counted with its seed; built with AddressSanitizer unless SANITIZER=none. Prints
# crashes, hangs, peak memory and the diagnostics the programs ended in; findings go to .build-fuzz/uikit-findings/.
fuzz-uikit: setup
	./scripts/fuzz-uikit.sh $(PROGRAMS) $(FIRST_SEED) $(SANITIZER)

gallery: setup
	$(SWIFT) build -c release --product presentkit
	.build/release/presentkit gallery --output Output/gallery

# Every documentation figure in Fixtures/figures as PNG, SVG and PDF into Output/figures/.
figures: setup
	$(SWIFT) build -c release --product presentkit
	.build/release/presentkit figure Fixtures/figures --format png,svg,pdf --output Output/figures

readme-images: setup
	./scripts/readme-images.sh

# The DocC catalogs of the six libraries, combined into one static site in Output/docs (offline: the
# docc plugin and its dependency resolve like every other package). Serve the folder at its root.
DOC_TARGETS := PresentationKit PresentationScenes PresentationRendering PresentationFigures PresentationSnapshotTestingOnLinux UIKit
docs: setup
	rm -rf Output/docs
	PRESENTATIONKIT_DOCS=1 $(SWIFT) package --allow-writing-to-directory Output/docs generate-documentation \
		$(addprefix --target ,$(DOC_TARGETS)) --enable-experimental-combined-documentation \
		--transform-for-static-hosting --warnings-as-errors --output-path Output/docs

# The images the catalogs embed (Fixtures/docc-images.txt), into their Resources folders.
docc-images: setup
	./scripts/docc-images.sh

# The benchmarks are a package of their own (Benchmarks/), never built by `make test`. Every area against
# its C floor, interleaved, then one Markdown table (about 6 minutes on a quiet machine;
# `Benchmarks/benchmark.sh` lists the areas and the environment variables that set the rounds).
benchmark: setup
	./Benchmarks/benchmark.sh
