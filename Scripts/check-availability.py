#!/usr/bin/env python3
"""Finds uses of Apple-gated toolchain API that the package's platform floor does not cover, on Linux.

    Scripts/check-availability.py                 build (debug), then check; exit 1 on any violation
    Scripts/check-availability.py --no-build      check the existing debug build (as `.ci/run` does after `swift test`)
    Scripts/check-availability.py --stats         also print the violations counted per symbol and per file
    Scripts/check-availability.py --self-test     prove on a tiny generated package that the check fails and passes

The package declares RxSwift 6.10.2's floors (macOS 10.13, iOS 12, tvOS 12, watchOS 4, visionOS 1). No Apple SDK is
available here, and the Linux compiler ignores Apple availability, so nothing else would notice a library
declaration that uses, say, `Synchronization.Mutex` (macOS 15, iOS 18) without being gated at least that high.

How it works:

1. `swift build` (debug) compiles the library modules; SwiftPM's debug build on Linux writes an index store
   (`<build>/index/store`) as a side effect.
2. Availability of the toolchain's modules (Swift, _Concurrency, Synchronization, Dispatch) comes from their
   symbol graphs (`swift-symbolgraph-extract`), which carry the Apple `@available` attributes even on Linux. A
   member without attributes of its own takes its type's or protocol's (`memberOf`, `requirementOf`); the graphs
   already copy an extension's attributes onto its members. The resulting map USR -> {platform: introduced} is
   cached under `<scratch>/availability-check/`, keyed by the compiler's version.
3. The index store is read through the toolchain's libIndexStore.so (ctypes, the C API's `_apply_f` variants). Every
   reference (not a definition) in a unit of a library module to a USR of that map whose introduction is above
   the floor on some platform is checked against its containing declaration: the occurrence's `containedBy`
   relation (or `baseOf`/`extendedBy` for a conformance or an `extension` header).
4. The containing declaration's availability comes from the library modules' own symbol graphs
   (`-minimum-access-level private`), merged (the most restrictive wins) with that of every enclosing declaration:
   the graph's `memberOf`, and the index's `childOf`/`accessorOf` (accessors and other declarations the graph does
   not list). Declarations the index does not record (local functions, closures) are reported as their nearest
   recorded container, which is also where the compiler looks. An `extension` is no symbol of the graph: its
   `@available` attributes are read from the source lines before its definition, as are those of a declaration
   that neither source knows.
5. A use inside `if #available(...) { ... }`, or after `guard #available(...) else { ... }` in the same block, is
   accepted when the condition covers the requirement (found by reading the source around the occurrence).

Output: one compiler-style `error:` line per offending source position, then a one-line summary. Package.swift must
declare exactly the floor (its `platforms:` list is parsed). Exit status 1 on any error, 0 otherwise.

Not seen (see CONTRIBUTING.md): Foundation (swift-corelibs-foundation has no Apple availability), code under
`#if canImport(Darwin)` / `#if os(...)` (not compiled here), and runtime requirements of language features
(parameter packs, noncopyable generics, typed throws, isolated conformances), which are not symbols.
"""

import argparse
import ctypes
import glob
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# RxSwift 6.10.2's deployment targets, in the order the messages list them.
FLOOR = {"macOS": (10, 13), "iOS": (12, 0), "tvOS": (12, 0), "watchOS": (4, 0), "visionOS": (1, 0)}
PLATFORMS = list(FLOOR)

LIBRARY_MODULES = [
    "RxCore", "RxSchedulers", "RxSubjects", "RxRelay", "RxTraits", "RxTesting",
    "RxSwift", "RxCocoa", "RxTest", "RxBlocking",
]
TOOLCHAIN_MODULES = ["Swift", "_Concurrency", "Synchronization", "Dispatch"]

# Bump when the cached toolchain map's shape or derivation changes.
CACHE_FORMAT = 1

# indexstore_symbol_role_t (clang/include/indexstore/indexstore.h).
ROLE_DECLARATION = 1 << 0
ROLE_DEFINITION = 1 << 1
ROLE_REFERENCE = 1 << 2
ROLE_IMPLICIT = 1 << 8
REL_CHILDOF = 1 << 9
REL_BASEOF = 1 << 10
REL_EXTENDEDBY = 1 << 14
REL_ACCESSOROF = 1 << 15
REL_CONTAINEDBY = 1 << 16
# indexstore_unit_dependency_kind_t.
DEPENDENCY_RECORD = 2
# indexstore_symbol_kind_t.
SYMBOL_KIND_EXTENSION = 9


# ---------------------------------------------------------------------------------------------------------------
# Versions and availability


def parse_version(text):
    """'10.13' or '15' -> (10, 13) / (15, 0)."""
    parts = [int(p) for p in text.split(".")]
    while len(parts) < 2:
        parts.append(0)
    return tuple(parts[:2])


