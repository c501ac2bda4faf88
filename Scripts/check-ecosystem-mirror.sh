#!/usr/bin/env bash
# Builds and tests Tests/EcosystemFixture, a library written the way the RxSwift ecosystem's are: it depends on
# https://github.com/ReactiveX/RxSwift.git with `.upToNextMajor(from: "6.0.0")`. A SwiftPM mirror points that URL at
# a clone of this checkout tagged with the version CHANGELOG.md names, so the fixture gets this package in place of
# RxSwift, as an app's whole dependency graph does with the same mirror. No network is used.
#
# It tests what is committed (the clone is of HEAD), as CI's clean clone does.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

version=$(grep -m1 -oE '^## [0-9]+\.[0-9]+\.[0-9]+' CHANGELOG.md | cut -c4-)
if [[ -z "$version" ]]; then
    echo "error: CHANGELOG.md names no version (a heading '## 6.x.y')" >&2
    exit 1
fi
if [[ "$version" != 6.* ]]; then
    echo "error: CHANGELOG.md names version $version; libraries built on RxSwift 6 require 6.x" >&2
    exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
git clone --quiet "$root" "$work/RxSwift"
git -C "$work/RxSwift" tag "$version"
cp -R Tests/EcosystemFixture "$work/fixture"
cd "$work/fixture"
swift package config set-mirror \
    --original https://github.com/ReactiveX/RxSwift.git \
    --mirror "$work/RxSwift"
echo "RxSwift's URL mirrored to a clone of this checkout tagged $version"
swift package resolve
resolved=$(swift package show-dependencies --format json | python3 -c '
import json, sys
deps = json.load(sys.stdin)["dependencies"]
print(" ".join(d["identity"] + "@" + d["version"] for d in deps))')
echo "resolved: $resolved"
if [[ "$resolved" != "rxswift@$version" ]]; then
    echo "error: the fixture resolved '$resolved', not this package as rxswift@$version" >&2
    exit 1
fi
log=$(mktemp)
swift build --build-tests 2>&1 | tee "$log" | tail -3
# The package compiles warning-free as a dependency of Swift 5 code too.
if grep -E "^/.*warning:" "$log" >/dev/null; then
    echo "error: the fixture or this package built with warnings:" >&2
    grep -E "^/.*warning:" "$log" | sort -u | head -20 >&2
    exit 1
fi
swift test --skip-build 2>&1 | tail -6
