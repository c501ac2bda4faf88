#!/bin/bash
# SPDX-License-Identifier: MIT
# Counts the library's repeated code as the workplace tool `duplicates` sees it (pairs of places sharing six or more
# lines, the same or of the same shape): the module folders only (Core Traits Subjects Relay Schedulers Testing
# Compatibility Cocoa; no tests, scripts, benchmarks, examples or documentation), without the GENERATED- files and
# without the pairs in which a table view's file and a collection view's mirror each other by design.
#
#   Scripts/count-library-duplicates.sh          the working tree (the files git tracks, as they are now)
#   Scripts/count-library-duplicates.sh REV      the library as committed at REV (e.g. main)
#
# Prints the pairs counted, one a line, then `counted: N pairs` (and how many mirror pairs were left out). The
# library is copied to a temporary folder first, so that the whole tree's pairs (tests, scripts) neither crowd out
# the library's in the tool's 200-row limit nor change which lines count as too common to list; the GENERATED- files
# are deleted from the copy rather than filtered out of the rows for the same reason.
set -euo pipefail
command -v duplicates >/dev/null || { echo "count-library-duplicates: the workplace tool 'duplicates' is not installed" >&2; exit 2; }
root=$(git rev-parse --show-toplevel)
cd "$root"
folders=(Core Traits Subjects Relay Schedulers Testing Compatibility Cocoa)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
if [ $# -ge 1 ]; then
    git archive "$1" "${folders[@]}" | tar -x -C "$copy"
else
    git ls-files -z -- "${folders[@]}" | xargs -0 cp --parents -t "$copy"
fi
find "$copy" -name 'GENERATED-*' -delete
rows=$(duplicates --repo "$copy" --most 200 --seconds 200)
if grep -q '^(+' <<<"$rows"; then echo "count-library-duplicates: more than 200 pairs; the count is incomplete" >&2; fi
if grep -q '^incomplete' <<<"$rows"; then grep '^incomplete' <<<"$rows" >&2; fi
mirror='Cocoa/[^ ]*CollectionView[^ ]* ~ Cocoa/[^ ]*TableView|Cocoa/[^ ]*TableView[^ ]* ~ Cocoa/[^ ]*CollectionView'
counted=$(grep '^D[0-9]' <<<"$rows" | grep -Ev "$mirror" || true)
mirrors=$(grep '^D[0-9]' <<<"$rows" | grep -Ec "$mirror" || true)
[ -n "$counted" ] && echo "$counted"
echo "counted: $(grep -c . <<<"$counted") pairs ($mirrors table/collection view mirror pairs left out)"
