#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Compiles every ```swift block of README.md, of the DocC articles (`*.docc/*.md`) and of the maintainer's guide
(`Documentation/**/*.md`), so that none can rot.

    Scripts/check-snippets.py           build every block; fail with the file and line of any that does not compile
    Scripts/check-snippets.py --list    print each block's origin and how it is compiled, build nothing

Each block becomes one module of a generated SwiftPM package (`.build/snippets/package`) that depends on this
package by path, on every library product (the compatibility products RxSwift, RxCocoa, RxTest and RxBlocking
included), and is built with `swift build --scratch-path .build/snippets/build`. Both folders persist, so a second
run rebuilds only the blocks that changed (the dependency is built once, in debug). The `///` comments in the
sources are not checked here; DocC checks their symbol links (Scripts/check-docs.sh).

Convention (the blocks are fragments):

- Imports. A block that has `import` lines is compiled with exactly those imports (so an example that forgets one
  fails). A block without any is compiled as if the reader had imported Foundation, XCTest and every library
  module (RxCore, RxSchedulers, RxSubjects, RxRelay, RxTraits, RxTesting).
- Declarations (`class`, `struct`, `enum`, `actor`, `protocol`, `extension`, `func`, `typealias`, with their
  attributes) stay at file scope, as they are. A block made only of declarations is compiled as it is written.
- Statements (`let`, `var`, expressions, loops, ...) are wrapped, in order, in one
  `@MainActor func snippet() async throws`, so `try`, `await` and main-thread APIs may be used as in an app.
- Every block is its own module, so two blocks may declare the same names.

A block may be marked by HTML comments on the lines just before its fence (GitHub and DocC do not show them):

- `<!-- snippet: setup` ... `-->`: hidden Swift code that the block assumes (the `api` or the `scheduler` an
  example refers to), compiled with the block by the same rules, before it. When a block only makes sense inside
  a type (it uses `self`), the setup holds that type and a line `<#block#>` where the block goes. No setup line
  may start with `@`: DocC would read it as a directive, comment or not.
- `<!-- snippet: continues -->`: the block goes on from the previous block of the same file (a test of the type the
  previous block declared): it is compiled into the same module, as a second file, so it sees that block's
  declarations.
- `<!-- snippet: main -->`: a complete program: compiled unchanged as the `main.swift` of an executable.
- `<!-- snippet: manifest -->`: arguments of a `Package.swift`'s `Package(...)` initialiser: type-checked against
  the toolchain's PackageDescription inside `Package(name: "App", ...)`.
- `<!-- snippet: source: PATH -->`: an excerpt of the library's own source (which uses internal API): checked to
  appear in PATH in the same order, ignoring indentation; it may leave lines out (attributes, comments, a body
  elided as `// ...`) within a few times its own length.
- `<!-- snippet: skip: REASON -->`: not compiled; the reason is required. Keep these rare.

The maintainer's guide (`Documentation/`) follows the same rules. It mostly quotes the library's internal code,
which a client module cannot reach (`cannot find 'Producer' in scope`): quote it as a `snippet: source:` excerpt,
so that the check fails once the code changes and the guide has to follow; mark a sketch of code that exists
nowhere as it is written `snippet: skip:` with the reason. A block that uses only the public API is compiled.

