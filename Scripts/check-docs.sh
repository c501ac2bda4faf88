#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds every module's DocC catalog offline from the symbol graphs and fails on any warning.
#   Scripts/check-docs.sh [--skip-dump]    (--skip-dump reuses the symbol graphs of an earlier run)
set -euo pipefail
cd "$(dirname "$0")/.."
graphs=.build/symbol-graphs
if [ "${1:-}" != "--skip-dump" ]; then
    rm -rf "$graphs"
    swift package dump-symbol-graph >/dev/null
fi
dumped=$(find .build -maxdepth 3 -type d -name symbolgraph | head -1)
status=0
for catalog in Core/RxCore Schedulers/RxSchedulers Subjects/RxSubjects Relay/RxRelay Traits/RxTraits Testing/RxTesting; do
    module=$(basename "$catalog")
    dir="$graphs/$module"
    rm -rf "$dir" && mkdir -p "$dir"
    cp "$dumped/$module.symbols.json" "$dir/"
    cp "$dumped/$module"@*.symbols.json "$dir/" 2>/dev/null || true
    log=$(mktemp)
    docc convert "$catalog.docc" --additional-symbol-graph-dir "$dir" --fallback-display-name "$module" \
        --fallback-bundle-identifier "rx.$module" --output-path "$graphs/$module.doccarchive" >"$log" 2>&1 || true
    warnings=$(grep -cE "warning:|error:" "$log" || true)
    echo "$module: $warnings warning(s)"
    if [ "$warnings" -gt 0 ]; then
        grep -E "warning:|error:" "$log" | head -20
        status=1
    fi
done
exit $status