def format_version(version):
    """(10, 13) -> '10.13', (15, 0) -> '15.0'."""
    return "%d.%d" % version


def normalize_platform(domain):
    """Maps a symbol-graph or `@available` platform name onto one of PLATFORMS, or None.

    App-extension variants count as their platform. Mac Catalyst counts as iOS: its versions are numbered like
    iOS's, and an iOS floor of 12 implies Catalyst's first release, 13.1.
    """
    name = domain
    for suffix in ("ApplicationExtension", "AppExtension"):
        if name.endswith(suffix):
            name = name[: -len(suffix)]
    name = {"xrOS": "visionOS", "macCatalyst": "iOS", "OSX": "macOS", "macosx": "macOS"}.get(name, name)
    return name if name in FLOOR else None


def merge(*availabilities):
    """The most restrictive combination: per platform, the highest introduction."""
    result = {}
    for availability in availabilities:
        for platform, version in (availability or {}).items():
            if version > result.get(platform, (0, 0)):
                result[platform] = version
    return result


def graph_availability(symbol):
    """{platform: (major, minor)} from a symbol-graph symbol's `availability` mixin (introductions only)."""
    result = {}
    for entry in symbol.get("availability") or []:
        platform = normalize_platform(entry.get("domain", ""))
        introduced = entry.get("introduced")
        if platform and introduced:
            version = (introduced.get("major", 0), introduced.get("minor", 0))
            result = merge(result, {platform: version})
    return result


def above_floor(availability):
    """The part of an availability that the floor does not cover."""
    return {p: v for p, v in availability.items() if v > FLOOR[p]}


def describe(availability):
    """'macOS 15.0, iOS 18.0, ...' in PLATFORMS order."""
    return ", ".join("%s %s" % (p, format_version(availability[p])) for p in PLATFORMS if p in availability)


AVAILABLE_ATTRIBUTE = re.compile(r"@available\s*\(([^()]*)\)")
AVAILABLE_CONDITION = re.compile(r"#available\s*\(([^()]*)\)")


def parse_available_arguments(arguments):
    """Platform introductions of one `@available(...)`/`#available(...)` argument list.

    Handles `macOS 15, iOS 18, *` and `macOS, introduced: 15`; `*, deprecated` and similar give nothing.
    """
    result = {}
    parts = [p.strip() for p in arguments.split(",")]
    for index, part in enumerate(parts):
        match = re.fullmatch(r"(\w+)\s+(\d+(?:\.\d+)*)", part)
        if match:
            platform = normalize_platform(match.group(1))
            if platform:
                result = merge(result, {platform: parse_version(match.group(2))})
            continue
        platform = normalize_platform(part)
        if platform and index + 1 < len(parts):
            introduced = re.fullmatch(r"introduced\s*:\s*(\d+(?:\.\d+)*)", parts[index + 1])
            if introduced:
                result = merge(result, {platform: parse_version(introduced.group(1))})
    return result


# ---------------------------------------------------------------------------------------------------------------
# Symbol graphs


def run_symbolgraph_extract(module, output_dir, access_level, search_paths=()):
    """Runs swift-symbolgraph-extract for one module into output_dir; returns the JSON files it wrote."""
    os.makedirs(output_dir, exist_ok=True)
    command = [
        "swift-symbolgraph-extract", "-module-name", module, "-target", host_triple(),
        "-output-dir", output_dir, "-minimum-access-level", access_level,
        "-skip-synthesized-members", "-include-spi-symbols",
    ]
    for path in search_paths:
        command += ["-I", path]
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        sys.exit("error: swift-symbolgraph-extract failed for %s:\n%s" % (module, result.stdout))
    return sorted(glob.glob(os.path.join(output_dir, "*.symbols.json")))


def read_graphs(files):
    """Reads symbol-graph files into (own availability, parent, qualified name) maps keyed by USR.

    The parent of a symbol is the target of its `memberOf` (or `requirementOf`/`optionalRequirementOf`)
    relationship.
    """
    own, parent, name = {}, {}, {}
    for path in files:
        with open(path) as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            own[usr] = graph_availability(symbol)
            components = symbol.get("pathComponents") or [symbol["names"]["title"]]
            name[usr] = ".".join(components)
        for relationship in graph["relationships"]:
            if relationship["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf"):
                parent.setdefault(relationship["source"], relationship["target"])
    return own, parent, name


def effective_availability(usr, own, parents):
    """A declaration's availability merged with its enclosing declarations' (following `parents`, a list of maps)."""
    result, seen = {}, set()
    while usr and usr not in seen:
        seen.add(usr)
        result = merge(result, own.get(usr))
        usr = next((p[usr] for p in parents if usr in p), None)
    return result


