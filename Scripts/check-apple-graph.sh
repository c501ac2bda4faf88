#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# SwiftPM's platform-version rules for Apple triples, checked on Linux with no Apple SDK and no network.
#
# Tests/AppleGraphFixture is a library that declares RxSwift 6.10.2's floors (macOS 10.13, iOS 12, tvOS 12,
# watchOS 4, visionOS 1) and depends on the products RxSwift, RxCocoa, RxRelay, RxTest and RxBlocking through
# https://github.com/ReactiveX/RxSwift.git, mirrored (as Scripts/check-ecosystem-mirror.sh does) to a clone of this
# checkout's HEAD tagged with the version CHANGELOG.md names. For each Apple triple it runs
# `swift build --triple <triple>` with a stub `libtool` on PATH (SwiftPM's Darwin toolchain check only looks for one).
# SwiftPM loads the graph first and refuses a library whose floors are lower than those of a product it depends on
# ("... requires macos 10.13, but depends on the product 'RxSwift' which requires macos 15.0 ..."); when it accepts
# the graph, the compilers stop at the first module for want of an Apple SDK: clang, on the C target
# CRxSynchronization, at a glibc header of /usr/include ("fatal error: 'bits/wordsize.h' file not found"), or on the
# Objective-C target RxCocoaRuntime at <Foundation/Foundation.h>, and the
# Swift compiler with "unable to load standard library for target '<triple><v>'". A triple passes only when those, and
# the compiler driver's summary of them, are the only errors; any platform-version error or any other error fails it,
# and its lines are printed.
#
# visionOS: SwiftPM on Linux reads an xros/visionos triple as macOS (it builds for 'arm64-apple-xros10.13' and
# checks the macOS floors), so no triple reaches the visionOS rule. For visionOS the script compares the floor the
# resolved package declares (`swift package dump-package`) with the fixture's instead, which is the rule SwiftPM
# applies (a package's platforms are those of each of its products).
#
#   Scripts/check-apple-graph.sh                      the committed manifest; exit 0 when every platform passes
#   Scripts/check-apple-graph.sh --platforms 'LIST'   the same against a copy whose manifest declares
#                                                     `platforms: [LIST]` (e.g. '.macOS(.v10_13), .iOS(.v12)')
#   Scripts/check-apple-graph.sh --self-test          proves the check can pass and fail: a copy declaring RxSwift's
#                                                     floors must pass, one declaring macOS 15 / iOS 18 / tvOS 18 /
#                                                     watchOS 11 / visionOS 2 must fail on every platform
#
# Exit status: 0 pass; 3 platform-version errors and nothing else; 4 any unexpected error (with or without
# platform-version errors); anything else, the setup (clone, mirror, resolve) failed. About 15 s, 30 s for the
# self-test. It proves the graph is accepted, not that the code compiles for Apple platforms at those floors:
# that is .github/workflows/apple.yml's job (see "Apple platforms" in CONTRIBUTING.md).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
self="$root/Scripts/check-apple-graph.sh"
# shellcheck source=Scripts/lib/rxswift-mirror.sh
source Scripts/lib/rxswift-mirror.sh

# RxSwift 6.10.2's floors, as the fixture declares them, and the floors this package declared before it lowered its
# own to them (the self-test's failing case).
rxswift_floors='.macOS(.v10_13), .iOS(.v12), .tvOS(.v12), .watchOS(.v4), .visionOS(.v1)'
raised_floors='.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)'
# Each triple with the platform name SwiftPM's messages use for it.
triples=(x86_64-apple-macosx:macos arm64-apple-ios:ios arm64-apple-tvos:tvos arm64_32-apple-watchos:watchos)
started=$(date +%s)

