# Shortcuts for the commands in README.md and CONTRIBUTING.md.
.PHONY: test tsan benchmarks generate ci

test:
	swift test

tsan:
	swift test --sanitize=thread --scratch-path .build-tsan

benchmarks:
	swift run -c release Benchmarks

generate:
	python3 Scripts/generate-tuple-operators.py

ci:
	./.ci/run