def compiler_version():
    """`swiftc --version`'s first line, which keys the toolchain cache."""
    output = subprocess.run(["swiftc", "--version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return output.stdout.strip().splitlines()[0] if output.stdout.strip() else "unknown"


def toolchain_availability(cache_dir):
    """USR -> {"module", "name", "needs"} for every toolchain symbol introduced above the floor somewhere.

    Cached in cache_dir, keyed by the compiler's version, since extracting and parsing the Swift module's graph
    takes several seconds.
    """
    key = hashlib.sha256(("%d %s %s" % (CACHE_FORMAT, compiler_version(), TOOLCHAIN_MODULES)).encode()).hexdigest()
    cache = os.path.join(cache_dir, "toolchain-%s.json" % key[:16])
    if os.path.exists(cache):
        with open(cache) as handle:
            return json.load(handle)
    result = {}
    with tempfile.TemporaryDirectory() as scratch:
        for module in TOOLCHAIN_MODULES:
            files = run_symbolgraph_extract(module, os.path.join(scratch, module), "public")
            own, parent, name = read_graphs(files)
            for usr in own:
                needs = above_floor(effective_availability(usr, own, [parent]))
                if needs:
                    context = above_floor(effective_availability(parent.get(usr), own, [parent]))
                    result[usr] = {"module": module, "name": name[usr],
                                   "needs": {p: list(v) for p, v in needs.items()},
                                   "context_needs": {p: list(v) for p, v in context.items()}}
    os.makedirs(cache_dir, exist_ok=True)
    with open(cache + ".tmp", "w") as handle:
        json.dump(result, handle)
    os.replace(cache + ".tmp", cache)
    return result


# ---------------------------------------------------------------------------------------------------------------
# The index store (libIndexStore's C API through ctypes)


class StringRef(ctypes.Structure):
    """indexstore_string_ref_t: {const char *data; size_t length}, returned by value."""

    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]

    def text(self):
        """The referenced bytes as a str (the data is not NUL-terminated)."""
        return ctypes.string_at(self.data, self.length).decode("utf-8", "replace") if self.length else ""


class IndexStore:
    """The few index-store calls the check needs, bound from the toolchain's libIndexStore.so."""

    APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)
    UNIT_APPLIER = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, StringRef)

    def __init__(self, store_path):
        swiftc = os.path.realpath(shutil.which("swiftc") or sys.exit("error: swiftc is not on PATH"))
        library = os.path.join(os.path.dirname(swiftc), "..", "lib", "libIndexStore.so")
        self.lib = ctypes.CDLL(os.path.normpath(library))
        vp, sr, b = ctypes.c_void_p, StringRef, ctypes.c_bool
        error = ctypes.POINTER(ctypes.c_void_p)
        self._bind("indexstore_error_get_description", ctypes.c_char_p, vp)
        self._bind("indexstore_error_dispose", None, vp)
        self._bind("indexstore_store_create", vp, ctypes.c_char_p, error)
        self._bind("indexstore_store_dispose", None, vp)
        self._bind("indexstore_store_units_apply_f", b, vp, ctypes.c_uint, vp, self.UNIT_APPLIER)
        self._bind("indexstore_unit_reader_create", vp, vp, ctypes.c_char_p, error)
        self._bind("indexstore_unit_reader_dispose", None, vp)
        self._bind("indexstore_unit_reader_get_module_name", sr, vp)
        self._bind("indexstore_unit_reader_get_main_file", sr, vp)
        self._bind("indexstore_unit_reader_get_modification_time", None, vp, ctypes.POINTER(ctypes.c_int64),
                   ctypes.POINTER(ctypes.c_int64))
        self._bind("indexstore_unit_reader_dependencies_apply_f", b, vp, vp, self.APPLIER)
        self._bind("indexstore_unit_dependency_get_kind", ctypes.c_int, vp)
        self._bind("indexstore_unit_dependency_get_name", sr, vp)
        self._bind("indexstore_unit_dependency_get_filepath", sr, vp)
        self._bind("indexstore_record_reader_create", vp, vp, ctypes.c_char_p, error)
        self._bind("indexstore_record_reader_dispose", None, vp)
        self._bind("indexstore_record_reader_occurrences_apply_f", b, vp, vp, self.APPLIER)
        self._bind("indexstore_occurrence_get_symbol", vp, vp)
        self._bind("indexstore_occurrence_get_roles", ctypes.c_uint64, vp)
        self._bind("indexstore_occurrence_get_line_col", None, vp, ctypes.POINTER(ctypes.c_uint),
                   ctypes.POINTER(ctypes.c_uint))
        self._bind("indexstore_occurrence_relations_apply_f", b, vp, vp, self.APPLIER)
        self._bind("indexstore_symbol_get_usr", sr, vp)
        self._bind("indexstore_symbol_get_name", sr, vp)
        self._bind("indexstore_symbol_get_kind", ctypes.c_int, vp)
        self._bind("indexstore_symbol_relation_get_roles", ctypes.c_uint64, vp)
        self._bind("indexstore_symbol_relation_get_symbol", vp, vp)
        failure = ctypes.c_void_p()
        self.store = self.lib.indexstore_store_create(store_path.encode(), ctypes.byref(failure))
        if not self.store:
            self._fail("cannot open the index store at %s" % store_path, failure)

    def _bind(self, name, restype, *argtypes):
        """Declares one C function's signature (as in indexstore.h) and exposes it as an attribute."""
        function = getattr(self.lib, name)
        function.restype = restype
        function.argtypes = list(argtypes)

    def _fail(self, message, failure):
        """Exits with the index store's error description."""
        detail = self.lib.indexstore_error_get_description(failure).decode() if failure.value else "unknown error"
        sys.exit("error: %s: %s" % (message, detail))

    def units(self):
        """Names of all units in the store."""
        names = []
        self.lib.indexstore_store_units_apply_f(
            self.store, 0, None, self.UNIT_APPLIER(lambda _, name: names.append(name.text()) or True))
        return names

    def unit(self, name):
        """(module name, main file, modification time, [(record name, source path)]) of one unit."""
        failure = ctypes.c_void_p()
        reader = self.lib.indexstore_unit_reader_create(self.store, name.encode(), ctypes.byref(failure))
        if not reader:
            self._fail("cannot read unit %s" % name, failure)
        try:
            module = self.lib.indexstore_unit_reader_get_module_name(reader).text()
            main_file = self.lib.indexstore_unit_reader_get_main_file(reader).text()
            seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
            self.lib.indexstore_unit_reader_get_modification_time(reader, ctypes.byref(seconds),
                                                                  ctypes.byref(nanoseconds))
            records = []

            def on_dependency(_, dependency):
                if self.lib.indexstore_unit_dependency_get_kind(dependency) == DEPENDENCY_RECORD:
                    records.append((self.lib.indexstore_unit_dependency_get_name(dependency).text(),
                                    self.lib.indexstore_unit_dependency_get_filepath(dependency).text()))
                return True

            self.lib.indexstore_unit_reader_dependencies_apply_f(reader, None, self.APPLIER(on_dependency))
            return module, main_file, (seconds.value, nanoseconds.value), records
        finally:
            self.lib.indexstore_unit_reader_dispose(reader)

    def occurrences(self, record_name, wanted):
        """Yields the occurrences of one record that matter to the check, as tuples.

        (usr, name, kind, roles, line, column, [(relation roles, related usr, related name)]). Relations are read
        only for definitions and for references to USRs in `wanted` (reading them all would be slow).
        """
        failure = ctypes.c_void_p()
        reader = self.lib.indexstore_record_reader_create(self.store, record_name.encode(), ctypes.byref(failure))
        if not reader:
            self._fail("cannot read record %s" % record_name, failure)
        found = []
        lib = self.lib
        line, column = ctypes.c_uint(), ctypes.c_uint()

        def on_occurrence(_, occurrence):
            roles = lib.indexstore_occurrence_get_roles(occurrence)
            symbol = lib.indexstore_occurrence_get_symbol(occurrence)
            usr = lib.indexstore_symbol_get_usr(symbol).text()
            definition = roles & (ROLE_DEFINITION | ROLE_DECLARATION)
            if not definition and not (roles & ROLE_REFERENCE and usr in wanted):
                return True
            relations = []

            def on_relation(_, relation):
                related = lib.indexstore_symbol_relation_get_symbol(relation)
                relations.append((lib.indexstore_symbol_relation_get_roles(relation),
                                  lib.indexstore_symbol_get_usr(related).text(),
                                  lib.indexstore_symbol_get_name(related).text()))
                return True

            lib.indexstore_occurrence_relations_apply_f(occurrence, None, self.APPLIER(on_relation))
            lib.indexstore_occurrence_get_line_col(occurrence, ctypes.byref(line), ctypes.byref(column))
            found.append((usr, lib.indexstore_symbol_get_name(symbol).text(), lib.indexstore_symbol_get_kind(symbol),
                          roles, line.value, column.value, relations))
            return True

        try:
            lib.indexstore_record_reader_occurrences_apply_f(reader, None, self.APPLIER(on_occurrence))
        finally:
            lib.indexstore_record_reader_dispose(reader)
        return found


