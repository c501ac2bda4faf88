#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Used by .github/workflows/apple.yml on GitHub's macos-15 runners: selects the newest installed Xcode whose version
# starts with $1 ("26.0" picks the newest /Applications/Xcode_26.0*.app, "26" the newest Xcode_26.*.app), for the
# whole job, and prints what was selected. When none matches, it lists the installed ones and fails, so that the
# first thing a broken run shows is which Xcode versions the image has.
set -euo pipefail
wanted=${1:?"usage: .ci/select-xcode.sh <version prefix, e.g. 26.0 or 26>"}
candidates=$(find /Applications -maxdepth 1 \( -name "Xcode_${wanted}.app" -o -name "Xcode_${wanted}.*.app" \) \
    -not -name '*beta*' -not -name '*Release_Candidate*' | sort -V)
if [[ -z "$candidates" ]]; then
    echo "error: no Xcode ${wanted} on this runner; installed:" >&2
    find /Applications -maxdepth 1 -name 'Xcode*.app' | sort -V >&2
    exit 1
fi
# Symlinks (Xcode_26.0.1.app -> Xcode_26.0.app) resolve to the same bundle; the newest name wins.
xcode=$(tail -1 <<<"$candidates")
sudo xcode-select --switch "$xcode/Contents/Developer"
echo "selected $xcode"
xcodebuild -version
swift --version
