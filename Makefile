# PresentationKit — the two commands the README documents, and the helpers they use.
# `make gallery` renders the style gallery into Output/; `make test` runs the whole test suite.
# Both install the system packages first (scripts/setup.sh, a no-op when they are present).

SWIFT ?= swift

.PHONY: setup build test gallery benchmark

setup:
	./scripts/setup.sh

build: setup
	$(SWIFT) build

test: setup
	$(SWIFT) build --build-tests 2>&1 | tee .build-warnings.log
	@! grep -E "^/.*(Sources|Tests)/.*: warning:" .build-warnings.log || (echo "warnings in the project's own code" && false)
	$(SWIFT) test --skip-build

benchmark: setup
	$(SWIFT) run -c release PresentationKitBenchmarks