# ---------------------------------------------------------------------------------------------------------------
# Reading the source (for extensions, declarations neither source knows, and `#available` blocks)


class SourceFile:
    """A source file's lines, with the `@available` attributes before a line and the `#available` regions."""

    def __init__(self, path):
        with open(path, encoding="utf-8", errors="replace") as handle:
            self.text = handle.read()
        self.lines = self.text.split("\n")
        self.line_offsets = [0]
        for text in self.lines:
            self.line_offsets.append(self.line_offsets[-1] + len(text) + 1)
        self._regions = None

    def attributes_before(self, line):
        """Platform introductions of the `@available` attributes attached to the declaration that starts on `line`.

        Reads the declaration's line up to its first `{`, and the attribute, comment and blank lines just above it.
        """
        chunk = [self.lines[line - 1].split("{")[0]] if 0 < line <= len(self.lines) else []
        index = line - 2
        while index >= 0:
            stripped = self.lines[index].strip()
            if stripped.startswith("@") or stripped.startswith("//") or stripped == "" or stripped.startswith(")") \
                    or (chunk and chunk[0].lstrip().startswith(("iOS", "tvOS", "watchOS", "visionOS", "*"))):
                chunk.insert(0, self.lines[index])
                index -= 1
                continue
            break
        result = {}
        for arguments in AVAILABLE_ATTRIBUTE.findall(re.sub(r"//[^\n]*", "", "\n".join(chunk))):
            result = merge(result, parse_available_arguments(arguments))
        return result

    def offset(self, line, column):
        """The character offset of a 1-based line and (UTF-8 byte, close enough for ASCII code) column."""
        return self.line_offsets[line - 1] + column - 1

    def available_regions(self):
        """[(start, end, availability)] of the code that an `if #available` or `guard #available` covers."""
        if self._regions is None:
            self._regions = []
            code = blank_comments_and_strings(self.text)
            for match in re.finditer(r"\b(if|guard)\s+#available\s*\(([^()]*)\)", code):
                availability = parse_available_arguments(match.group(2))
                if match.group(1) == "if":
                    start = code.find("{", match.end())
                    end = matching_brace(code, start)
                else:
                    else_brace = code.find("{", code.find("else", match.end()))
                    start = matching_brace(code, else_brace)
                    end = enclosing_block_end(code, match.start())
                if start >= 0 and end > start:
                    self._regions.append((start, end, availability))
        return self._regions

    def available_at(self, line, column):
        """The availability that enclosing `#available` conditions guarantee at a position."""
        position = self.offset(line, column)
        return merge(*[a for start, end, a in self.available_regions() if start < position < end])