Blocks that are not Swift (marble diagrams, shell commands, program output) use other fences and are not read;
a fence without a language whose code looks like Swift (a line that starts with `import`, `let`, `func`, `class`,
...) fails the check, so that a Swift block cannot escape it by losing its label.
"""

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / ".build" / "snippets"
PACKAGE = WORK / "package"
SCRATCH = WORK / "build"

LIBRARIES = ["RxCore", "RxSchedulers", "RxSubjects", "RxRelay", "RxTraits", "RxTesting"]
COMPATIBILITY = ["RxSwift", "RxCocoa", "RxTest", "RxBlocking"]
DEFAULT_IMPORTS = ["Foundation", "XCTest"] + LIBRARIES

DECLARATION_KEYWORDS = {
    "class", "struct", "enum", "actor", "protocol", "extension", "func", "typealias", "precedencegroup",
    "operator", "macro", "init", "deinit", "subscript",
}
MODIFIERS = {
    "public", "private", "fileprivate", "internal", "package", "open", "final", "nonisolated", "static",
    "indirect", "convenience", "required", "override", "mutating", "nonmutating", "prefix", "postfix", "infix",
    "dynamic", "lazy", "weak", "unowned", "isolated", "consuming", "borrowing",
}

FENCE_OPEN = re.compile(r"^(\s*)(`{3,}|~{3,})\s*(\S*)\s*$")
DIRECTIVE = re.compile(r"^\s*<!--\s*snippet:\s*(.*?)\s*(-->)?\s*$")
LOOKS_LIKE_SWIFT = re.compile(r"^\s*(import|let|var|func|final class|class|struct|enum|actor|extension)\s+\w")
STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


class Block:
    def __init__(self, path, line, code, directives, setup, setup_line):
        self.path = path              # Path of the markdown file
        self.line = line              # 1-based line of the first code line
        self.code = code              # list of lines, fence indentation removed
        self.directives = directives  # list of (kind, argument)
        self.setup = setup            # list of lines of hidden setup code
        self.setup_line = setup_line  # 1-based line of the first setup line

    @property
    def origin(self):
        return f"{self.path.relative_to(ROOT)}:{self.line}"

    def kind(self):
        for kind, _ in self.directives:
            if kind in ("skip", "main", "manifest", "source"):
                return kind
        return "module"

    def argument(self, kind):
        for k, argument in self.directives:
            if k == kind:
                return argument
        return None


def markdown_files():
    files = [ROOT / "README.md"]
    for catalog in sorted(ROOT.glob("*/*.docc")):
        files += sorted(catalog.rglob("*.md"))
    files += sorted((ROOT / "Documentation").rglob("*.md"))
    return [f for f in files if f.exists()]


def extract(path):
    """Returns the swift blocks of one markdown file."""
    lines = path.read_text(encoding="utf-8").split("\n")
    blocks, errors = [], []
    pending, setup, setup_line = [], [], None
    i = 0
    while i < len(lines):
        line = lines[i]
        directive = DIRECTIVE.match(line)
        if directive:
            text, closed = directive.group(1), directive.group(2)
            if text.startswith("setup"):
                setup_line = i + 2
                j = i + 1
                while j < len(lines) and lines[j].strip() != "-->":
                    if lines[j].lstrip().startswith("@"):
                        errors.append(f"{path.relative_to(ROOT)}:{j + 1}: error: DocC reads a line that starts with "
                                      "`@` as a directive, even in a comment: put the attribute after a word")
                    setup.append(lines[j])
                    j += 1
                if j == len(lines):
                    errors.append(f"{path.relative_to(ROOT)}:{i + 1}: error: unclosed `<!-- snippet: setup`")
                i = j + 1
                continue
            if not closed:
                errors.append(f"{path.relative_to(ROOT)}:{i + 1}: error: a snippet directive must fit on one line")
            kind, _, argument = text.partition(":")
            kind, argument = kind.strip(), argument.strip()
            if kind not in ("skip", "main", "manifest", "source", "continues"):
                errors.append(f"{path.relative_to(ROOT)}:{i + 1}: error: unknown snippet directive `{kind}`")
            if kind in ("skip", "source") and not argument:
                errors.append(f"{path.relative_to(ROOT)}:{i + 1}: error: `snippet: {kind}` needs an argument")
            pending.append((kind, argument))
            i += 1
            continue
        fence = FENCE_OPEN.match(line)
        if fence:
            indent, marker, language = fence.groups()
            start = i + 1
            j = start
            while j < len(lines) and not re.match(r"^\s*" + re.escape(marker[0]) + "{%d,}\\s*$" % len(marker),
                                                  lines[j]):
                j += 1
            if language == "swift":
                code = [l[len(indent):] if l.startswith(indent) else l.lstrip() for l in lines[start:j]]
                blocks.append(Block(path, start + 1, code, pending, setup, setup_line))
            elif not language and any(LOOKS_LIKE_SWIFT.match(l) for l in lines[start:j]):
                errors.append(f"{path.relative_to(ROOT)}:{i + 1}: error: this fence has no language but its code "
                              "looks like Swift: label it ```swift (or with the language it is in)")
            elif pending or setup:
                errors.append(f"{path.relative_to(ROOT)}:{i + 1}: error: a snippet directive before a non-swift block")
            pending, setup, setup_line = [], [], None
            i = j + 1
            continue
        if line.strip() and (pending or setup):
            errors.append(f"{path.relative_to(ROOT)}:{i + 1}: error: a snippet directive must come just before "
                          "its ```swift fence")
            pending, setup, setup_line = [], [], None
        i += 1
    return blocks, errors


def depth_change(line):
    code = STRING.sub('""', line).split("//")[0]
    return sum(code.count(c) for c in "{([") - sum(code.count(c) for c in "})]")


def first_keyword(text):
    """The first word of a chunk after its attributes and modifiers."""
    text = text.strip()
    while True:
        attribute = re.match(r"^@\w+(\([^)]*\))?\s*", text)
        if attribute:
            text = text[attribute.end():]
            continue
        word = re.match(r"^(\w+)(\([^)]*\))?\s*", text)
        if word and word.group(1) in MODIFIERS:
            text = text[word.end():]
            continue
        return word.group(1) if word else ""


def chunks(numbered):
    """Splits (line number, text) pairs into top-level chunks: (kind, pairs), kind in import/declaration/statement."""
    result, current, depth, leading = [], [], 0, []
    for number, text in numbered:
        stripped = text.strip()
        if depth == 0 and current:
            continues = stripped.startswith((".", "?", ":", "&&", "||", "+", "-", "*", "/", "=", "->")) \
                and not stripped.startswith("//")
            attributes_only = all(re.match(r"^\s*@\w+(\([^)]*\))?\s*$", t) for _, t in current)
            if not continues and not attributes_only and stripped:
                result.append(current)
                current = []
        if depth == 0 and not current and (not stripped or stripped.startswith("//")):
            leading.append((number, text))
        else:
            current += leading + [(number, text)]
            leading = []
        depth += depth_change(text)
    if current:
        result.append(current)
    typed = []
    for chunk in result:
        body = " ".join(t.strip() for _, t in chunk if not t.strip().startswith("//"))
        keyword = first_keyword(body)
        if keyword == "import":
            kind = "import"
        elif keyword in DECLARATION_KEYWORDS:
            kind = "declaration"
        else:
            kind = "statement"
        typed.append((kind, chunk))
    return typed


def module_source(block, number_map, function="snippet"):
    """The Swift file for a `module` block; fills number_map (generated line -> markdown line)."""
    setup = [(block.setup_line + k, t) for k, t in enumerate(block.setup)]
    code = [(block.line + k, t) for k, t in enumerate(block.code)]
    holes = [k for k, (_, t) in enumerate(setup) if t.strip() == "<#block#>"]
    if holes:
        indent = setup[holes[0]][1][:len(setup[holes[0]][1]) - len(setup[holes[0]][1].lstrip())]
        numbered = setup[:holes[0]] + [(n, indent + t if t else t) for n, t in code] + setup[holes[0] + 1:]
    else:
        numbered = setup + code
    parts = chunks(numbered)
    imports = [c for kind, c in parts if kind == "import"]
    declarations = [c for kind, c in parts if kind == "declaration"]
    statements = [c for kind, c in parts if kind == "statement"]
    out = [(None, f"// Generated by Scripts/check-snippets.py from {block.origin}.")]
    if imports:
        for chunk in imports:
            out += chunk
    else:
        out += [(None, f"import {module}") for module in DEFAULT_IMPORTS]
    for chunk in declarations:
        out += chunk
    if statements:
        out.append((None, f"@MainActor func {function}() async throws {{"))
        for chunk in statements:
            out += [(n, "    " + t if t else t) for n, t in chunk]
        out.append((None, "}"))
    for index, (number, _) in enumerate(out):
        number_map[index + 1] = number
    return "\n".join(t for _, t in out) + "\n"


def write_if_changed(path, text):
    path.parent.mkdir(parents=True, exist_ok=True)
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")


def check_source_excerpt(block):
    """The excerpt's lines stand in the source in the same order. Blank lines, and lines the excerpt leaves out
    (attributes, a long comment, a body elided as `// ...`), are passed over, within a window a few times the
    excerpt's length, so an excerpt may be abridged but cannot drift from the code it quotes."""
    source = ROOT / block.argument("source")
    if not source.exists():
        return [f"{block.origin}: error: `snippet: source:` names a missing file {block.argument('source')}"]
    wanted = [l.strip() for l in block.code if l.strip() and l.strip() not in ("...", "// ...")]
    have = [l.strip() for l in source.read_text(encoding="utf-8").split("\n")]
    window = 3 * len(wanted) + 20
    for start in range(len(have)):
        if not wanted or have[start] != wanted[0]:
            continue
        k, m = start, 0
        while m < len(wanted) and k < min(len(have), start + window):
            if have[k] == wanted[m]:
                m += 1
            k += 1
        if m == len(wanted):
            return []
    return [f"{block.origin}: error: the excerpt is no longer in {block.argument('source')}; quote the current code"]


