#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds and tests Tests/EcosystemFixture, a library written the way the RxSwift ecosystem's are: it depends on
# https://github.com/ReactiveX/RxSwift.git with `.upToNextMajor(from: "6.0.0")`. A SwiftPM mirror points that URL at
# a clone of this checkout tagged with the version CHANGELOG.md names, so the fixture gets this package in place of
# RxSwift, as an app's whole dependency graph does with the same mirror. No network is used.
#
# It tests what is committed (the clone is of HEAD), as CI's clean clone does.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

# shellcheck source=Scripts/lib/rxswift-mirror.sh
source Scripts/lib/rxswift-mirror.sh

version=$(rx_mirror_version)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rx_mirror_clone "$root" "$work/RxSwift"
rx_mirror_tag "$work/RxSwift" "$version"
rx_mirror_fixture Tests/EcosystemFixture "$work/fixture" "$work/RxSwift" "$version"
cd "$work/fixture"
log=$(mktemp)
swift build --build-tests 2>&1 | tee "$log" | tail -3
# The package compiles warning-free as a dependency of Swift 5 code too.
if grep -E "^/.*warning:" "$log" >/dev/null; then
    echo "error: the fixture or this package built with warnings:" >&2
    grep -E "^/.*warning:" "$log" | sort -u | head -20 >&2
    exit 1
fi
swift test --skip-build 2>&1 | tail -6
