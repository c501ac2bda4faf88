#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Keeps the library's unsafe code visible and justified (strict memory safety, SE-0458).

The compiler checks that every unsafe construct is marked: each library target is built with
`.strictMemorySafety()`, and `.ci/run` fails on any warning, so an unmarked use fails CI. This script checks the
rest, over the Swift sources of the library targets:

1. Package.swift gives every library target `swiftSettings: library`, and `library` holds `.strictMemorySafety()`.
2. Every declaration that brings unsafety in states why, in a comment line starting `Unsafe:`, `Safe:` or
   `Unchecked:` (the `@unchecked Sendable` convention) in the comment block directly above it (attribute lines may
   sit in between):
   - a stored property marked `nonisolated(unsafe)` or `@exclusivity(unchecked)`, unless it holds synchronization-
     layer storage, whose one rule (stored in a class, reached through its address) is stated, with its reasons,
     in Core/Internal/Synchronization/README.md;
   - a declaration or conformance marked `@unsafe` or `@safe`;
   - an `@unchecked Sendable` conformance, whose `Unchecked:` line may also open the type's body (the first comment
     lines inside its braces). A conformance the compiler can check is written `Sendable`, without `@unchecked`.
3. Every line outside the synchronization layer that performs an unsafe operation (`unsafeDowncast`, `Unmanaged`,
   `unsafeBitCast`, `assumingMemoryBound`, `_withUnsafeGuaranteedRef`, `withUnsafe…Pointer`, `allocate`,
   `deallocate`, a raw pointer made from bits or bits from a pointer, the `pthread_` calls) states why in the same
   way, in the comment block above its statement; or its file states once, in a line `// Unsafe throughout: …`,
   that the construct is the file's whole subject (the subject registry).

4. The boundary: no `unsafe`, `nonisolated(unsafe)` or `@exclusivity(unchecked)` in the code of Core/Operators,
   Traits, Subjects, Relay or Schedulers. Operators, traits, subjects, relays and schedulers use the
   synchronization layer's safe types (`AtomicCell`, `LockedCell`, `DeliveryTracker`) and the sink bases that hold
   state on the element path (`StatefulSink`, `FlagSink`, `FlagSerializingSink`, `LockedStateSink`); what stays
   unsafe lives in Core/Internal, each with its reason. The files not yet converted are listed in `NOT_YET_CONVERTED`, each with
   what keeps it there; the list only shrinks, and an entry whose file no longer needs it is reported.

A reason may cover a run of consecutive unsafe declarations, or of consecutive unsafe statements.

Usage: check-memory-safety.py [ROOT] (default: this checkout); `--inventory` prints the `unsafe` sites per file
and module instead; `--self-test` runs the checks on small trees that must pass or fail, and reports whether each
did. Exit status 0 when every rule holds, 1 otherwise, with one `path:line: error:` line per offence.
"""
import collections
import pathlib
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent / "lib"))
from sourcecheck import LAYER_STORAGE, LIBRARY, code_of, report  # noqa: E402

args = [a for a in sys.argv[1:] if not a.startswith("--")]
ROOT = pathlib.Path(args[0] if args else pathlib.Path(__file__).resolve().parent.parent).resolve()
LIBRARY_TARGETS = ["RxCore", "RxSchedulers", "RxSubjects", "RxRelay", "RxTraits", "RxTesting", "RxSwift", "RxCocoa",
                   "RxTest", "RxBlocking"]
LAYER = ROOT / "Core" / "Internal" / "Synchronization"
REASON = re.compile(r"^\s*///?\s*(Unsafe|Safe|Unchecked)( throughout)?:")
THROUGHOUT = re.compile(r"^\s*//\s*Unsafe throughout:")
ACT = re.compile(
    r"\bunsafeDowncast\(|\bUnmanaged\b|\bunsafeBitCast\(|\bassumingMemoryBound\(|\b_withUnsafeGuaranteedRef\b|"
    r"\bwithUnsafe(Mutable)?(Raw)?(Buffer)?Pointer\b|\.allocate\(|\bdeallocate\(|\bpthread_\w+\(|"
    r"\bUnsafe(Mutable)?(Raw)?Pointer\(|\bUInt\(bitPattern:"
)
# Rule 4: the folders that use the layer's safe types only.
BOUNDARY = ["Core/Operators", "Traits", "Subjects", "Relay", "Schedulers"]
BOUNDARY_CONSTRUCT = re.compile(r"(?<![\w@])unsafe\b|nonisolated\(unsafe\)|@exclusivity\(unchecked\)")
# The files (or folders, ending in `/`) inside the boundary that are not converted yet, with what keeps each. Remove an
# entry when its file is converted; never add one.
NOT_YET_CONVERTED = {
}
ATTRIBUTE_ONLY = re.compile(r"^\s*(@\w+(\([^)]*\))?\s*)+$")


def is_unsafe_declaration(line):
    code = code_of(line)
    return bool(re.search(r"nonisolated\(unsafe\)|@exclusivity\(unchecked\)|@(unsafe|safe)\b", code)) and bool(
        re.search(r"\b(var|let|func|class|struct|enum|init)\b", code))


def is_unsafe_act(line):
    code = code_of(line)
    return bool(ACT.search(code)) and "unsafe" in code


def continues(line):
    """Whether a line's statement or declaration goes on onto the next line."""
    stripped = code_of(line).rstrip()
    return bool(stripped) and stripped[-1] in "(,=+-*/&|?:[<{"


