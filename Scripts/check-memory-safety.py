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
   - a declaration or conformance marked `@unsafe` or `@safe`.
3. Every line outside the synchronization layer that performs an unsafe operation (`unsafeDowncast`, `Unmanaged`,
   `unsafeBitCast`, `assumingMemoryBound`, `_withUnsafeGuaranteedRef`, `withUnsafe…Pointer`, `allocate`,
   `deallocate`, a raw pointer made from bits or bits from a pointer, the `pthread_` calls) states why in the same
   way, in the comment block above its statement; or its file states once, in a line `// Unsafe throughout: …`,
   that the construct is the file's whole subject (the subject registry).

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
            if not in_layer and not throughout and is_unsafe_act(raw) and not has_reason(lines, index):
                errors.append("%s: error: an unsafe operation without an `Unsafe:` reason above it: %s"
                              % (where, raw.strip()))


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
    # (what, the source of Core/Case.swift, whether the check must pass)
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
]


def self_test_manifest(missing=None):
    targets = "\n".join(
        '        .target(name: "%s", path: "%s"%s),' % (t, t, "" if t == missing else ", swiftSettings: library")
        for t in LIBRARY_TARGETS)
    return ("// swift-tools-version:6.2\nimport PackageDescription\n"
            "let library: [SwiftSetting] = [.strictMemorySafety()]\n"
            "let package = Package(\n    name: \"P\",\n    targets: [\n%s\n    ]\n)\n" % targets)


def self_test():
    failures = 0
    cases = [(what, source, passes, None) for what, source, passes in SELF_TEST_CASES]
    cases.append(("a library target without the setting", "let x = 1\n", False, "RxTraits"))
    for what, source, passes, missing in cases:
        with tempfile.TemporaryDirectory() as root:
            (pathlib.Path(root) / "Package.swift").write_text(self_test_manifest(missing))
            (pathlib.Path(root) / "Core").mkdir()
            (pathlib.Path(root) / "Core" / "Case.swift").write_text(source)
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
    return report("check-memory-safety", errors)


if __name__ == "__main__":
    sys.exit(main())
