#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Compiles the package for iOS on Linux: every target (the libraries, the test support, every test target and the
# Benchmarks executable's sources), the client fixtures (Tests/EcosystemFixture and Tests/AppleGraphFixture, resolved
# through a SwiftPM mirror of RxSwift's URL as Scripts/check-ecosystem-mirror.sh does) and every target of the example
# app Examples/iOSApp (which depends on the checkout by path, so it compiles the working tree), for
# arm64-apple-ios12.0, against the iPhoneOS 16.5 SDK that the workplace's apple-sdk/setup.sh prepares. Each target is
# compiled to object files; nothing is linked and nothing runs (Scripts/lib/apple-sdk.sh says how, and what the
# SDK's age needs). See "Apple platforms" in CONTRIBUTING.md for how to prepare the SDK and what this cannot see.
#
# It fails on any error and on any warning, except the one the SDK's age causes ("no unsafe operations occur within
# 'unsafe' expression": its standard library predates the `@unsafe` annotations).
#
#   Scripts/check-apple-build.sh              the package and the fixtures
#   Scripts/check-apple-build.sh --self-test  proves the check can pass and fail: a file that compiles (with the
#                                             tolerated warning) must pass, one that uses an API iOS lacks and one
#                                             that warns must fail
#
# Where no SDK is prepared it prints one line saying the Apple build was SKIPPED and why, and exits 0: CI goes on.
# Exit status: 0 pass (or skipped), 1 errors or warnings (printed), anything else the setup failed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
# shellcheck source=Scripts/lib/apple-sdk.sh
source Scripts/lib/apple-sdk.sh
# shellcheck source=Scripts/lib/rxswift-mirror.sh
source Scripts/lib/rxswift-mirror.sh

scratch=$root/.build-ios
started=$(date +%s)

if reason=$(rx_apple_missing); then
    echo "Apple build SKIPPED: ${reason} (prepare it as CONTRIBUTING.md's \"Apple platforms\" says)"
    exit 0
fi
rx_apple_prepare "$scratch/apple"

# compile_file FILE LOG: compiles one file for iOS in Swift 6 mode with strict memory safety, as the library targets.
compile_file() {
    rx_apple_swiftc -parse-as-library -swift-version 6 -strict-memory-safety -typecheck "$1" >"$2" 2>&1 || true
}

self_test() {
    local fixtures=$root/Scripts/AppleBuild/SelfTest log ok=1
    log=$(mktemp)
    echo "=== self-test 1/3: a file that compiles (its one warning is the SDK's age) must pass"
    compile_file "$fixtures/Compiles.swift" "$log"
    if ! grep -q "no unsafe operations occur within 'unsafe' expression" "$log"; then
        echo "error: the fixture no longer shows the tolerated warning, so the filter is untested" >&2
        ok=0
    fi
    if ! rx_apple_diagnostics "$log"; then ok=0; fi
    echo "=== self-test 2/3: a file that uses an API iOS lacks (Process) must fail"
    compile_file "$fixtures/MissingOnIOS.swift" "$log"
    if rx_apple_diagnostics "$log" || ! grep -q "cannot find 'Process' in scope" "$log"; then
        echo "error: an API missing on iOS did not fail the check" >&2
        ok=0
    fi
    echo "=== self-test 3/3: a file that compiles with a warning must fail"
    compile_file "$fixtures/Warns.swift" "$log"
    if rx_apple_diagnostics "$log" || ! grep -q "warning: " "$log"; then
        echo "error: a warning did not fail the check" >&2
        ok=0
    fi
    rm -f "$log"
    if ((ok)); then echo "self-test passed"; else echo "self-test FAILED" >&2; exit 1; fi
}

if [[ "${1:-}" == "--self-test" ]]; then
    self_test
    exit 0
fi

# build_targets PACKAGE SCRATCH TARGETS...: compiles each target of PACKAGE (its dependencies with it), appending
# the output to $log. `--target` compiles a module without linking a product, which is all an SDK without a linker's
# libraries allows.
build_targets() {
    local package=$1 build=$2 target
    shift 2
    for target in "$@"; do
        echo "--- $target" >>"$log"
        if ! (cd "$package" && rx_apple_swift_build --scratch-path "$build" --target "$target") >>"$log" 2>&1; then
            failed+=("$target")
        fi
    done
}

# package_targets PACKAGE: the names of every target of PACKAGE's manifest.
package_targets() {
    (cd "$1" && swift package dump-package) | python3 -c '
import json, sys
print(" ".join(t["name"] for t in json.load(sys.stdin)["targets"]))'
}

log=$(mktemp)
failed=()
# shellcheck disable=SC2207
targets=($(package_targets "$root"))
files=$(git ls-files '*.swift' '*.c' '*.h' | grep -vE '^(Tests/(EcosystemFixture|AppleGraphFixture)|Scripts)/' | wc -l)
echo "compiling ${#targets[@]} targets of the package for $rx_apple_target (${files} source files)"
build_targets "$root" "$scratch" "${targets[@]}"

# The fixtures depend on RxSwift's URL, mirrored to a tagged clone of what this checkout has committed.
version=$(rx_mirror_version)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rx_mirror_clone "$root" "$work/RxSwift" && rx_mirror_tag "$work/RxSwift" "$version"
for fixture in EcosystemFixture AppleGraphFixture; do
    rx_mirror_fixture "Tests/$fixture" "$work/$fixture" "$work/RxSwift" "$version" >>"$log" 2>&1
    # shellcheck disable=SC2207
    fixture_targets=($(package_targets "$work/$fixture"))
    echo "compiling ${#fixture_targets[@]} targets of Tests/$fixture (and the products it uses) for $rx_apple_target"
    build_targets "$work/$fixture" "$scratch-fixtures/$fixture" "${fixture_targets[@]}"
done

# The example app depends on the checkout by path ("../.."): it compiles what is in the working tree, no mirror.
# shellcheck disable=SC2207
example_targets=($(package_targets "$root/Examples/iOSApp"))
((${#example_targets[@]})) || failed+=("Examples/iOSApp's manifest")
echo "compiling ${#example_targets[@]} targets of Examples/iOSApp (and the products it uses) for iOS"
build_targets "$root/Examples/iOSApp" "$scratch-fixtures/iOSApp" "${example_targets[@]}"

elapsed=$(($(date +%s) - started))
if ! found=$(rx_apple_diagnostics "$log") || ((${#failed[@]})); then
    echo "error: the iOS build failed (${elapsed} s); targets that did not build: ${failed[*]:-none}" >&2
    echo "${found:-(no diagnostics; the end of the log follows)}" | head -80 >&2
    [[ -n "$found" ]] || tail -20 "$log" >&2
    rm -f "$log"
    exit 1
fi
rm -f "$log"
echo "Apple build passed: every target, fixture and example compiles for $rx_apple_target with no warning (${elapsed} s)"