def check_manifest(block, directory):
    info = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True)
    api = Path(json.loads(info.stdout)["paths"]["runtimeResourcePath"]) / "pm" / "ManifestAPI"
    lines = ["// swift-tools-version:6.0", "import PackageDescription", "let package = Package(",
             '    name: "App",']
    offset = len(lines)
    lines += ["    " + l for l in block.code] + [")"]
    manifest = directory / "Package.swift"
    write_if_changed(manifest, "\n".join(lines) + "\n")
    run = subprocess.run(["swiftc", "-typecheck", "-I", str(api), "-package-description-version", "6.0",
                          "-swift-version", "6", str(manifest)], capture_output=True, text=True)
    errors = []
    for line in (run.stdout + run.stderr).split("\n"):
        m = re.match(r"^.*Package\.swift:(\d+):(\d+): error: (.*)$", line)
        if m:
            number = int(m.group(1)) - offset - 1 + block.line
            errors.append(f"{block.origin.split(':')[0]}:{number}:{m.group(2)}: error: {m.group(3)}")
    if run.returncode != 0 and not errors:
        errors.append(f"{block.origin}: error: the manifest does not type-check:\n{run.stderr.strip()}")
    return errors


def main():
    listing = "--list" in sys.argv[1:]
    blocks, errors = [], []
    for path in markdown_files():
        found, problems = extract(path)
        blocks += found
        errors += problems

    if listing:
        for block in blocks:
            argument = block.argument(block.kind())
            print(f"{block.origin}: {block.kind()}" + (f" ({argument})" if argument else "")
                  + (" with setup" if block.setup else ""))
        return 1 if errors else 0

    identity = ROOT.name.lower()  # a path dependency's identity: its folder name, lower-cased
    shutil.rmtree(WORK / "manifests", ignore_errors=True)
    targets, maps, skipped = [], {}, []
    expected = set()   # generated files, relative to Sources
    previous = None    # (markdown path, target name) of the last module block
    for index, block in enumerate(blocks, start=1):
        kind = block.kind()
        name = f"Snippet{index:03d}"
        if block.argument("continues") is not None:
            if kind != "module" or previous is None or previous[0] != block.path:
                errors.append(f"{block.origin}: error: `snippet: continues` follows no compiled block of this file")
                continue
            number_map = {}
            file = f"{previous[1]}/{name}.swift"
            write_if_changed(PACKAGE / "Sources" / file, module_source(block, number_map, f"snippet{index:03d}"))
            maps[file] = (block, number_map)
            expected.add(file)
            continue
        if kind == "skip":
            skipped.append(f"{block.origin}: {block.argument('skip')}")
        elif kind == "source":
            errors += check_source_excerpt(block)
        elif kind == "manifest":
            errors += check_manifest(block, WORK / "manifests" / name)
        elif kind == "main":
            text = "\n".join(block.code) + "\n"
            write_if_changed(PACKAGE / "Sources" / name / "main.swift", text)
            maps[f"{name}/main.swift"] = (block, {k + 1: block.line + k for k in range(len(block.code))})
            targets.append((name, "executableTarget"))
            expected.add(f"{name}/main.swift")
            previous = None
        else:
            number_map = {}
            write_if_changed(PACKAGE / "Sources" / name / "Snippet.swift", module_source(block, number_map))
            maps[f"{name}/Snippet.swift"] = (block, number_map)
            targets.append((name, "target"))
            expected.add(f"{name}/Snippet.swift")
            previous = (block.path, name)
        if kind != "module":
            previous = None

    sources = PACKAGE / "Sources"
    if sources.exists():
        for directory in sources.iterdir():
            for stale in directory.iterdir():
                if f"{directory.name}/{stale.name}" not in expected:
                    stale.unlink()
            if not any(directory.iterdir()):
                directory.rmdir()

    products = ", ".join(f'.product(name: "{p}", package: "{identity}")' for p in LIBRARIES + COMPATIBILITY)

    def write_manifest(names):
        manifest = [
            "// swift-tools-version:6.0",
            "// Generated by Scripts/check-snippets.py: one module per swift block of the README, the articles and the"
            " guide.",
            "import PackageDescription",
            "let dependencies: [Target.Dependency] = [" + products + "]",
            "let settings: [SwiftSetting] = [.unsafeFlags([\"-suppress-warnings\"])]",
            "let package = Package(",
            '    name: "Snippets",',
            "    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],",
            "    dependencies: [.package(path: \"" + str(ROOT) + "\")],",
            "    targets: [",
        ]
        manifest += [f'        .{kind}(name: "{name}", dependencies: dependencies, swiftSettings: settings),'
                     for name, kind in targets if name in names]
        manifest += ["    ]", ")"]
        write_if_changed(PACKAGE / "Package.swift", "\n".join(manifest) + "\n")

    print(f"{len(blocks)} swift blocks: {len(maps)} compiled in {len(targets)} modules, "
          f"{sum(b.kind() == 'manifest' for b in blocks)} manifest, "
          f"{sum(b.kind() == 'source' for b in blocks)} source excerpt, {len(skipped)} skipped")
    for line in skipped:
        print(f"  skipped {line}")

    # `swift build` stops at the first module that fails: build again without the failed ones until the rest
    # builds, so that one run reports every broken block.
    remaining = {name for name, _ in targets}
    pattern = re.compile(r"^(.*/Sources/((Snippet\d+)/[\w.]+)):(\d+):(\d+): (error|note): (.*)$")
    seen = set()
    while remaining:
        write_manifest(remaining)
        run = subprocess.run(["swift", "build", "--package-path", str(PACKAGE), "--scratch-path", str(SCRATCH)],
                             capture_output=True, text=True)
        log = run.stdout + run.stderr
        failed = set()
        for line in log.split("\n"):
            m = pattern.match(line)
            if not m or line in seen or m.group(2) not in maps \
                    or (m.group(6) == "note" and m.group(3) not in failed):
                continue
            seen.add(line)
            failed.add(m.group(3))
            block, number_map = maps[m.group(2)]
            number = number_map.get(int(m.group(4)))
            where = f"{block.path.relative_to(ROOT)}:{number}:{m.group(5)}" if number \
                else f"{block.origin} (generated {m.group(1)}:{m.group(4)})"
            errors.append(f"{where}: {m.group(6)}: {m.group(7)}")
        if run.returncode == 0:
            break
        if not failed & remaining:
            errors.append("error: swift build failed:\n" + "\n".join(log.strip().split("\n")[-30:]))
            break
        remaining -= failed
    write_manifest({name for name, _ in targets})

    sys.stdout.flush()
    for error in errors:
        print(error, file=sys.stderr)
    if errors:
        if any(e.startswith("Documentation/") for e in errors):
            print("note: a block of the maintainer's guide that quotes the library's internal code is compiled as a "
                  "client would compile it; mark it `<!-- snippet: source: PATH -->` (or, for a sketch, "
                  "`<!-- snippet: skip: REASON -->`)", file=sys.stderr)
        print(f"check-snippets: {sum(' error: ' in e or e.startswith('error') for e in errors)} error(s); "
              f"generated package in {PACKAGE.relative_to(ROOT)}", file=sys.stderr)
        return 1
    print("check-snippets: every swift block compiles")
    return 0


if __name__ == "__main__":
    sys.exit(main())