def comment_block_above(lines, index):
    """The comment lines that state the reason for line `index` (0-based): the comments directly above it, walking
    up over attribute-only lines, compiler directives (`#if`), the earlier lines of its own statement, and the lines
    of a run of consecutive unsafe declarations, or of consecutive unsafe statements, it belongs to (one reason may
    cover such a run), with their comments; the walk stops at a blank line or any other code."""
    block = []
    i = index - 1
    declaring = is_unsafe_declaration(lines[index])
    acting = is_unsafe_act(lines[index])
    while i >= 0:
        stripped = lines[i].strip()
        if stripped.startswith("//"):
            block.append(lines[i])
        elif ATTRIBUTE_ONLY.match(lines[i]) or continues(lines[i]) or stripped.startswith("#"):
            pass
        elif declaring and is_unsafe_declaration(lines[i]):
            pass
        elif acting and re.search(r"\bunsafe\b", code_of(lines[i])):
            pass
        else:
            break
        i -= 1
    return block


def has_reason(lines, index):
    return REASON.match(lines[index]) is not None or any(REASON.match(l) for l in comment_block_above(lines, index))


def body_comments(lines, index):
    """The comment lines that open the body of the declaration on line `index`: from the line that ends with its `{`
    (the declaration may continue onto later lines), the consecutive comment lines after it."""
    i = index
    while i < len(lines) and not code_of(lines[i]).rstrip().endswith("{"):
        if code_of(lines[i]).rstrip().endswith("}"):
            return []
        i += 1
    block = []
    for line in lines[i + 1:]:
        if not line.strip().startswith("//"):
            break
        block.append(line)
    return block


def has_unchecked_reason(lines, index):
    """Whether an `@unchecked Sendable` conformance on line `index` states its reason above the declaration (from its
    first line) or at the top of its body."""
    first = index
    while first > 0 and index - first < 10 and not re.search(r"\b(class|struct|enum|extension|actor)\b",
                                                             code_of(lines[first])):
        first -= 1
    return has_reason(lines, index) or has_reason(lines, first) or any(
        REASON.match(l) for l in body_comments(lines, index))


def declaration(lines, index):
    """Line `index` joined with the lines its declaration continues onto."""
    text = code_of(lines[index])
    i = index
    while continues(lines[i]) and i + 1 < len(lines):
        i += 1
        text += " " + code_of(lines[i]).strip()
    return text


def check_manifest(errors):
    manifest = (ROOT / "Package.swift").read_text()
    if not re.search(r"let\s+library\s*:\s*\[SwiftSetting\]\s*=\s*\[[^\]]*\.strictMemorySafety\(\)", manifest):
        errors.append("Package.swift: error: `library` must hold .strictMemorySafety()")
    for target in LIBRARY_TARGETS:
        match = re.search(r'\.target\(\s*name:\s*"%s"' % target, manifest)
        # The target's whole declaration: up to the parenthesis that closes `.target(`.
        declaration, depth = "", 0
        for character in manifest[match.start():] if match else "":
            declaration += character
            depth += {"(": 1, ")": -1}.get(character, 0)
            if depth == 0 and character == ")":
                break
        if "swiftSettings: library" not in declaration:
            errors.append("Package.swift: error: the library target %s must have `swiftSettings: library`" % target)


def sources():
    for folder in LIBRARY:
        yield from sorted((ROOT / folder).rglob("*.swift"))