self_test() {
    local log_pass log_fail rc_pass rc_fail entry triple ok=1
    log_pass=$(mktemp)
    log_fail=$(mktemp)
    echo "=== self-test 1/2: a copy whose manifest declares RxSwift's floors must pass"
    set +e
    "$self" --platforms "$rxswift_floors" 2>&1 | tee "$log_pass"
    rc_pass=${PIPESTATUS[0]}
    echo
    echo "=== self-test 2/2: a copy whose manifest declares macOS 15 / iOS 18 / tvOS 18 / watchOS 11 / visionOS 2" \
        "must fail on every platform, with platform-version errors only"
    "$self" --platforms "$raised_floors" 2>&1 | tee "$log_fail"
    rc_fail=${PIPESTATUS[0]}
    set -e
    echo
    echo "=== self-test verdict"
    if [[ $rc_pass -ne 0 ]]; then
        echo "error: the copy with RxSwift's floors did not pass (exit $rc_pass, expected 0)" >&2
        ok=0
    fi
    if [[ $rc_fail -ne 3 ]]; then
        echo "error: the copy with raised floors exited $rc_fail, expected 3 (platform-version errors only)" >&2
        ok=0
    fi
    for entry in "${triples[@]}" visionOS; do
        triple=${entry%%:*}
        if ! grep -qx "${triple}: pass.*" "$log_pass"; then
            echo "error: with RxSwift's floors, ${triple} did not pass" >&2
            ok=0
        fi
        if ! grep -qx "${triple}: FAIL (platform versions)" "$log_fail"; then
            echo "error: with raised floors, ${triple} did not fail on platform versions" >&2
            ok=0
        fi
    done
    rm -f "$log_pass" "$log_fail"
    if [[ $ok -ne 1 ]]; then
        echo "self-test FAILED: the check does not tell the two manifests apart ($(($(date +%s) - started)) s)" >&2
        exit 1
    fi
    echo "self-test passed: RxSwift's floors pass, raised floors fail on every platform ($(($(date +%s) - started)) s)"
}

platforms=""
case "${1:-}" in
    "") ;;
    --platforms)
        platforms=${2:?"--platforms needs a list, e.g. '$rxswift_floors'"}
        ;;
    --self-test)
        self_test
        exit 0
        ;;
    *)
        sed -n '2,/^set -euo/p' "$0" | sed '$d' | cut -c3-
        exit 2
        ;;
esac

version=$(rx_mirror_version)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rx_mirror_clone "$root" "$work/RxSwift"
if [[ -n "$platforms" ]]; then
    python3 - "$work/RxSwift/Package.swift" "$platforms" <<'PYTHON'
import re, sys
path, platforms = sys.argv[1], sys.argv[2]
text = open(path).read()
text, count = re.subn(r"platforms:\s*\[[^\]]*\]", "platforms: [" + platforms + "]", text)
if count != 1:
    sys.exit(f"error: expected one `platforms: [...]` in {path}, found {count}")
open(path, "w").write(text)
PYTHON
    git -C "$work/RxSwift" -c user.name=check-apple-graph -c user.email=check-apple-graph@localhost \
        commit --quiet --all --allow-empty --message "Apple graph check: platforms: [$platforms]"
    echo "the package: a copy of HEAD whose manifest declares platforms: [$platforms]"
else
    echo "the package: HEAD, whose manifest declares $(grep -m1 -oE 'platforms:\s*\[[^]]*\]' Package.swift || echo 'no platforms')"
fi
rx_mirror_tag "$work/RxSwift" "$version"
rx_mirror_fixture Tests/AppleGraphFixture "$work/fixture" "$work/RxSwift" "$version"
cd "$work/fixture"
echo "the fixture: $(grep -m1 -oE 'platforms:\s*\[[^]]*\]' Package.swift)"

# SwiftPM only checks that a `libtool` exists; one that is called means the build got further than it can here.
mkdir "$work/bin"
cat >"$work/bin/libtool" <<'SH'
#!/bin/sh
echo "error: the Apple graph check's stub libtool was called ($*)" >&2
exit 1
SH
chmod +x "$work/bin/libtool"

platform_failures=0
unexpected_failures=0
show() { sort | uniq -c | sort -rn | sed -E 's/^ *1 /  /; s/^ *([0-9]+) /  (x\1) /' | head -20; }

