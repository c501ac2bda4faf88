#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs the same pipelines against RxSwift 6.10.2 and against this checkout, and lists the scenarios whose logs differ.
#
# Scripts/compat/Differential holds the scenarios: every `do` callback, every subscription made and disposed, the
# subscriber's events and TestScheduler subscription logs, for higher-order operators, `share`, `zip`/
# `combineLatest`/`amb`/`withLatestFrom`/`take(until:)`/`sample`, `retry(when:)` and synchronous sources; and the
# pipelines of TerminalDisposalOrderTests. They are compiled twice as one executable, once against RxSwift's
# `RxSwift`/`RxTest` (a clone of its tag 6.10.2) and once against this package's modules of the same names. A
# scenario that differs is a bug here, or one of the deliberate differences the migration article lists:
# expected-differences.txt beside the scenarios names those, and the script reports every other difference as
# unexpected.
#
# A measurement, not a CI check (CI cannot fetch RxSwift). It fetches nothing: pass RxSwift's git directory, such as
# the workplace's fetch tool leaves under /work/.mirror/ReactiveX+RxSwift/repo.
#
#   Scripts/compat/differential.sh [--rxswift GITDIR] [--work DIR] [--show NAME]...
#     --rxswift GITDIR  ReactiveX/RxSwift with the tag 6.10.2 (default: /work/.mirror/ReactiveX+RxSwift/repo)
#     --work DIR        where the two packages are built (default: ${TMPDIR:-/tmp}/rx-differential; kept between
#                       runs, so a second run rebuilds only what changed)
#     --show NAME       also print the unified diff of scenario NAME (repeatable)
#
# Exit status: 0 when every difference is an expected one, 1 when some is not, 2 when the setup failed.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
rxswift=/work/.mirror/ReactiveX+RxSwift/repo
work=${TMPDIR:-/tmp}/rx-differential
show=()
while [ $# -gt 0 ]; do
    case "$1" in
        --rxswift) rxswift=$2; shift 2 ;;
        --work) work=$2; shift 2 ;;
        --show) show+=("$2"); shift 2 ;;
        -h|--help) sed -n '3,23p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "differential.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
if ! git --git-dir="$rxswift" rev-parse -q --verify 'refs/tags/6.10.2^{commit}' > /dev/null 2>&1 \
    && ! git -C "$rxswift" rev-parse -q --verify 'refs/tags/6.10.2^{commit}' > /dev/null 2>&1; then
    echo "differential.sh: no RxSwift with the tag 6.10.2 at $rxswift (--rxswift GITDIR)" >&2
    exit 2
fi
mkdir -p "$work"
if [ ! -d "$work/rxswift" ]; then
    git clone -q "$rxswift" "$work/rxswift"
fi
git -C "$work/rxswift" checkout -q 6.10.2

scenarios="$root/Scripts/compat/Differential"
make_package() { # name, dependency line, package name of the products
    local dir="$work/$1"
    mkdir -p "$dir/Sources/Diff"
    cat > "$dir/Package.swift" <<MANIFEST
// swift-tools-version:5.9
import PackageDescription
let package = Package(
    name: "$1",
    dependencies: [$2],
    targets: [
        .executableTarget(
            name: "Diff",
            dependencies: [.product(name: "RxSwift", package: "$3"), .product(name: "RxTest", package: "$3")]
        )
    ]
)
MANIFEST
    for file in "$scenarios"/*.swift; do ln -sf "$file" "$dir/Sources/Diff/$(basename "$file")"; done
}
make_package reference '.package(path: "../rxswift")' rxswift
make_package this ".package(path: \"$root\")" "$(basename "$root")"

for side in reference this; do
    echo "Building the scenarios against $side…" >&2
    if ! (cd "$work/$side" && swift build -c debug > "$work/$side.build.log" 2>&1); then
        echo "differential.sh: the $side build failed; see $work/$side.build.log" >&2
        exit 2
    fi
    (cd "$work/$side" && .build/debug/Diff > "$work/$side.txt")
done

python3 - "$work/reference.txt" "$work/this.txt" "$scenarios/expected-differences.txt" "${show[@]}" <<'PYTHON'
import difflib, sys

def parse(path):
    logs, current = {}, None
    for line in open(path):
        if line.startswith("== "):
            current = line[3:].strip()
            logs[current] = []
        else:
            logs[current].append(line.rstrip("\n"))
    return logs

reference, this = parse(sys.argv[1]), parse(sys.argv[2])
expected = {}
for line in open(sys.argv[3]):
    line = line.strip()
    if line and not line.startswith("#"):
        name, _, reason = line.partition(" ")
        expected[name] = reason.strip()
differing = [name for name in reference if reference[name] != this.get(name)]
unexpected = [name for name in differing if name not in expected]
print(f"{len(reference)} scenarios, {len(differing)} differ from RxSwift 6.10.2, {len(unexpected)} unexpectedly")
for name in differing:
    print(f"  {'expected' if name in expected else 'UNEXPECTED'} {name}  {expected.get(name, '')}")
for name in expected:
    if name not in differing:
        print(f"  no longer differs (remove it from expected-differences.txt): {name}")
for name in sys.argv[4:]:
    print(f"\n== {name}")
    for line in difflib.unified_diff(reference.get(name, []), this.get(name, []), "RxSwift", "this", lineterm=""):
        print(line)
sys.exit(1 if unexpected else 0)
PYTHON
