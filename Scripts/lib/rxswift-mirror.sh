# SPDX-License-Identifier: MIT
# Sourced, not run: the steps shared by the scripts that resolve a fixture package the way a user of RxSwift's
# ecosystem would, through a SwiftPM mirror that points https://github.com/ReactiveX/RxSwift.git at a clone of this
# checkout tagged with the version CHANGELOG.md names (Scripts/check-ecosystem-mirror.sh,
# Scripts/check-apple-graph.sh). No network is used. The callers run under `set -euo pipefail`, from the root.

rx_mirror_original=https://github.com/ReactiveX/RxSwift.git

# Prints the version of the first '## 6.x.y' heading of CHANGELOG.md, or fails.
rx_mirror_version() {
    local version
    version=$(grep -m1 -oE '^## [0-9]+\.[0-9]+\.[0-9]+' CHANGELOG.md | cut -c4-) || true
    if [[ -z "$version" ]]; then
        echo "error: CHANGELOG.md names no version (a heading '## 6.x.y')" >&2
        return 1
    fi
    if [[ "$version" != 6.* ]]; then
        echo "error: CHANGELOG.md names version $version; libraries built on RxSwift 6 require 6.x" >&2
        return 1
    fi
    echo "$version"
}

# rx_mirror_clone SOURCE DESTINATION: clones what SOURCE has committed (HEAD), untagged, so that a caller may commit
# a change to the clone before tagging it.
rx_mirror_clone() {
    git clone --quiet "$1" "$2"
}

# rx_mirror_tag CLONE VERSION: tags the clone's HEAD with the bare version, as RxSwift tags its releases.
rx_mirror_tag() {
    git -C "$1" tag "$2"
}

# rx_mirror_fixture FIXTURE DESTINATION CLONE VERSION: copies the fixture package to DESTINATION, mirrors RxSwift's
# URL to CLONE there, resolves, and fails unless the one dependency resolved is this package as rxswift@VERSION.
# The caller then works in DESTINATION.
rx_mirror_fixture() {
    local fixture=$1 destination=$2 clone=$3 version=$4 resolved
    cp -R "$fixture" "$destination"
    (
        cd "$destination"
        swift package config set-mirror --original "$rx_mirror_original" --mirror "$clone"
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
    )
}
