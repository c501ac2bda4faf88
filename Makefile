# Shortcuts for the commands in README.md and CONTRIBUTING.md.
.PHONY: test tsan benchmarks soak fuzz fuzz-tsan fuzz-barging fuzz-replay ecosystem apple-build apple-build-self-test apple-graph \
	apple-graph-self-test generate format \
	docs snippets doc-references availability sync-layer memory-safety headers ci

test:
	swift test

tsan:
	swift test --sanitize=thread --scratch-path .build-tsan

benchmarks:
	swift run -c release Benchmarks

# Ten million subscribe/dispose cycles; TRACE_RESOURCES makes the release build count Resources.total. A scratch
# folder of its own, since the flag rebuilds every module.
soak:
	swift run -c release --scratch-path .build-soak -Xswiftc -DTRACE_RESOURCES Benchmarks --soak

# The concurrency fuzzer (Tests/RxConcurrencyFuzzTests): random pipelines on real threads for 30 minutes, plainly
# or under the Thread Sanitizer; `make fuzz-replay SEED=<hex>` runs one failing case again and again.
FUZZ_SECONDS ?= 1800
fuzz:
	RX_FUZZ_SECONDS=$(FUZZ_SECONDS) swift test --filter ConcurrencyFuzzTests/test_randomPipelinesOnRealThreads

fuzz-tsan:
	RX_FUZZ_SECONDS=$(FUZZ_SECONDS) swift test --sanitize=thread --scratch-path .build-tsan \
		--filter ConcurrencyFuzzTests/test_randomPipelinesOnRealThreads

# The fuzzer against the synchronization layer's test-only barging lock (CRX_BARGING_LOCK_FOR_TESTS): any thread may
# take a lock ahead of waiting ones and threads yield at random around it, so a correctness that leaned on the
# platform lock's hand-over order would fail here. A scratch folder of its own, since the flag rebuilds everything.
fuzz-barging:
	RX_FUZZ_SECONDS=$(FUZZ_SECONDS) swift test -Xcc -DCRX_BARGING_LOCK_FOR_TESTS --scratch-path .build-barging \
		--filter ConcurrencyFuzzTests

fuzz-replay:
	@test -n "$(SEED)" || (echo "usage: make fuzz-replay SEED=<hex seed the failure printed> [REPEAT=n]" && false)
	RX_FUZZ_SEED=$(SEED) RX_FUZZ_REPEAT=$(or $(REPEAT),200) swift test \
		--filter ConcurrencyFuzzTests/test_randomPipelinesOnRealThreads

# Tests/EcosystemFixture through a SwiftPM mirror of RxSwift's URL to a tagged clone of this checkout (committed state).
ecosystem:
	Scripts/check-ecosystem-mirror.sh

# Every target and the client fixtures compiled for arm64-apple-ios12.0 against the iPhoneOS SDK that the workplace's
# apple-sdk/setup.sh prepares (CONTRIBUTING, "Apple platforms"); SKIPPED, with the reason, where none is prepared.
apple-build:
	Scripts/check-apple-build.sh

apple-build-self-test:
	Scripts/check-apple-build.sh --self-test

# SwiftPM's platform-version rules for Apple triples: Tests/AppleGraphFixture (RxSwift's floors) through the same
# mirror, `swift build --triple` for macOS, iOS, tvOS and watchOS, failing on anything but the missing Apple SDK.
# The self-test shows the check passes with RxSwift's floors in the manifest and fails with macOS 15 / iOS 18.
apple-graph:
	Scripts/check-apple-graph.sh

apple-graph-self-test:
	Scripts/check-apple-graph.sh --self-test

generate:
	python3 Scripts/generate-tuple-operators.py

format:
	swift format format -i --parallel $$(git ls-files '*.swift')

docs:
	Scripts/check-docs.sh

snippets:
	python3 Scripts/check-snippets.py

# Every ``Symbol`` link and every file name in code voice of a `///` comment or a guide page resolves to a declaration
# or a tracked file (Scripts/check-doc-references.py). The self-test proves it can fail and pass.
doc-references:
	python3 Scripts/check-doc-references.py --self-test
	python3 Scripts/check-doc-references.py

# Uses of Apple-gated Swift/_Concurrency/Synchronization/Dispatch API and of our own gated API, and async/actor
# declarations, above the platform floor that no @available covers, in every Swift target (debug build with the
# tests, index store and symbol graphs; see CONTRIBUTING.md). The self-test proves it can fail and pass.
availability:
	python3 Scripts/check-availability.py --self-test
	python3 Scripts/check-availability.py

# Every lock and atomic comes from Core/Internal/Synchronization, and the class properties holding them are final.
sync-layer:
	python3 Scripts/check-synchronization-layer.py

# Every library target is compiled with strict memory safety, and every unsafe construct states its reason
# (Documentation/Internals/MemorySafety.md); `--inventory` counts the `unsafe` expressions per file. The self-test
# proves it can fail and pass.
memory-safety:
	python3 Scripts/check-memory-safety.py --self-test
	python3 Scripts/check-memory-safety.py

# Every source file opens with its SPDX license line (`python3 Scripts/check-license-headers.py --fix` adds it).
headers:
	python3 Scripts/check-license-headers.py

ci:
	./.ci/run