def check_sources(errors):
    for path in sources():
        in_layer = LAYER in path.parents
        lines = path.read_text().splitlines()
        throughout = any(THROUGHOUT.match(l) for l in lines)
        for index, raw in enumerate(lines):
            code = code_of(raw)
            if not code.strip():
                continue
            where = "%s:%d" % (path.relative_to(ROOT), index + 1)
            declares = re.search(r"nonisolated\(unsafe\)|@exclusivity\(unchecked\)", code) and re.search(
                r"\b(var|let)\s+\w+", code)
            if declares and not LAYER_STORAGE.search(declaration(lines, index)) and not has_reason(lines, index):
                errors.append("%s: error: an unsafe stored property without an `Unsafe:` reason above it: %s"
                              % (where, raw.strip()))
            if re.search(r"@(unsafe|safe)\b", code) and not has_reason(lines, index):
                errors.append("%s: error: `@unsafe`/`@safe` without an `Unsafe:`/`Safe:` reason above it: %s"
                              % (where, raw.strip()))
            if "@unchecked Sendable" in code and not has_unchecked_reason(lines, index):
                errors.append("%s: error: `@unchecked Sendable` without an `Unchecked:` reason above it or at the top "
                              "of its body: %s" % (where, raw.strip()))
            if not in_layer and not throughout and is_unsafe_act(raw) and not has_reason(lines, index):
                errors.append("%s: error: an unsafe operation without an `Unsafe:` reason above it: %s"
                              % (where, raw.strip()))


def not_yet_converted(relative):
    """The allow-list entry that covers a file, given as a path relative to the root, or None."""
    for entry in NOT_YET_CONVERTED:
        if relative == entry or (entry.endswith("/") and relative.startswith(entry)):
            return entry
    return None


def check_boundary(errors):
    used = set()
    for folder in BOUNDARY:
        for path in sorted((ROOT / folder).rglob("*.swift")):
            relative = path.relative_to(ROOT).as_posix()
            entry = not_yet_converted(relative)
            for index, raw in enumerate(path.read_text().splitlines()):
                if not BOUNDARY_CONSTRUCT.search(code_of(raw)):
                    continue
                if entry:
                    used.add(entry)
                    continue
                errors.append("%s:%d: error: `unsafe`, `nonisolated(unsafe)` or `@exclusivity(unchecked)` outside "
                              "Core/Internal: use the synchronization layer's safe types (AtomicCell, LockedCell, "
                              "DeliveryTracker) or a sink base (StatefulSink, FlagSink, LockedStateSink), or move "
                              "the unsafe code into Core/Internal with its reason: %s"
                              % (relative, index + 1, raw.strip()))
    for entry in sorted(set(NOT_YET_CONVERTED) - used):
        if (ROOT / entry).exists():
            print("note: %s is in NOT_YET_CONVERTED but needs no exception: remove the entry" % entry)


def inventory():
    per_module = collections.Counter()
    per_file = []
    for path in sources():
        count = sum(len(re.findall(r"(?<![\w@])unsafe\b(?!\))", code_of(l))) for l in path.read_text().splitlines())
        if count:
            relative = path.relative_to(ROOT)
            per_file.append((count, str(relative)))
            per_module[relative.parts[0] if relative.parts[0] != "Compatibility" else "/".join(relative.parts[:2])] \
                += count
    for count, name in sorted(per_file, reverse=True):
        print("%5d  %s" % (count, name))
    print()
    for module, count in per_module.most_common():
        print("%5d  %s" % (count, module))
    print("%5d  total `unsafe` expressions" % sum(per_module.values()))

