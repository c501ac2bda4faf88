# Shortcuts for the commands in README.md and CONTRIBUTING.md.
.PHONY: test tsan benchmarks generate docs snippets ci

test:
	swift test

tsan:
	swift test --sanitize=thread --scratch-path .build-tsan

benchmarks:
	swift run -c release Benchmarks

generate:
	python3 Scripts/generate-tuple-operators.py

format:
	swift format format -i --parallel $$(git ls-files '*.swift' | grep -v 'GENERATED-')

docs:
	Scripts/check-docs.sh

snippets:
	python3 Scripts/check-snippets.py

ci:
	./.ci/run
