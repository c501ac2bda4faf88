#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Fails on a doc comment or a page of the maintainer's guide that names a symbol or a file that does not exist.

    Scripts/check-doc-references.py [ROOT]      check this checkout (or ROOT); one `path:line: error:` per offence
    Scripts/check-doc-references.py --self-test prove on a tiny generated tree that the check fails and passes

What is read: the `///` comments of every Swift, C and Objective-C file git tracks (tests and scripts included),
and the Markdown pages of the maintainer's guide (`Documentation/**/*.md`), `README.md`, `CONTRIBUTING.md` and the
folders' `README.md` files (not the fixture packages', nor `Scripts/compat/README.md`, which describes RxSwift's
tree). Code blocks are skipped. The DocC catalogs' articles are DocC's to check (Scripts/check-docs.sh), and DocC
checks the symbol links of public declarations too; this check also covers internal declarations, whose comments
DocC never builds.

What must resolve:

- **A symbol link**, ``` ``Name`` ``` or ``` ``Type/member(_:)`` ```: every component of its path (a leading module
  name dropped, a member's argument labels and a DocC disambiguation suffix ignored) is a name that some Swift
  source of the repository declares (a type, function, property, case, associated type or type alias), or that the
  Objective-C runtime's headers declare, or one of the few outside names in `EXTERNAL` below.
- **A file named in code voice**, `` `Core/Operators/Map.swift` `` or `` `CombiningSinkBase.swift` ``: a span ending in
  `.swift`, `.md`, `.py`, `.sh`, `.c` or `.h`, without spaces or placeholders (`<Operator>.swift`,
  `Type+Feature.swift` in the templates' wording are skipped by `PLACEHOLDER`), exists: as a path from the
  repository's root or from the file's folder, or, for a bare or partial path, as the tail of a tracked file's path.
  Two kinds of name are not the repository's and pass: the C library's headers (`EXTERNAL_FILES`), and RxSwift's own
  files, cited as the specification right after "RxSwift" in the same clause ("(RxSwift 6.10.2 `Take.swift`,
  `TakeWhile.swift`: ...)").
- **A relative Markdown link** of the guide, `[text](Synchronization.md)`, exists from the page's folder.

Names and files are looked up over the files git tracks (every file under ROOT when ROOT is not a checkout), so a
reference to a file that exists only in a build folder fails.
"""
import os
import pathlib
import re
import subprocess
import sys
import tempfile

# Names that doc comments link to and that no source of the repository declares: the standard library's, Foundation's
# and the platforms' types. Keep it to names the sources use; anything else must be declared in the repository.
# None is needed today (every link names a declaration of ours); these are the ones a comment may reasonably link.
EXTERNAL = {"Swift", "Foundation", "Dispatch", "Sendable", "Error", "Never", "AsyncSequence", "MainActor", "Task"}

# The package's module names, which may open a symbol link's path (``RxCore/Resources/total``).
MODULES = {"RxCore", "RxSchedulers", "RxSubjects", "RxRelay", "RxTraits", "RxTesting", "RxCocoa", "RxSwift", "RxTest",
           "RxBlocking", "RxCocoaRuntime"}

FILE_EXTENSIONS = (".swift", ".md", ".py", ".sh", ".c", ".h")
# Files a page may name that are not the repository's: the C library's headers.
EXTERNAL_FILES = {"stdatomic.h", "stdint.h", "stdbool.h", "pthread.h", "os/lock.h"}
# A span that stands for a family of files rather than one: `<Operator>.swift`, `Type+Feature.swift`, `*.md`.
PLACEHOLDER = re.compile(r"[<>*{}]|\.\.\.|…|^Type\+|^NNNN")

SYMBOL_LINK = re.compile(r"``([^`]+)``")
CODE_SPAN = re.compile(r"(?<!`)`([^`\s]+)`(?!`)")
MARKDOWN_LINK = re.compile(r"\]\(([^)\s#]+)(#[^)]*)?\)")

SWIFT_DECLARATION = re.compile(
    r"\b(?:class|struct|enum|protocol|actor|typealias|associatedtype|func|var|let|macro|precedencegroup)\s+`?"
    r"([A-Za-z_]\w*)")
SWIFT_CASES = re.compile(r"^\s*(?:(?:indirect|@\w+)\s+)*case\s+([^:\n]+)")
OBJC_DECLARATION = re.compile(
    r"@(?:interface|protocol|implementation)\s+(\w+)|^\s*[-+]\s*\([^)]*\)\s*(\w+)|\b(\w+)\s*\("
    r"|typedef\b[^;]*\b(\w+)\s*;")


def tracked_files(root):
    """The files of the tree, as paths relative to ROOT: git's tracked files, or every file outside dot and build
    folders when ROOT is no checkout."""
    try:
        out = subprocess.run(["git", "-C", str(root), "ls-files", "-z"], capture_output=True, check=True).stdout
        files = [f for f in out.decode().split("\0") if f]
        if files:
            return [f for f in files if (root / f).is_file()]
    except (subprocess.CalledProcessError, FileNotFoundError):
        pass
    files = []
    for folder, dirs, names in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        files += [os.path.relpath(os.path.join(folder, n), root) for n in names]
    return files


def declared_names(root, files):
    names = set()
    for f in files:
        if f.endswith(".swift"):
            for line in (root / f).read_text(errors="replace").splitlines():
                code = line.split("//", 1)[0]
                names.update(SWIFT_DECLARATION.findall(code))
                cases = SWIFT_CASES.match(code)
                if cases:
                    names.update(re.findall(r"(?:^|,)\s*\.?([A-Za-z_]\w*)", cases.group(1)))
        elif f.endswith((".h", ".m")):
            for match in OBJC_DECLARATION.finditer((root / f).read_text(errors="replace")):
                names.update(n for n in match.groups() if n)
    return names


def is_guide_page(f):
    """The Markdown pages read: the maintainer's guide, the README, CONTRIBUTING and the folders' READMEs, but not
    those of the fixture packages (other people's code) or of `Scripts/compat` (which describes RxSwift's tree)."""
    if f.startswith("Documentation/") and f.endswith(".md"):
        return True
    if f in ("README.md", "CONTRIBUTING.md"):
        return True
    return f.endswith("/README.md") and "Fixture/" not in f and not f.startswith("Scripts/compat/")


def doc_lines(root, files):
    """(path, line number, text, the paragraph's text before it) of every line to check. A paragraph is a run of
    `///` lines, or a Markdown paragraph of the guide."""
    for f in files:
        path = root / f
        if f.endswith((".swift", ".c", ".h", ".m")):
            before = ""
            for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
                stripped = line.lstrip()
                if not stripped.startswith("///") or not stripped[3:].strip():
                    before = ""
                    continue
                text = stripped[3:]
                yield f, number, text, before
                before += text + " "
        elif is_guide_page(f):
            fenced = False
            before = ""
            for number, line in enumerate(path.read_text(errors="replace").splitlines(), 1):
                if line.lstrip().startswith("```"):
                    fenced = not fenced
                    continue
                if not line.strip():
                    before = ""
                if not fenced:
                    yield f, number, line, before
                    before += line + " "


def cites_rxswift(before, span):
    """Whether `span` is one of RxSwift's own files, cited as the specification: it follows "RxSwift" in the same
    clause, as in "(RxSwift 6.10.2 `Take.swift`, `TakeWhile.swift`: ...)"."""
    start = before.rfind("RxSwift")
    return start >= 0 and not re.search(r"\)|[.:;] ", before[start:])


def symbol_components(link):
    """The names a symbol link's path is made of: ``A/b(_:)-4fx2`` gives A and b."""
    parts = [p for p in link.split("/") if p]
    if parts and parts[0] in MODULES and len(parts) > 1:
        parts = parts[1:]
    names = []
    for part in parts:
        base = re.sub(r"-[\w]+$", "", part.split("(", 1)[0])
        if re.fullmatch(r"[A-Za-z_]\w*", base):
            names.append(base)
    return names


def file_exists(span, origin, tracked, tails):
    """Whether `span`, named in `origin`, is a tracked file: from the root, from `origin`'s folder, or as the tail of
    a tracked file's path (`CombiningSinkBase.swift`, `CombineLatest/CombiningSinkBase.swift`)."""
    candidates = [span, os.path.normpath(os.path.join(os.path.dirname(origin), span))]
    return any(c in tracked for c in candidates) or span.lstrip("./") in tails


def check(root):
    root = pathlib.Path(root).resolve()
    files = tracked_files(root)
    tracked = set(files)
    tails = set()
    for f in files:
        parts = f.split("/")
        for i in range(len(parts)):
            tails.add("/".join(parts[i:]))
    names = declared_names(root, files) | EXTERNAL | MODULES | {"init", "deinit", "subscript"}
    errors = []
    for origin, number, text, before in doc_lines(root, files):
        where = "%s:%d" % (origin, number)
        for link in SYMBOL_LINK.findall(text):
            if link.startswith("doc:"):
                continue
            for name in symbol_components(link):
                if name not in names:
                    errors.append("%s: error: ``%s`` names `%s`, which no source of the repository declares"
                                  % (where, link, name))
                    break
        for span in CODE_SPAN.findall(SYMBOL_LINK.sub("", text)):
            if not span.endswith(FILE_EXTENSIONS) or span in EXTERNAL_FILES or PLACEHOLDER.search(span):
                continue
            if not re.fullmatch(r"[\w./+-]+", span) or not re.search(r"[A-Za-z]", span.rsplit(".", 1)[0]):
                continue
            if file_exists(span, origin, tracked, tails):
                continue
            if cites_rxswift(before + text.split("`" + span + "`", 1)[0], span):
                continue
            errors.append("%s: error: `%s` names a file that does not exist" % (where, span))
        if origin.endswith(".md"):
            for target, _ in MARKDOWN_LINK.findall(text):
                if "://" in target or target.startswith("mailto:"):
                    continue
                resolved = os.path.normpath(os.path.join(os.path.dirname(origin), target))
                if not (root / resolved).exists():
                    errors.append("%s: error: the link to `%s` leads nowhere" % (where, target))
    for error in errors:
        print(error)
    print("check-doc-references: %s" % ("%d error(s)" % len(errors) if errors else "ok"))
    return 1 if errors else 0


SELF_TEST_CASES = [
    # (what, a Swift source, a guide page, passes)
    ("links and files that exist", "/// Built on ``Base/run(_:)``; see `Core/Base.swift` and `Base.swift`.\n"
     "class Base { func run(_ x: Int) {} }\n", "See [the page](Page.md), ``Base``, `Core/Base.swift`.\n", True),
    ("an outside name and a template's placeholder", "/// An ``Error`` of `<Operator>.swift`.\nclass Base {}\n",
     "Nothing.\n", True),
    ("a symbol link to a type that does not exist", "/// See ``Gone``.\nclass Base {}\n", "Nothing.\n", False),
    ("a member that does not exist", "/// See ``Base/gone()``.\nclass Base {}\n", "Nothing.\n", False),
    ("a file that does not exist", "/// See `Core/Gone.swift`.\nclass Base {}\n", "Nothing.\n", False),
    ("a guide page naming a missing file", "class Base {}\n", "See `DESIGN.md`.\n", False),
    ("a guide link that leads nowhere", "class Base {}\n", "See [design](../DESIGN.md).\n", False),
    ("a symbol in a guide's code block", "class Base {}\n", "```\n``Gone``\n```\n", True),
    ("RxSwift's own file, cited", "/// As RxSwift 6.10.2 does (\n/// `Take.swift`, `Skip.swift`: the order).\n"
     "class Base {}\n", "Nothing.\n", True),
    ("a missing file after a clause about RxSwift", "/// As in RxSwift. See `Core/Gone.swift`.\nclass Base {}\n",
     "Nothing.\n", False),
]


def self_test():
    failures = 0
    for what, source, page, passes in SELF_TEST_CASES:
        with tempfile.TemporaryDirectory() as root:
            (pathlib.Path(root) / "Core").mkdir()
            (pathlib.Path(root) / "Core" / "Base.swift").write_text(source)
            (pathlib.Path(root) / "Documentation").mkdir()
            (pathlib.Path(root) / "Documentation" / "Page.md").write_text(page)
            result = subprocess.run([sys.executable, __file__, root], capture_output=True, text=True)
            passed = result.returncode == 0
            print("%s: %s" % ("ok" if passed == passes else "FAILED", what))
            if passed != passes:
                failures += 1
                print(result.stdout)
    print("check-doc-references --self-test: %s" % ("%d failure(s)" % failures if failures else "ok"))
    return 1 if failures else 0


def main():
    if "--self-test" in sys.argv:
        return self_test()
    root = sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent
    return check(root)


if __name__ == "__main__":
    sys.exit(main())