SELF_TEST_CASES = [
    # (what, the source of Core/Case.swift, whether the check must pass[, the file's path instead of Core/Case.swift])
    ("a plain file", "let x = 1\n", True),
    ("an unsafe field without a reason", "final class A {\n    nonisolated(unsafe) var x = 0\n}\n", False),
    ("an unsafe field with a reason",
     "final class A {\n    // Unsafe: only the owner's thread touches it.\n    nonisolated(unsafe) var x = 0\n}\n", True),
    ("a group of fields under one reason",
     "final class A {\n    // Unsafe: owned by the role holder.\n    nonisolated(unsafe) var x = 0\n"
     "    nonisolated(unsafe) var y = 0\n}\n", True),
    ("layer storage, whose reason is the layer's rule",
     "final class A {\n    @exclusivity(unchecked) final nonisolated(unsafe) var flag = RxAtomic(false)\n}\n", True),
    ("an unchecked cast without a reason", "func f(_ a: AnyObject) -> A {\n    unsafe unsafeDowncast(a, to: A.self)\n}\n",
     False),
    ("an unchecked cast with a reason",
     "func f(_ a: AnyObject) -> A {\n    // Unsafe: `a` is always an `A` here.\n"
     "    return unsafe unsafeDowncast(a, to: A.self)\n}\n", True),
    ("an @unsafe type without a reason", "@unsafe struct S {\n    var p: UnsafeMutablePointer<Int>\n}\n", False),
    ("a @safe type with a reason", "// Safe: owns its storage alone.\n@safe final class C {}\n", True),
    ("unsafe code in an operator, even with a reason",
     "final class A {\n    // Unsafe: only the owner's thread touches it.\n    nonisolated(unsafe) var x = 0\n}\n", False,
     "Core/Operators/Case.swift"),
    ("layer storage in a scheduler",
     "final class A {\n    @exclusivity(unchecked) final nonisolated(unsafe) var flag = RxAtomic(false)\n}\n", False,
     "Schedulers/Case.swift"),
    ("a safe cell in an operator",
     "final class A {\n    final var flag = AtomicCell(false)\n    func f() -> Bool { AtomicCell.load(&flag, "
     "ordering: .acquiring) }\n}\n", True, "Core/Operators/Case.swift"),
    ("an unchecked conformance without a reason", "extension A: @unchecked Sendable {}\n", False),
    ("an unchecked conformance with a reason above",
     "// Unchecked: immutable after init.\nextension A: @unchecked Sendable {}\n", True),
    ("an unchecked conformance with a reason opening the body",
     "final class A: @unchecked Sendable {\n    // Unchecked: no state.\n}\n", True),
    ("an unchecked conformance on a later line of its declaration",
     "// Unchecked: no state.\nfinal class A<B>:\n    C<B>,\n    @unchecked Sendable\n{\n}\n", True),
    ("an unchecked conformance after a multi-line generic superclass",
     "// Unchecked: no state.\nfinal class A<B>: C<\n    B, D\n>, E,\n@unchecked Sendable\n{\n}\n", True),
    ("a plain comment is no reason",
     "// Immutable.\nfinal class A: @unchecked Sendable {\n    // The value.\n    let x = 1\n}\n", False),
    ("the word in a comment of an operator", "// Not unsafe: nothing here is.\nlet x = 1\n", True,
     "Core/Operators/Case.swift"),
]
# A file on the list (any entry; a folder's takes a file name), while the list has one.
if NOT_YET_CONVERTED:
    LISTED = next(iter(NOT_YET_CONVERTED))
    SELF_TEST_CASES.append(
        ("a file not yet converted",
         "final class A {\n    // Unsafe: only the owner's thread touches it.\n    nonisolated(unsafe) var x = 0\n}\n", True,
         LISTED + "Case.swift" if LISTED.endswith("/") else LISTED))


def self_test_manifest(missing=None):
    targets = "\n".join(
        '        .target(name: "%s", path: "%s"%s),' % (t, t, "" if t == missing else ", swiftSettings: library")
        for t in LIBRARY_TARGETS)
    return ("// swift-tools-version:6.2\nimport PackageDescription\n"
            "let library: [SwiftSetting] = [.strictMemorySafety()]\n"
            "let package = Package(\n    name: \"P\",\n    targets: [\n%s\n    ]\n)\n" % targets)


def self_test():
    failures = 0
    cases = [(case[0], case[1], case[2], None, case[3] if len(case) > 3 else "Core/Case.swift")
             for case in SELF_TEST_CASES]
    cases.append(("a library target without the setting", "let x = 1\n", False, "RxTraits", "Core/Case.swift"))
    for what, source, passes, missing, where in cases:
        with tempfile.TemporaryDirectory() as root:
            (pathlib.Path(root) / "Package.swift").write_text(self_test_manifest(missing))
            (pathlib.Path(root) / where).parent.mkdir(parents=True)
            (pathlib.Path(root) / where).write_text(source)
            result = subprocess.run([sys.executable, __file__, root], capture_output=True, text=True)
            passed = result.returncode == 0
            print("%s: %s" % ("ok" if passed == passes else "FAILED", what))
            if passed != passes:
                failures += 1
                print(result.stdout)
    print("check-memory-safety --self-test: %s" % ("%d failure(s)" % failures if failures else "ok"))
    return 1 if failures else 0


def main():
    if "--self-test" in sys.argv:
        return self_test()
    if "--inventory" in sys.argv:
        inventory()
        return 0
    errors = []
    check_manifest(errors)
    check_sources(errors)
    check_boundary(errors)
    return report("check-memory-safety", errors)


if __name__ == "__main__":
    sys.exit(main())
