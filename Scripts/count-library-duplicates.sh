#!/bin/bash
# SPDX-License-Identifier: MIT
# Counts the library's repeated code as the workplace tool `duplicates` sees it (pairs of places sharing six or more
# lines, the same or of the same shape): the module folders only (Core Traits Subjects Relay Schedulers Testing
# Compatibility Cocoa; no tests, scripts, benchmarks, examples or documentation), without the GENERATED- files and
# without the pairs in which a table view's file and a collection view's mirror each other by design.
#
#   Scripts/count-library-duplicates.sh               the working tree (the files git tracks, as they are now)
#   Scripts/count-library-duplicates.sh REV           the library as committed at REV (e.g. main)
#   Scripts/count-library-duplicates.sh --classify [--classes FILE] [REV]
#                                                     every pair with its class and reason from
#                                                     Scripts/library-duplicates.txt (or FILE), then the count per
#                                                     class; the number that counts is (c), real repetition
#
# Prints the pairs counted, one a line, then `counted: N pairs` (and how many mirror pairs were left out). The
# library is copied to a temporary folder first, so that the whole tree's pairs (tests, scripts) neither crowd out
# the library's in the tool's 200-row limit nor change which lines count as too common to list; the GENERATED- files
# are deleted from the copy rather than filtered out of the rows for the same reason. A folder REV does not have yet
# (Cocoa before it was added) is skipped.
#
# With --classify each row is printed as `CLASS row  # reason`: `b` mirror-image or same-shape by design, `c` real
# repetition (counted), `c?` a pair no entry of the classes file matches (counted with (c) until someone reads it and
# adds an entry). Class (a), the pairs that involve a GENERATED- file, is the difference between the tool's pair counts
# with and without those files. The classes file says how an entry is written.
set -euo pipefail
command -v duplicates >/dev/null || { echo "count-library-duplicates: the workplace tool 'duplicates' is not installed" >&2; exit 2; }
root=$(git rev-parse --show-toplevel)
cd "$root"
classify=false
classes="$root/Scripts/library-duplicates.txt"
rev=
while [ $# -gt 0 ]; do
    case "$1" in
        --classify) classify=true ;;
        --classes) shift; classes=$(realpath "$1") ;;
        -*) echo "count-library-duplicates: unknown option $1" >&2; exit 2 ;;
        *) rev=$1 ;;
    esac
    shift
done
folders=(Core Traits Subjects Relay Schedulers Testing Compatibility Cocoa)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
if [ -n "$rev" ]; then
    present=()
    for folder in "${folders[@]}"; do
        if git cat-file -e "$rev:$folder" 2>/dev/null; then present+=("$folder"); fi
    done
    git archive "$rev" "${present[@]}" | tar -x -C "$copy"
else
    git ls-files -z -- "${folders[@]}" | xargs -0 cp --parents -t "$copy"
fi
generatedPairs=
if $classify; then
    # The tool's first line counts every pair, listed or not: with the GENERATED- files and without them.
    withGenerated=$(duplicates --repo "$copy" --most 1 --seconds 200 | head -1 | grep -Eo '^[0-9]+' || echo 0)
fi
find "$copy" -name 'GENERATED-*' -delete
rows=$(duplicates --repo "$copy" --most 200 --seconds 200)
if grep -q '^(+' <<<"$rows"; then echo "count-library-duplicates: more than 200 pairs; the count is incomplete" >&2; fi
if grep -q '^incomplete' <<<"$rows"; then grep '^incomplete' <<<"$rows" >&2; fi
if $classify; then
    withoutGenerated=$(head -1 <<<"$rows" | grep -Eo '^[0-9]+' || echo 0)
    generatedPairs=$((withGenerated - withoutGenerated))
    [ -f "$classes" ] || { echo "count-library-duplicates: no classes file $classes" >&2; exit 2; }
    patternsA=() patternsB=() kinds=() reasons=()
    while IFS=$'\t' read -r kind a b reason; do
        case "$kind" in b | c) ;; *) continue ;; esac
        kinds+=("$kind") patternsA+=("$a") patternsB+=("$b") reasons+=("$reason")
    done <"$classes"
    declare -A count=([b]=0 [c]=0 [c?]=0)
    while read -r row; do
        first=$(awk '{print $2}' <<<"$row") second=$(awk '{print $4}' <<<"$row")
        first=${first%%:*} second=${second%%:*}
        kind='c?' reason='no entry in the classes file'
        for i in "${!kinds[@]}"; do
            # shellcheck disable=SC2053 # the patterns are globs
            if [[ $first == ${patternsA[$i]} && $second == ${patternsB[$i]} ]] ||
                [[ $first == ${patternsB[$i]} && $second == ${patternsA[$i]} ]]; then
                kind=${kinds[$i]} reason=${reasons[$i]}
                break
            fi
        done
        count[$kind]=$((count[$kind] + 1))
        printf '%-2s %s  # %s\n' "$kind" "$row" "$reason"
    done < <(grep '^D[0-9]' <<<"$rows")
    echo "(a) generated: $generatedPairs pairs (with the GENERATED- files, less without them)"
    echo "(b) mirror-image or same-shape by design: ${count[b]} pairs"
    echo "(c) real repetition: $((count[c] + count[c?])) pairs (${count[c?]} of them unclassified)"
    exit 0
fi
mirror='Cocoa/[^ ]*CollectionView[^ ]* ~ Cocoa/[^ ]*TableView|Cocoa/[^ ]*TableView[^ ]* ~ Cocoa/[^ ]*CollectionView'
counted=$(grep '^D[0-9]' <<<"$rows" | grep -Ev "$mirror" || true)
mirrors=$(grep '^D[0-9]' <<<"$rows" | grep -Ec "$mirror" || true)
[ -n "$counted" ] && echo "$counted"
echo "counted: $(grep -c . <<<"$counted") pairs ($mirrors table/collection view mirror pairs left out)"