def blank_comments_and_strings(code):
    """The code with comments and string literals replaced by spaces (same length), so braces can be matched."""
    pattern = re.compile(r'//[^\n]*|/\*.*?\*/|"""(?:.|\n)*?"""|"(?:\\.|[^"\\\n])*"', re.S)
    return pattern.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), code)


def matching_brace(code, start):
    """The offset of the `}` that closes the `{` at start, or -1."""
    if start < 0:
        return -1
    depth = 0
    for index in range(start, len(code)):
        if code[index] == "{":
            depth += 1
        elif code[index] == "}":
            depth -= 1
            if depth == 0:
                return index
    return -1


def enclosing_block_end(code, position):
    """The offset of the `}` that closes the block containing position (or the end of the file)."""
    depth = 0
    for index in range(position, len(code)):
        if code[index] == "{":
            depth += 1
        elif code[index] == "}":
            if depth == 0:
                return index
            depth -= 1
    return len(code)


# ---------------------------------------------------------------------------------------------------------------
# The check


def read_index(store_path, modules, wanted):
    """Walks the units of `modules`; returns (references to wanted USRs, definition info).

    references: [(path, line, column, usr, implicit, container usr or None, container name)].
    definitions: usr -> (path, line, kind, name, parent usr or None), for our own declarations.
    """
    store = IndexStore(store_path)
    references, definitions, seen_records = [], {}, set()
    # The newest unit of each source file: an older one (another output path, a deleted file) is stale.
    newest = {}
    for unit_name in store.units():
        module, main_file, modified, records = store.unit(unit_name)
        if module in modules and os.path.exists(main_file):
            if main_file not in newest or modified > newest[main_file][0]:
                newest[main_file] = (modified, records)
    for _, records in newest.values():
        for record_name, path in records:
            if record_name in seen_records or not os.path.exists(path):
                continue
            seen_records.add(record_name)
            for usr, name, kind, roles, line, column, relations in store.occurrences(record_name, wanted):
                if roles & (ROLE_DEFINITION | ROLE_DECLARATION):
                    parent = next((u for r, u, _ in relations if r & (REL_CHILDOF | REL_ACCESSOROF)), None)
                    if usr not in definitions or roles & ROLE_DEFINITION:
                        definitions[usr] = (path, line, kind, name, parent)
                    continue
                container = None
                for mask in (REL_CONTAINEDBY, REL_BASEOF | REL_EXTENDEDBY | REL_CHILDOF):
                    container = next(((u, n) for r, u, n in relations if r & mask), None)
                    if container:
                        break
                references.append((path, line, column, usr, bool(roles & ROLE_IMPLICIT),
                                   container[0] if container else None,
                                   container[1] if container else None))
    return references, definitions