for entry in "${triples[@]}"; do
    triple=${entry%%:*}
    log="$work/$triple.log"
    set +e
    PATH="$work/bin:$PATH" swift build --triple "$triple" >"$log" 2>&1
    rc=$?
    set -e
    errors=$(grep -iE 'error:' "$log" || true)
    stdlib_pattern="<unknown>:0: error: unable to load standard library for target '${triple}[0-9]+(\.[0-9]+)*'"
    driver_pattern='error: (emit-module|compile) command failed with exit code 1 \(use -v to see invocation\)'
    platform_lines=$(grep -E 'requires [a-z]+ [0-9]+(\.[0-9]+)*' <<<"$errors" || true)
    # The C target (CRxSynchronization) is compiled first: without an Apple SDK, clang falls back to Linux's
    # /usr/include, whose glibc headers need a Linux target's multiarch folder.
    # The Objective-C target of RxCocoa (RxCocoaRuntime, Apple platforms only) imports <Foundation/Foundation.h>, a
    # framework of the missing SDK.
    c_sdk_pattern="(/usr/include/[^:]+:[0-9]+:[0-9]+: fatal error: '[^']+' file not found|[^:]+\.h:[0-9]+:[0-9]+: fatal error: '(Foundation|ObjectiveC|UIKit|AppKit|WebKit)/[^']+' file not found)"
    stdlib_lines=$(grep -xE "$stdlib_pattern|$c_sdk_pattern" <<<"$errors" || true)
    unexpected_lines=$(grep -vE 'requires [a-z]+ [0-9]+(\.[0-9]+)*' <<<"$errors" |
        grep -vxE "$stdlib_pattern" | grep -vxE "$c_sdk_pattern" | grep -vxE "$driver_pattern" | grep -v '^$' || true)
    if [[ -n "$platform_lines" && -z "$unexpected_lines" ]]; then
        echo "${triple}: FAIL (platform versions)"
        show <<<"$platform_lines"
        platform_failures=$((platform_failures + 1))
    elif [[ -n "$unexpected_lines" ]]; then
        echo "${triple}: FAIL (unexpected errors)"
        show <<<"$unexpected_lines$([[ -n "$platform_lines" ]] && printf '\n%s' "$platform_lines")"
        unexpected_failures=$((unexpected_failures + 1))
    elif [[ $rc -eq 0 || -z "$stdlib_lines" ]]; then
        echo "${triple}: FAIL (unexpected: exit $rc without the missing-SDK error; the build's last lines follow)"
        tail -15 "$log" | sed 's/^/  /'
        unexpected_failures=$((unexpected_failures + 1))
    else
        targets=$(grep -oE "target '[^']+'|'[^']+' file not found" <<<"$stdlib_lines" | sort -u | tr '\n' ' ')
        echo "${triple}: pass (graph accepted; the compilers then stopped only at the missing SDK: ${targets% })"
    fi
done

# visionOS, compared from the manifests (see the header).
swift package dump-package >"$work/fixture.json"
swift package dump-package --package-path .build/checkouts/RxSwift >"$work/package.json"
if python3 - "$work/fixture.json" "$work/package.json" <<'PYTHON'; then
import json, sys
def floor(path, name="visionos", default="1.0"):  # SwiftPM's visionOS default is 1.0
    platforms = {p["platformName"]: p["version"] for p in json.load(open(path)).get("platforms") or []}
    return platforms.get(name, default)
def key(version):
    return tuple(int(part) for part in version.split("."))
fixture, package = floor(sys.argv[1]), floor(sys.argv[2])
if key(package) <= key(fixture):
    print(f"visionOS: pass (the package declares visionos {package}, the fixture visionos {fixture}; compared from "
          "the manifests, since SwiftPM here reads xros triples as macOS)")
else:
    print("visionOS: FAIL (platform versions)")
    print(f"  the fixture requires visionos {fixture}, but depends on products of the package 'RxSwift', which "
          f"requires visionos {package} (compared from the manifests)")
    sys.exit(1)
PYTHON
    :
else
    platform_failures=$((platform_failures + 1))
fi

elapsed=$(($(date +%s) - started))
if [[ $unexpected_failures -gt 0 ]]; then
    echo "Apple graph check FAILED: unexpected errors for $unexpected_failures triple(s)," \
        "platform-version errors for $platform_failures platform(s) (${elapsed} s)"
    exit 4
elif [[ $platform_failures -gt 0 ]]; then
    echo "Apple graph check FAILED: SwiftPM refuses the graph on $platform_failures platform(s): this package's" \
        "floors are above RxSwift's, so a library built on RxSwift cannot depend on it there (${elapsed} s)"
    exit 3
fi
echo "Apple graph check passed: a library with RxSwift's floors may depend on every RxSwift product (${elapsed} s)"
