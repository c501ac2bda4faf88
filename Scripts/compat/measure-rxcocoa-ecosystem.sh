#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Measures how much of RxSwift's ecosystem compiles for iOS against this package (compile only, nothing links or
# runs; see Scripts/lib/apple-sdk.sh). It is a measurement, not a check: it exits 0 whatever it finds, and CI does
# not run it (it needs the fetched repositories below, and CI has no network). README.md beside it says how to run it.
#
# 1. RxSwift 6.10.2's own Tests/RxCocoaTests (the iOS files: UIKit, Foundation, WebKit, DelegateProxy, traits),
#    unchanged, with the shared helpers they use from RxSwift's Tests folder, unchanged, in a fixture package that
#    depends on RxSwift's URL (mirrored to a tagged clone of this checkout) and imports RxSwift, RxCocoa, RxRelay,
#    RxTest, RxBlocking and XCTest (Scripts/AppleBuild/XCTest, the compile-only stand-in). A module compiles or not,
#    so it measures per file, by elimination: it builds every file, removes each file that has an error, and builds
#    again until what remains compiles (a file that fails only because a removed file declared something it uses is
#    reported as such). From the errors it lists the API the files need that this package lacks, grouped by the
#    upstream file it belongs to (e.g. "UITableView+Rx: items(cellIdentifier:cellType:)").
# 2. RxDataSources 5.0.2, RxGesture 4.0.4, RxKeyboard 2.0.1 and RxSwiftExt 6.2.1, manifests and sources unchanged,
#    RxSwift's URL mirrored to the same clone: every library target of each is compiled for iOS, and its errors are
#    listed, deduplicated.
#
# It fetches nothing. The repositories are git directories (a bare clone or a checkout) of the public GitHub
# repositories, such as the workplace's fetch tool leaves under /work/.mirror/<owner>+<name>/repo; where one is
# absent, its part prints SKIPPED and why.
#
#   Scripts/compat/measure-rxcocoa-ecosystem.sh [options]
#     --mirrors DIR          where to look for <owner>+<name>/repo (default: $RX_COMPAT_MIRRORS or /work/.mirror)
#     --rxswift GITDIR       ReactiveX/RxSwift (must have the tag 6.10.2)
#     --lib NAME=GITDIR      one of RxDataSources, RxGesture, RxKeyboard, RxSwiftExt (repeatable)
#     --only tests|libraries one part only
#     --work DIR             where fixtures, builds and results go (default: ${TMPDIR:-/tmp}/rx-compat-measure;
#                            emptied first)
#
# It measures what this checkout has COMMITTED (the mirror is a clone of HEAD, tagged with CHANGELOG.md's version).
# Results: <work>/results/ (rxcocoa-tests.tsv, missing-api.txt, libraries.txt, summary.txt); the summary is also
# printed. Exit status 0 when it measured (whatever it found), 2 when the setup failed.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
# shellcheck source=Scripts/lib/apple-sdk.sh
source Scripts/lib/apple-sdk.sh
# shellcheck source=Scripts/lib/rxswift-mirror.sh
source Scripts/lib/rxswift-mirror.sh

upstream_tag=6.10.2
libraries=(RxDataSources:5.0.2 RxGesture:4.0.4 RxKeyboard:2.0.1 RxSwiftExt:6.2.1)
mirrors=${RX_COMPAT_MIRRORS:-/work/.mirror}
work=${TMPDIR:-/tmp}/rx-compat-measure
rxswift_git=
only=
declare -A lib_git=()

usage() { sed -n '/^#   Scripts/,/^# It measures/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
while (($#)); do
    case "$1" in
        --mirrors) mirrors=$2; shift 2 ;;
        --rxswift) rxswift_git=$2; shift 2 ;;
        --lib) lib_git[${2%%=*}]=${2#*=}; shift 2 ;;
        --only) only=$2; shift 2 ;;
        --work) work=$2; shift 2 ;;
        -h | --help) usage ;;
        *) echo "error: unknown argument $1" >&2; usage ;;
    esac