class ContainerAvailability:
    """Decides the availability of our own declarations (the containers of references)."""

    def __init__(self, graph_own, graph_parent, graph_name, definitions):
        self.own = graph_own
        self.graph_parent = graph_parent
        self.graph_name = graph_name
        self.definitions = definitions
        self.index_parent = {u: d[4] for u, d in definitions.items() if d[4]}
        self.sources = {}

    def source(self, path):
        """A cached SourceFile."""
        if path not in self.sources:
            self.sources[path] = SourceFile(path)
        return self.sources[path]

    def of(self, usr, path, line):
        """The availability of the declaration `usr` (None: the declaration at path:line) with its contexts."""
        result, seen = {}, set()
        if usr is None:
            return self.source(path).attributes_before(line)
        while usr and usr not in seen:
            seen.add(usr)
            definition = self.definitions.get(usr)
            if usr in self.own:
                result = merge(result, self.own[usr])
            elif definition and (definition[2] == SYMBOL_KIND_EXTENSION or usr not in self.index_parent):
                # An extension, or a declaration the symbol graphs do not list: read its attributes.
                result = merge(result, self.source(definition[0]).attributes_before(definition[1]))
            usr = self.graph_parent.get(usr) or self.index_parent.get(usr)
        return result

    def name(self, usr, fallback):
        """A readable name for a container: the graph's qualified path, else the index's name."""
        if usr in self.graph_name:
            return self.graph_name[usr]
        if usr in self.definitions and self.definitions[usr][2] == SYMBOL_KIND_EXTENSION:
            return "extension " + (fallback or "?")
        # An accessor or another declaration the graphs do not list: name it after its nearest listed parent.
        parent = self.index_parent.get(usr)
        if parent in self.graph_name:
            return "%s (%s)" % (self.graph_name[parent], fallback)
        return fallback or "the declaration here"


def build(package_path, scratch_path):
    """`swift build` (debug) of the package; exits on failure."""
    command = ["swift", "build", "--package-path", package_path, "--scratch-path", scratch_path]
    print("$ " + " ".join(command), file=sys.stderr)
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        sys.exit(result.stdout + "\nerror: the build failed")


def host_triple():
    """The Linux target triple SwiftPM builds for on this machine."""
    return "%s-unknown-linux-gnu" % os.uname().machine


def check_manifest(package_path):
    """Errors (strings) if Package.swift does not declare exactly FLOOR in `platforms:`."""
    manifest = os.path.join(package_path, "Package.swift")
    with open(manifest) as handle:
        text = handle.read()
    match = re.search(r"platforms\s*:\s*\[(.*?)\]", text, re.S)
    if not match:
        return ["%s:1:1: error: Package.swift declares no `platforms:`; the floor is %s"
                % (display_path(manifest), describe(FLOOR))]
    line = text[: match.start()].count("\n") + 1
    column = match.start() - text.rfind("\n", 0, match.start())
    declared = {}
    for platform, enum_version, string_version in re.findall(
            r"\.(\w+)\(\s*(?:\.v([\d_]+)|\"([\d.]+)\")", match.group(1)):
        declared[normalize_platform(platform) or platform] = parse_version(
            (enum_version or string_version).replace("_", "."))
    errors = []
    if declared != FLOOR:
        errors.append("%s:%d:%d: error: Package.swift declares platforms %s; the floor is %s" % (
            display_path(manifest), line, column, describe(declared) or "(none)", describe(FLOOR)))
    return errors


def check(package_path, scratch_path, modules, no_build, stats=False, out=sys.stdout, cache_dir=None):
    """Runs the whole check; prints errors and a summary to `out`; returns (violation lines, manifest errors)."""
    started = time.time()
    if not no_build:
        build(package_path, scratch_path)
    debug = os.path.join(scratch_path, host_triple(), "debug")
    store_path = os.path.join(debug, "index", "store")
    modules_dir = os.path.join(debug, "Modules")
    if not os.path.isdir(store_path):
        sys.exit("error: no index store at %s; build first (without --no-build)" % store_path)

    toolchain = toolchain_availability(cache_dir or os.path.join(scratch_path, "availability-check"))
    references, definitions = read_index(store_path, set(modules), toolchain)

    files = []
    with tempfile.TemporaryDirectory() as scratch:
        for module in modules:
            if os.path.exists(os.path.join(modules_dir, module + ".swiftmodule")):
                # C targets (CRxSynchronization) are found through the module maps SwiftPM writes next to them.
                c_modules = sorted(os.path.dirname(m) for m in glob.glob(os.path.join(debug, "*.build", "module.modulemap")))
                files += run_symbolgraph_extract(
                    module, os.path.join(scratch, module), "private", [modules_dir] + c_modules
                )
            else:
                sys.exit("error: %s was not built (%s)" % (module, modules_dir))
        own, parent, name = read_graphs(files)
    containers = ContainerAvailability(own, parent, name, definitions)

    by_position = {}
    for path, line, column, usr, implicit, container, container_name in references:
        # An implicit reference is the compiler's choice of witness (`for await` calls `next(isolation:)`, new in
        # macOS 15, where it is available, and `next()` below), made here without Apple availability: require
        # only the availability of the member's type.
        needs = {p: tuple(v) for p, v in toolchain[usr]["context_needs" if implicit else "needs"].items()}
        have = merge(containers.of(container, path, line), containers.source(path).available_at(line, column))
        missing = {p: v for p, v in needs.items() if have.get(p, FLOOR[p]) < v}
        if not missing:
            continue
        key = (path, line, column)
        symbol = toolchain[usr]
        candidate = (symbol["name"], symbol["module"], needs, containers.name(container, container_name))
        previous = by_position.get(key)
        # Several symbols at one position (a type and its initialiser): keep the one that needs most, then the
        # shortest name.
        if previous is None or rank(candidate) < rank(previous):
            by_position[key] = candidate

    violations = []
    for (path, line, column), (label, module, needs, container_name) in sorted(by_position.items()):
        violations.append(
            "%s:%d:%d: error: '%s' (%s) needs %s, above the floor (%s); gate '%s' with @available or avoid it"
            % (display_path(path), line, column, label, module, describe(needs), describe(FLOOR),
               container_name))
    manifest_errors = check_manifest(package_path)
    for line in violations + manifest_errors:
        print(line, file=out)
    if stats and violations:
        print_stats(by_position, out)
    print("check-availability: %d references to above-floor %s API checked in %d modules; %d violations%s (%.1f s)"
          % (len(references), "/".join(TOOLCHAIN_MODULES), len(modules), len(violations),
             ", and Package.swift's platforms differ from the floor" if manifest_errors else "",
             time.time() - started), file=out)
    return violations, manifest_errors


def display_path(path):
    """A path relative to the working directory when it lies inside it, else absolute."""
    relative = os.path.relpath(path)
    return path if relative.startswith("..") else relative


def rank(violation):
    """Orders the violations found at one position: the highest requirement first, then the shortest name."""
    label, _, needs, _ = violation
    return (tuple(-needs.get(p, (0, 0))[0] for p in PLATFORMS), len(label), label)


def print_stats(by_position, out):
    """Violations counted per symbol and per file."""
    per_symbol, per_file = {}, {}
    for (path, _, _), (label, module, _, _) in by_position.items():
        key = "%s (%s)" % (label, module)
        per_symbol[key] = per_symbol.get(key, 0) + 1
        per_file[display_path(path)] = per_file.get(display_path(path), 0) + 1
    print("violations per symbol:", file=out)
    for key, count in sorted(per_symbol.items(), key=lambda item: (-item[1], item[0])):
        print("  %5d  %s" % (count, key), file=out)
    print("violations per file:", file=out)
    for key, count in sorted(per_file.items()):
        print("  %5d  %s" % (count, key), file=out)


# ---------------------------------------------------------------------------------------------------------------
# Self-test

SELF_TEST_MANIFEST = """// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Fixture",
    platforms: [.macOS(.v10_13), .iOS(.v12), .tvOS(.v12), .watchOS(.v4), .visionOS(.v1)],
    targets: [.target(name: "Fixture", path: "Sources/Fixture")]
)
"""

# The self-test's library: first code that is fine at the floor or gated high enough (the passing half), then code
# that is not. `// expect: A, B` lists the violations the check must report on that line (by the symbol it names);
# every other line must report none.
SELF_TEST_GATED = """import Dispatch
import Synchronization

public let queue = DispatchQueue(label: "fine at the floor")
public let numbers: [Int] = Array(repeating: 0, count: 3)

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
public func gatedFunction() -> Int {
    let counter = Atomic(0)
    func helper() -> Int { counter.load(ordering: .relaxed) }
    return helper() + Mutex(1).withLock { $0 }
}

public struct Holder {
    public func guarded() -> Int {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return Atomic(1).load(ordering: .relaxed)
        }
        return 0
    }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension Holder {
    public func viaExtension() -> Int {
        let lock = Mutex(2)
        return lock.withLock { $0 }
    }
}

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
public func concurrencyOnly() async {
    await Task.yield()
    let stream = AsyncStream<Int> { $0.finish() }
    for await _ in stream {}
}

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension Holder: AsyncSequence {
    public struct AsyncIterator: AsyncIteratorProtocol {
        public mutating func next() async -> Int? { nil }
    }

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
}
"""