done
[[ -z "$only" || "$only" == tests || "$only" == libraries ]] || usage
rxswift_git=${rxswift_git:-$mirrors/ReactiveX+RxSwift/repo}

# The whole run is one function, parsed before it starts, so that editing this file during a run is harmless.
run_all() {
started=$(date +%s)
if reason=$(rx_apple_missing); then
    echo "RxCocoa ecosystem measurement SKIPPED: ${reason} (prepare it as CONTRIBUTING.md's \"Apple platforms\" says)"
    exit 0
fi
case "$work" in /|"$root"|"$root"/*) echo "error: --work must be outside the checkout" >&2; exit 2 ;; esac
rm -rf "$work"
mkdir -p "$work/results"
results=$work/results
summary=$results/summary.txt
: >"$summary"
say() { echo "$*" | tee -a "$summary"; }

# is_git_dir PATH TAG: PATH is a git directory (bare or not) that has TAG.
is_git_dir() { git -C "$1" rev-parse --git-dir >/dev/null 2>&1 && git -C "$1" rev-parse -q --verify "refs/tags/$2" >/dev/null; }
why_absent() {
    if [[ ! -e "$1" ]]; then echo "no git directory at $1 (fetch github:$3, or pass its path)"
    else echo "$1 is not a git directory with the tag $2"; fi
}

rx_apple_prepare "$work/apple" || { echo "error: preparing the iOS compilation failed" >&2; exit 2; }
version=$(rx_mirror_version) || exit 2
rx_mirror_clone "$root" "$work/rxswift-clone"
rx_mirror_tag "$work/rxswift-clone" "$version"
say "RxCocoa ecosystem for $rx_apple_target against $(git log -1 --format='%h %s' | cut -c1-100)"
say "(RxSwift's URL mirrored to a clone of this checkout's HEAD, tagged $version)"

# mirror_and_resolve PACKAGE LOG: mirrors RxSwift's URL in PACKAGE to the clone and resolves; fails when it cannot.
mirror_and_resolve() {
    (
        cd "$1"
        swift package config set-mirror --original "$rx_mirror_original" --mirror "$work/rxswift-clone"
        swift package resolve
    ) >"$2" 2>&1
}

# build_target PACKAGE SCRATCH TARGET LOG: compiles TARGET for iOS; the output goes to LOG.
build_target() {
    (cd "$1" && rx_apple_swift_build --scratch-path "$2" --target "$3") >"$4" 2>&1
}

# The analysis of the build logs (Python, so that it is one place): per-file errors, the elimination's state, and
# the missing API.
analyze=$work/analyze.py
cat >"$analyze" <<'PYTHON'
import json, os, re, sys

ERR = re.compile(r"^(/[^:]+\.swift):(\d+):(\d+): error: (.*)$")

def errors(log):
    """Every error of LOG as (path, line, column, message), once each, in the order the log has them."""
    seen, out = set(), []
    for raw in open(log, errors="replace"):
        m = ERR.match(raw.rstrip("\n"))
        if m and m.groups() not in seen:
            seen.add(m.groups())
            out.append((m[1], int(m[2]), int(m[3]), m[4]))
    return out

DECL = re.compile(r"\b(?:class|struct|enum|protocol|func|var|let|typealias|actor)\s+([A-Za-z_]\w*)")

def declared(path):
    try:
        return set(DECL.findall(open(path, errors="replace").read()))
    except OSError:
        return set()

def call_at(path, line, column, member):
    """member(label:label:) as written at path:line:column, or member when it is not called with labels."""
    try:
        text = open(path, errors="replace").read()
    except OSError:
        return member
    lines = text.split("\n")
    offset = sum(len(l) + 1 for l in lines[: line - 1]) + column - 1
    m = re.compile(r"\b" + re.escape(member) + r"\b\s*(?:<[^>]*>)?\s*\(").search(text, offset, offset + 400)
    if not m or m.start() > offset + 200:
        return member
    depth, labels, i = 1, [], m.end()
    token = re.compile(r"\s*([A-Za-z_]\w*)\s*:(?!:)")
    expect_label = True
    while i < len(text) and depth > 0 and i < m.end() + 3000:
        c = text[i]
        if depth == 1 and expect_label:
            t = token.match(text, i)
            if t:
                labels.append(t[1] + ":")
                i = t.end()
                expect_label = False
                continue
            if not text[i].isspace():
                expect_label = False
                if c not in "([{\"":
                    labels.append("_:") if c not in ")" else None
        if c == '"':
            j = i + 1
            while j < len(text) and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == "," and depth == 1:
            expect_label = True
        i += 1
    # a trailing closure after the parentheses is not a label; `_:` for unlabeled arguments is kept
    return member + "(" + "".join(labels) + ")"

def test_group(path, type_text=""):
    base = os.path.basename(path)
    ui = re.search(r"\b((?:UI|NS|WK)[A-Z]\w*?)(?:Delegate|DataSource)?\b", type_text)
    if ui:
        return ui[1] + "+Rx"
    for suffix in ("+RxTests.swift.swift", "+RxTests.swift", "+RxTest.swift"):
        if base.endswith(suffix):
            return base[: -len(suffix)] + "+Rx"
    return None

def base_of(path):
    return "(used in %s)" % os.path.basename(path)

PROXY = re.compile(r"^Rx(\w+?)(DelegateProxy|DataSourceProxy|DataSourcePrefetchingProxy)$")

def classify(path, line, column, message, cascade_names):
    """(group, api) for an error that names an API this package lacks; None for consequences of other errors."""
    m = re.match(r"value of type 'Reactive<(\w+)>' has no (?:dynamic )?member '(\w+)'", message)
    if m:
        return m[1] + "+Rx", "rx." + call_at(path, line, column, m[2])
    m = re.match(r"type 'Reactive<(\w+)>' has no member '(\w+)'", message)
    if m:
        return m[1] + "+Rx", "rx." + call_at(path, line, column, m[2])
    m = re.match(r"(?:property|instance method|subscript) '(\w+)(?:\(.*\))?' requires that '(\w+)' (?:inherit from|conform to) '(\w+)'", message)
    if m and m[2].startswith(("UI", "NS", "WK")):
        return m[2] + "+Rx", "rx." + call_at(path, line, column, m[1]) + " (only exists for " + m[3] + ")"
    m = re.match(r"cannot convert value of type '(Binder<.*>)' to closure result type '(\w+)<(.*)>'", message)
    if m:
        src = open(path, errors="replace").read().split("\n")[line - 1]
        rx = re.findall(r"\.rx\.(\w+)", src[column - 1:]) or re.findall(r"\.rx\.(\w+)", src)
        name = rx[0] if rx else "?"
        return (test_group(path, m[1]) or base_of(path)), "rx.%s as %s<%s> (here only Reactive's key-path %s)" % (name, m[2], m[3], m[1])
    m = re.match(r"value of type '(Binder<.*>)' has no member '(\w+)'", message)
    if m:
        src = open(path, errors="replace").read().split("\n")[line - 1]
        rx = re.findall(r"\.rx\.(\w+)", src[: column + 40])
        name = rx[-1] if rx else "?"
        return (test_group(path, m[1]) or base_of(path)), "rx.%s (used as .%s; here only Reactive's key-path %s)" % (name, m[2], m[1])
    m = re.match(r"cannot find (?:type )?'(\w+)' in scope", message)
    if m:
        name = m[1]
        if name in cascade_names:
            return None
        p = PROXY.match(name)
        if p:
            return "Proxies", name
        if "DataSource" in name:
            return "DataSources", name
        return "Declarations", name
    m = re.match(r"module '(\w+)' has no member named '(\w+)'", message)
    if m:
        return m[1], m[2]
    m = re.match(r"'(\w+)' is inaccessible due to '(\w+)' protection level", message)
    if m:
        return "Access", m[1] + " (" + m[2] + ")"
    m = re.match(r"value of type '([^']+)' has no member '(\w+)'", message)
    if m:
        return m[1], call_at(path, line, column, m[2])
    m = re.match(r"type '([^']+)' has no member '(\w+)'", message)
    if m:
        return m[1], call_at(path, line, column, m[2])
    m = re.match(r"(?:incorrect argument labels?|extra arguments?|missing arguments?) .*", message)
    if m:
        return "Signatures", message
    return None

def main():
    command = sys.argv[1]
    if command == "round":
        # round LOG SOURCES STATE ROUND: records this round's per-file errors in STATE (JSON) and prints the file
        # names to remove (one a line); prints nothing when no source file has an error.
        log, sources, state_path, rnd = sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
        state = json.load(open(state_path)) if os.path.exists(state_path) else {"files": {}, "errors": []}
        per = {}
        for path, line, column, message in errors(log):
            if os.path.dirname(os.path.realpath(path)) != os.path.realpath(sources):
                continue
            per.setdefault(os.path.basename(path), []).append((line, column, message))
            state["errors"].append([os.path.basename(path), line, column, message, rnd])
        for name, errs in per.items():
            errs.sort()
            line, column, message = errs[0]
            state["files"][name] = {"round": rnd, "errors": len(errs), "first": "%d:%d: %s" % (line, column, message)}
        json.dump(state, open(state_path, "w"))
        for name in sorted(per):
            print(name)
    elif command == "report":
        # report STATE SOURCES REMOVED ROLES TSV MISSING: writes the per-file table and the missing API.
        state_path, sources, removed, roles_path, tsv, missing = sys.argv[2:8]
        state = json.load(open(state_path)) if os.path.exists(state_path) else {"files": {}, "errors": []}
        roles = dict(l.rstrip("\n").split("\t", 1) for l in open(roles_path) if l.strip())
        cascade = {}
        for name in os.listdir(removed):
            for d in declared(os.path.join(removed, name)):
                cascade.setdefault(d, name)
        rows = []
        for name, role in sorted(roles.items(), key=lambda kv: (kv[1] != "test", kv[0].lower())):
            info = state["files"].get(name)
            if info is None:
                status, first = ("compiles", "")
            else:
                status, first = ("fails", info["first"])
                m = re.search(r"cannot find (?:type )?'(\w+)' in scope", first)
                if info["round"] > 1 and m and m[1] in cascade:
                    first += "  [declared in %s, which failed]" % cascade[m[1]]
            rows.append((name, role, status, first))
        with open(tsv, "w") as out:
            out.write("file\trole\tstatus\tfirst error\n")
            for row in rows:
                out.write("\t".join(row) + "\n")
        groups, unclassified = {}, {}
        for name, line, column, message, rnd in state["errors"]:
            path = os.path.join(removed, name)
            if not os.path.exists(path):
                path = os.path.join(sources, name)
            got = classify(path, line, column, message, cascade)
            if got:
                groups.setdefault(got[0], {}).setdefault(got[1], set()).add(name)
            else:
                unclassified.setdefault(message, set()).add(name)
        # The compiler reports a missing member once per expression it gives up on, and not at all in closures it
        # could not type (`bind(to: tableView.rx.items) { … }`): every other spelling of a member found missing, in
        # the files where it was found missing, is listed too.
        for group in [g for g in groups if g.endswith("+Rx")]:
            for api, files in list(groups[group].items()):
                m = re.match(r"rx\.(\w+)", api)
                if not m:
                    continue
                for name in files:
                    path = os.path.join(removed, name)
                    if not os.path.exists(path):
                        continue
                    text = open(path, errors="replace").read()
                    for use in re.finditer(r"\.rx\.(%s)\b" % re.escape(m[1]), text):
                        line = text.count("\n", 0, use.start(1)) + 1
                        column = use.start(1) - (text.rfind("\n", 0, use.start(1)) + 1) + 1
                        variant = "rx." + call_at(path, line, column, m[1])
                        if not any(k == variant or k.startswith(variant + " ") for k in groups[group]):
                            groups[group].setdefault(variant, set()).add(name)
        with open(missing, "w") as out:
            for group in sorted(groups):
                out.write(group + "\n")
                for api in sorted(groups[group]):
                    out.write("    %s    [%s]\n" % (api, ", ".join(sorted(groups[group][api]))))
            out.write("\nOther errors (most are consequences of the ones above), deduplicated:\n")
            for message in sorted(unclassified):
                out.write("    %s    [%s]\n" % (message, ", ".join(sorted(unclassified[message]))))
        tests = [r for r in rows if r[1] == "test"]
        ok = [r for r in tests if r[2] == "compiles"]
        print("%d / %d test files compile" % (len(ok), len(tests)))
        helpers = [r for r in rows if r[1] != "test" and r[2] != "compiles"]
        if helpers:
            print("helpers that do not compile: " + ", ".join(r[0] for r in helpers))

main()
PYTHON

# ---------------------------------------------------------------------------------------------------------------
# Part 1: RxSwift's Tests/RxCocoaTests.
measure_tests() {
    local up=$work/upstream fixture=$work/rxcocoa-tests sources removed roles state log round remove file
    say ""
    say "== 1. RxSwift $upstream_tag Tests/RxCocoaTests for iOS"
    if ! is_git_dir "$rxswift_git" "$upstream_tag"; then
        say "SKIPPED: $(why_absent "$rxswift_git" "$upstream_tag" ReactiveX/RxSwift)"
        return
    fi
    mkdir -p "$up"
    # Tests/Platform holds symbolic links into Platform/.
    git -C "$rxswift_git" archive "$upstream_tag" Tests Platform | tar -x -C "$up"
    sources=$fixture/Sources/RxCocoaTestsFixture
    removed=$fixture/removed
    roles=$work/roles.tsv
    state=$work/state.json
    mkdir -p "$sources" "$removed" "$fixture/bridging" "$fixture/shim/RxCocoa"
    : >"$roles"
    # The shared helpers the RxCocoa tests use, unchanged (upstream's iOS test target compiles them with the tests).
    local helpers=(
        Tests/RxTest.swift Tests/XCTest+AllTests.swift Tests/TestErrors.swift Tests/Recorded+Timeless.swift
        Tests/MessageProcessingStage.swift Tests/Resources.swift
        Tests/RxSwiftTests/Synchronized.swift Tests/RxSwiftTests/Atomic+Overrides.swift
        Tests/RxCocoaTests/RxTest+Controls.swift Tests/RxCocoaTests/SharedSequence+Extensions.swift
        Tests/RxCocoaTests/RuntimeStateSnapshot.swift Tests/RxCocoaTests/RxObjCRuntimeState.swift
        Tests/RxCocoaTests/TestImplementations/SectionedViewDataSourceMock.swift
    )
    local more
    while IFS= read -r more; do helpers+=("${more#"$up"/}"); done < <(
        find "$up/Tests/Platform" "$up/Tests/RxSwiftTests/TestImplementations" -name '*.swift' | sort)
    for file in "${helpers[@]}"; do
        cp -L "$up/$file" "$sources/"
        printf '%s\thelper\n' "$(basename "$file")" >>"$roles"
    done
    # The test files: every Swift file of Tests/RxCocoaTests but the helpers and the macOS-only ones (those that
    # import AppKit or Cocoa outside any #if).
    local skipped_macos=()
    for file in "$up"/Tests/RxCocoaTests/*.swift; do
        [[ -e "$sources/$(basename "$file")" ]] && continue
        if awk '/^[[:space:]]*#if/{d++} /^[[:space:]]*#endif/{d--} d==0 && /^import (AppKit|Cocoa)$/{f=1} END{exit !f}' \
            "$file"; then
            skipped_macos+=("$(basename "$file")")
            continue
        fi
        cp "$file" "$sources/"
        printf '%s\ttest\n' "$(basename "$file")" >>"$roles"
    done
    # The bridging header of upstream's iOS test target (Objective-C test classes of SentMessageTest and the
    # runtime state), unchanged; it imports <RxCocoa/RxCocoa.h>, the umbrella header of upstream's RxCocoa
    # framework, which a SwiftPM package does not have: the fixture's stand-in imports Foundation, all that the
    # testing header uses of it. Only the header is needed to compile.
    cp "$up/Tests/RxCocoaTests/RxTest-iOS-Bridging-Header.h" "$up/Tests/RxCocoaTests/RXObjCRuntime+Testing.h" \
        "$fixture/bridging/"
    echo '#import <Foundation/Foundation.h>' >"$fixture/shim/RxCocoa/RxCocoa.h"
    # What the SDK's age lacks that the tests use from the standard library: Swift 6's `Sequence.count(where:)`
    # (SE-0220, inlinable, so it compiles for any iOS with a current SDK); the SDK here has Swift 5.8's.
    cat >"$sources/FixtureSDKAge.swift" <<'SWIFT'
// Not RxSwift's: the fixture's stand-in for what the iPhoneOS SDK's Swift 5.8 standard library lacks.
extension Sequence {
    func count(where predicate: (Element) throws -> Bool) rethrows -> Int {
        var n = 0
        for e in self where try predicate(e) { n += 1 }
        return n
    }
}
SWIFT
    printf 'FixtureSDKAge.swift\tfixture\n' >>"$roles"
    cat >"$fixture/Package.swift" <<'SWIFT'
// swift-tools-version:5.9
// RxSwift's Tests/RxCocoaTests compiled as a library target (Swift 5 mode, as upstream), against RxSwift's URL.
import PackageDescription

let here = Context.packageDirectory
let package = Package(
    name: "RxCocoaTestsFixture",
    platforms: [.iOS(.v12)],
    dependencies: [.package(url: "https://github.com/ReactiveX/RxSwift.git", .upToNextMajor(from: "6.0.0"))],
    targets: [
        .target(
            name: "RxCocoaTestsFixture",
            dependencies: [
                .product(name: "RxSwift", package: "RxSwift"), .product(name: "RxCocoa", package: "RxSwift"),
                .product(name: "RxRelay", package: "RxSwift"), .product(name: "RxTest", package: "RxSwift"),
                .product(name: "RxBlocking", package: "RxSwift"),
            ],
            swiftSettings: [
                .unsafeFlags([
                    "-import-objc-header", here + "/bridging/RxTest-iOS-Bridging-Header.h",
                    "-Xcc", "-I" + here + "/shim",
                ])
            ]
        )
    ]
)
SWIFT
    say "$(grep -c $'\ttest$' "$roles") test files, $(grep -c $'\thelper$' "$roles") helper files;" \
        "macOS only, not compiled: ${skipped_macos[*]:-none}"
    if ! mirror_and_resolve "$fixture" "$results/rxcocoa-tests-resolve.log"; then
        say "FAILED to resolve the fixture:"; tail -5 "$results/rxcocoa-tests-resolve.log" | tee -a "$summary"
        return
    fi
    local t0
    for round in 1 2 3 4 5 6 7 8; do
        log=$results/rxcocoa-tests-round$round.log
        t0=$(date +%s)
        if build_target "$fixture" "$work/build-tests" RxCocoaTestsFixture "$log"; then
            echo "round $round: the remaining files compile ($(($(date +%s) - t0)) s)"
            break
        fi
        remove=$(python3 "$analyze" round "$log" "$sources" "$state" "$round")
        if [[ -z "$remove" ]]; then
            say "round $round: the build failed with no error in a fixture file:"
            rx_apple_diagnostics "$log" | head -20 | tee -a "$summary" || true
            [[ -n "$(rx_apple_diagnostics "$log" || true)" ]] || tail -20 "$log" | tee -a "$summary"
            break
        fi
        echo "round $round: $(echo "$remove" | wc -l) files with errors, removed ($(($(date +%s) - t0)) s)"
        while IFS= read -r file; do mv "$sources/$file" "$removed/"; done <<<"$remove"
    done
    python3 "$analyze" report "$state" "$sources" "$removed" "$roles" "$results/rxcocoa-tests.tsv" \
        "$results/missing-api.txt" | tee -a "$summary"
    say ""
    column -t -s $'\t' "$results/rxcocoa-tests.tsv" | cut -c1-220 | tee -a "$summary"
    say ""
    say "API the test files need that this package lacks (file of RxSwift's RxCocoa it belongs to: API  [test files]):"
    tee -a "$summary" <"$results/missing-api.txt"
}

# ---------------------------------------------------------------------------------------------------------------
# Part 2: the libraries.
measure_library() {
    local name=$1 tag=$2 git_dir=$3 dir=$work/lib-$1 log targets target others status tools
    say ""
    say "== $name $tag"
    if ! is_git_dir "$git_dir" "$tag"; then
        say "SKIPPED: $(why_absent "$git_dir" "$tag" "RxSwiftCommunity/$name")"
        return
    fi
    git clone --quiet "$git_dir" "$dir"
    git -C "$dir" -c advice.detachedHead=false checkout --quiet "$tag"
    tools=$(cd "$dir" && swift package tools-version 2>&1 || true)
    say "tools version $tools; manifest's dependencies: $(grep -oE 'url: *"[^"]+"' "$dir/Package.swift" \
        | sed -E 's/url: *//' | tr '\n' ' ')"
    if ! mirror_and_resolve "$dir" "$results/$name-resolve.log"; then
        say "FAILED to resolve (a dependency other than RxSwift needs the network, or the manifest is refused):"
        grep -E "error|warning" "$results/$name-resolve.log" | sort -u | head -10 | tee -a "$summary"
        return
    fi
    others=$(cd "$dir" && swift package show-dependencies --format json | python3 -c '
import json, sys
def walk(d):
    for x in d["dependencies"]:
        yield x["identity"] + "@" + x["version"]
        yield from walk(x)
print(" ".join(sorted(set(walk(json.load(sys.stdin))))))')
    say "resolved: $others"
    if git -C "$dir" diff --quiet -- Package.resolved 2>/dev/null; then :; else
        say "(its committed Package.resolved pins RxSwift's own revision; SwiftPM re-resolved it to the mirror)"
    fi
    targets=$(cd "$dir" && swift package dump-package | python3 -c '
import json, sys
print(" ".join(t["name"] for t in json.load(sys.stdin)["targets"] if t["type"] == "regular"))')
    for target in $targets; do
        log=$results/$name-$target.log
        if build_target "$dir" "$work/build-$name" "$target" "$log"; then status=compiles; else status=FAILS; fi
        say "target $target: $status ($(grep -E '^/.*: error: ' "$log" | sort -u | wc -l | tr -d ' ') errors," \
            "$(grep -E '^/.*: warning: ' "$log" | grep -v "no unsafe operations occur" | sort -u | wc -l | tr -d ' ')" \
            "warnings, each place once)"
        if [[ $status == FAILS ]]; then
            # Deduplicated: each distinct message once, with how many places have it and the first of them.
            grep -E "^/.*: error: |^error: " "$log" | sed -E "s|^$dir/||; s|^$work/||" | python3 -c '
import re, sys
seen = {}
for l in sys.stdin:
    m = re.match(r"^(.*?):(\d+):(\d+): error: (.*)$", l.rstrip())
    key, where = (m[4], "%s:%s" % (m[1], m[2])) if m else (l.rstrip(), "")
    if key not in seen: seen[key] = [set(), where]
    seen[key][0].add(where)
for k, (places, where) in seen.items():
    print("    error: %s   (%d places, first at %s)" % (k, len(places), where) if where else "    " + k)' | tee -a "$summary"
        fi
    done
}

measure_libraries() {
    local entry name tag
    for entry in "${libraries[@]}"; do
        name=${entry%%:*}
        tag=${entry##*:}
        measure_library "$name" "$tag" "${lib_git[$name]:-$mirrors/RxSwiftCommunity+$name/repo}"
    done
}

[[ "$only" == libraries ]] || measure_tests
[[ "$only" == tests ]] || measure_libraries
say ""
say "measured in $(($(date +%s) - started)) s; results in $results"
}

# One line, so that bash has read all it will run before it starts.
run_all; exit 0