SELF_TEST_UNGATED = """
public final class Ungated: Sendable {
    let state = Mutex([Int]())  // expect: Mutex

    public init() {}

    public func append(_ value: Int) -> Int {
        state.withLock { values in  // expect: Mutex.withLock(_:)
            values.append(value)
            return values.count
        }
    }

    public func spawn() {
        Task {  // expect: Task
            for await _ in AsyncStream<Int>(unfolding: { nil }) {}  // expect: AsyncStream.makeAsyncIterator(), AsyncStream
        }
    }
}

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
public func gatedTooLow() -> Int {
    Mutex(3).withLock { $0 }  // expect: Mutex, Mutex.withLock(_:)
}

@MainActor public func onMainActor() {}  // expect: MainActor

extension Atomic where Value == Int {  // expect: Atomic
    func ungatedExtensionMember() -> Int { load(ordering: .relaxed) }  // expect: Atomic.load(ordering:), AtomicLoadOrdering.relaxed
}
"""


def self_test():
    """Builds SELF_TEST_GATED + SELF_TEST_UNGATED as a package, checks it, and compares the violations with the
    `// expect:` marks; then checks that SELF_TEST_GATED alone passes. Returns the exit status.
    """
    started = time.time()
    expected = set()
    for number, text in enumerate((SELF_TEST_GATED + SELF_TEST_UNGATED).split("\n"), start=1):
        if "// expect:" in text:
            for label in text.split("// expect:")[1].split(","):
                expected.add((number, label.strip()))
    # The toolchain map is cached in this repository's build folder, shared with the real check.
    cache_dir = os.path.join(ROOT, ".build", "availability-check")
    failures = []
    with tempfile.TemporaryDirectory(prefix="check-availability-") as package:
        os.makedirs(os.path.join(package, "Sources", "Fixture"))
        with open(os.path.join(package, "Package.swift"), "w") as handle:
            handle.write(SELF_TEST_MANIFEST)
        source = os.path.join(package, "Sources", "Fixture", "Fixture.swift")
        scratch = os.path.join(package, ".build")

        # The failing half: every ungated use is reported, and nothing else.
        with open(source, "w") as handle:
            handle.write(SELF_TEST_GATED + SELF_TEST_UNGATED)
        output = io.StringIO()
        violations, manifest_errors = check(package, scratch, ["Fixture"], False, out=output, cache_dir=cache_dir)
        print(output.getvalue(), end="")
        found = set()
        for violation in violations:
            match = re.match(r".*Fixture\.swift:(\d+):\d+: error: '([^']+)'", violation)
            found.add((int(match.group(1)), match.group(2)))
        if found != expected:
            failures.append("expected violations %s;\n  got %s;\n  missing %s;\n  unexpected %s" % (
                sorted(expected), sorted(found), sorted(expected - found), sorted(found - expected)))
        if manifest_errors:
            failures.append("the fixture's manifest declares the floor, yet: %s" % manifest_errors)

        # The passing half: without the ungated code, no violations.
        with open(source, "w") as handle:
            handle.write(SELF_TEST_GATED)
        output = io.StringIO()
        violations, _ = check(package, scratch, ["Fixture"], False, out=output, cache_dir=cache_dir)
        print(output.getvalue(), end="")
        if violations:
            failures.append("the gated-only fixture should pass, yet: %s" % violations)
    if failures:
        for failure in failures:
            print("self-test FAILED: " + failure, file=sys.stderr)
        return 1
    print("self-test passed: %d expected violations found, none elsewhere, and the gated code passes (%.1f s)"
          % (len(expected), time.time() - started))
    return 0


def main():
    """Parses the arguments and runs the check or the self-test."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--package-path", default=ROOT, help="the package to check (default: this repository)")
    parser.add_argument("--scratch-path", "--build-dir", dest="scratch_path",
                        help="SwiftPM's scratch folder (default: PACKAGE/.build)")
    parser.add_argument("--no-build", action="store_true", help="check the existing debug build")
    parser.add_argument("--modules", help="comma-separated modules to check (default: the library modules)")
    parser.add_argument("--stats", action="store_true", help="also count the violations per symbol and per file")
    parser.add_argument("--self-test", action="store_true", help="prove that the check can fail and can pass")
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    package = os.path.abspath(arguments.package_path)
    scratch = os.path.abspath(arguments.scratch_path or os.path.join(package, ".build"))
    modules = arguments.modules.split(",") if arguments.modules else LIBRARY_MODULES
    violations, manifest_errors = check(package, scratch, modules, arguments.no_build, stats=arguments.stats)
    return 1 if violations or manifest_errors else 0


if __name__ == "__main__":
    sys.exit(main())
