#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Finds uses of Apple-gated API that the package's platform floor does not cover, on Linux.

    Scripts/check-availability.py                 build (debug, with the tests), then check every Swift target
    Scripts/check-availability.py --no-build      check the existing debug build (as `.ci/run` does after `swift test`)
    Scripts/check-availability.py --modules library   only the library modules (RxCore ... RxBlocking)
    Scripts/check-availability.py --stats         also print the violations counted per symbol and per file
    Scripts/check-availability.py --self-test     prove on a tiny generated package that the check fails and passes

The package declares RxSwift 6.10.2's floors (macOS 10.13, iOS 12, tvOS 12, watchOS 4, visionOS 1). No Apple SDK is
available here, and the Linux compiler ignores Apple availability, so nothing else would notice a declaration that
uses, say, `Synchronization.Mutex` (macOS 15, iOS 18), or our own `values` (macOS 10.15, iOS 13), without being
gated at least that high. SwiftPM compiles the test targets and the Benchmarks executable at the package's
deployment target too, so by default every Swift target of the package is checked (`swift package describe`): the
library modules, RxTestSupport, the test targets, BenchmarkReport and Benchmarks (not the C targets).

How it works:

1. `swift build --build-tests` (debug) compiles every target; SwiftPM's debug build on Linux writes an index store
   (`<build>/index/store`) as a side effect. With `--no-build`, the modules checked must have been built.
2. Availability of the toolchain's modules (Swift, _Concurrency, Synchronization, Dispatch) comes from their
   symbol graphs (`swift-symbolgraph-extract`), which carry the Apple `@available` attributes even on Linux. A
   member without attributes of its own takes its type's or protocol's (`memberOf`, `requirementOf`); the graphs
   already copy an extension's attributes onto its members. A protocol requirement gated higher than a default
   implementation of it (`defaultImplementationOf`) needs only the default's: `&*` became a FixedWidthInteger
   requirement in macOS 15, and at an older target the compiler calls the default, available everywhere. The
   resulting map USR -> {platform: introduced} is cached under `<scratch>/availability-check/`, keyed by the
   compiler's version.
3. Our own gated declarations join that map: the symbol graphs (`-minimum-access-level private`) of the modules
   checked and of the package's modules they import (the units' dependencies in the index store), derived the same
   way. A reference to `ObservableConvertibleType.values` or `ActorScheduler` from an ungated declaration, in the
   same module or another, fails to compile on Apple platforms just as one to `Task` does.
4. The index store is read through the toolchain's libIndexStore.so (ctypes, the C API's `_apply_f` variants). Every
   reference (not a definition) in a unit of a checked module to a USR of that map whose introduction is above the
   floor on some platform is checked against its containing declaration: the occurrence's `containedBy` relation
   (or `baseOf`/`extendedBy` for a conformance or an `extension` header).
5. The containing declaration's availability comes from the same symbol graphs, merged (the most restrictive wins)
   with that of every enclosing declaration: the graph's `memberOf`, and the index's `childOf`/`accessorOf`
   (accessors and other declarations the graph does not list). Declarations the index does not record (local
   functions, closures) are reported as their nearest recorded container, which is also where the compiler looks.
   An `extension` is no symbol of the graph: its `@available` attributes are read from the source lines before its
   definition, as are those of a declaration that neither source knows.
6. A use inside `if #available(...) { ... }`, or after `guard #available(...) else { ... }` in the same block, is
   accepted when the condition covers the requirement (found by reading the source around the occurrence).
7. A declaration of a checked module that is `async` (or has an async type) or is an `actor` needs Swift
   concurrency (macOS 10.15, iOS 13, tvOS 13, watchOS 6) whatever it references; the declaration fragments of the
   symbol graphs say which. Declarations a macro generated (Swift Testing's, named `$s...`) are skipped.

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
# Where Swift concurrency starts ("concurrency is only available in macOS 10.15.0 or newer"): what an `async`
# declaration or an `actor` needs, whatever it references.
CONCURRENCY = {"macOS": (10, 15), "iOS": (13, 0), "tvOS": (13, 0), "watchOS": (6, 0)}

LIBRARY_MODULES = [
    "RxCore", "RxSchedulers", "RxSubjects", "RxRelay", "RxTraits", "RxTesting",
    "RxSwift", "RxCocoa", "RxTest", "RxBlocking",
]
TOOLCHAIN_MODULES = ["Swift", "_Concurrency", "Synchronization", "Dispatch"]

# Bump when the cached toolchain map's shape or derivation changes.
CACHE_FORMAT = 2

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
DEPENDENCY_UNIT = 1
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


def run_symbolgraph_extract(modules, output_dir, access_level, search_paths=()):
    """Runs swift-symbolgraph-extract for each module (in parallel, one per core) into output_dir/<module>; returns
    the JSON files they wrote."""
    processes, files = [], []
    pending = list(modules)
    while pending or processes:
        while pending and len(processes) < (os.cpu_count() or 1):
            module = pending.pop(0)
            directory = os.path.join(output_dir, module)
            os.makedirs(directory, exist_ok=True)
            command = [
                "swift-symbolgraph-extract", "-module-name", module, "-target", host_triple(),
                "-output-dir", directory, "-minimum-access-level", access_level,
                "-skip-synthesized-members", "-include-spi-symbols",
            ]
            for path in search_paths:
                command += ["-I", path]
            processes.append((module, directory, subprocess.Popen(
                command, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)))
        module, directory, process = processes.pop(0)
        output = process.communicate()[0]
        if process.returncode != 0:
            sys.exit("error: swift-symbolgraph-extract failed for %s:\n%s" % (module, output))
        files += sorted(glob.glob(os.path.join(directory, "*.symbols.json")))
    return files


def read_graphs(files):
    """Reads symbol-graph files into a Graphs: own availability, parent, qualified name, module and default
    implementations, keyed by USR.

    The parent of a symbol is the target of its `memberOf` (or `requirementOf`/`optionalRequirementOf`)
    relationship; a symbol's module is the graph's (`RxTraits@RxCore.symbols.json`, RxTraits' extensions of RxCore's
    types, is RxTraits'); `defaults` maps a protocol requirement to its default implementations
    (`defaultImplementationOf`).
    """
    graphs = Graphs()
    for path in files:
        with open(path) as handle:
            graph = json.load(handle)
        module = graph["module"]["name"]
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            graphs.own[usr] = graph_availability(symbol)
            components = symbol.get("pathComponents") or [symbol["names"]["title"]]
            graphs.name[usr] = ".".join(components)
            graphs.module[usr] = module
            keywords = {f["spelling"] for f in symbol.get("declarationFragments") or [] if f["kind"] == "keyword"}
            location = symbol.get("location")
            concurrency = keywords & {"async", "actor"}
            # Declarations a macro generated (Swift Testing's `@Test` and `@Suite`) are named `$s...`: skipped.
            if concurrency and location and not components[-1].startswith("$"):
                position = location["position"]
                graphs.concurrency[usr] = (location["uri"].replace("file://", "", 1), position["line"] + 1,
                                           position["character"] + 1, sorted(concurrency)[0])
        for relationship in graph["relationships"]:
            if relationship["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf"):
                graphs.parent.setdefault(relationship["source"], relationship["target"])
            elif relationship["kind"] == "defaultImplementationOf":
                graphs.defaults.setdefault(relationship["target"], []).append(relationship["source"])
    return graphs


class Graphs:
    """What the check takes from symbol graphs (see read_graphs)."""

    def __init__(self):
        self.own, self.parent, self.name, self.module, self.defaults = {}, {}, {}, {}, {}
        # USR -> (path, line, column, "async" or "actor") of the declarations that use Swift concurrency.
        self.concurrency = {}

    def gated(self):
        """USR -> {"module", "name", "needs", "context_needs"} for every symbol introduced above the floor somewhere.

        `needs` is what a reference to the symbol requires: its availability merged with its parents'. A protocol
        requirement gated higher than a default implementation of it needs only the default's (`&*` became a
        requirement of FixedWidthInteger in macOS 15, and its default implementation, available everywhere, is what
        the compiler calls at an older deployment target). `context_needs` is its parent's (see check()).
        """
        result = {}
        for usr in self.own:
            needs = above_floor(effective_availability(usr, self.own, [self.parent]))
            for default in self.defaults.get(usr, []):
                default_needs = above_floor(effective_availability(default, self.own, [self.parent]))
                if all(v <= needs.get(p, FLOOR[p]) for p, v in default_needs.items()):
                    needs = default_needs
            if needs:
                context = above_floor(effective_availability(self.parent.get(usr), self.own, [self.parent]))
                result[usr] = {"module": self.module[usr], "name": self.name[usr],
                               "needs": {p: list(v) for p, v in needs.items()},
                               "context_needs": {p: list(v) for p, v in context.items()}}
        return result


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
    """Graphs.gated() of the toolchain modules: every symbol of theirs introduced above the floor somewhere.

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
            files = run_symbolgraph_extract([module], scratch, "public")
            for usr, symbol in read_graphs(files).gated().items():
                result[usr] = dict(symbol, module=module)
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
        self._bind("indexstore_unit_dependency_get_modulename", sr, vp)
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
        """(module name, main file, modification time, [(record name, source path)], {imported module names}) of
        one unit."""
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
            records, imported = [], set()

            def on_dependency(_, dependency):
                kind = self.lib.indexstore_unit_dependency_get_kind(dependency)
                if kind == DEPENDENCY_RECORD:
                    records.append((self.lib.indexstore_unit_dependency_get_name(dependency).text(),
                                    self.lib.indexstore_unit_dependency_get_filepath(dependency).text()))
                elif kind == DEPENDENCY_UNIT:
                    imported.add(self.lib.indexstore_unit_dependency_get_modulename(dependency).text())
                return True

            self.lib.indexstore_unit_reader_dependencies_apply_f(reader, None, self.APPLIER(on_dependency))
            return module, main_file, (seconds.value, nanoseconds.value), records, imported
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


def read_units(store, modules):
    """The newest unit of each source file of `modules`: ([[(record name, source path)]], {imported modules}).

    An older unit of the same file (another output path, a deleted file) is stale.
    """
    newest = {}
    for unit_name in store.units():
        module, main_file, modified, records, imported = store.unit(unit_name)
        if module in modules and os.path.exists(main_file):
            if main_file not in newest or modified > newest[main_file][0]:
                newest[main_file] = (modified, records, imported)
    return [records for _, records, _ in newest.values()], set().union(*[i for _, _, i in newest.values()])


def read_index(store, units, wanted):
    """Reads the records of `units` (see read_units); returns (references to wanted USRs, definition info).

    references: [(path, line, column, usr, implicit, container usr or None, container name)].
    definitions: usr -> (path, line, kind, name, parent usr or None), for our own declarations.
    """
    references, definitions, seen_records = [], {}, set()
    for records in units:
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


def swift_targets(package_path):
    """The package's Swift targets (`swift package describe`), the library modules first: every module that
    `swift build` and `swift test` compile, not the C targets."""
    result = subprocess.run(["swift", "package", "--package-path", package_path, "describe", "--type", "json"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if result.returncode != 0:
        sys.exit("error: swift package describe failed:\n" + result.stderr)
    names = [t["name"] for t in json.loads(result.stdout)["targets"] if t.get("module_type") == "SwiftTarget"]
    return [m for m in LIBRARY_MODULES if m in names] + sorted(m for m in names if m not in LIBRARY_MODULES)


def build(package_path, scratch_path):
    """`swift build --build-tests` (debug) of the package; exits on failure."""
    command = ["swift", "build", "--build-tests", "--package-path", package_path, "--scratch-path", scratch_path]
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
    store = IndexStore(store_path)
    units, imported = read_units(store, set(modules))

    # Our own declarations: the checked modules' symbol graphs (private, for the containers of references), and
    # those of the package's modules they import (for the references themselves).
    for module in modules:
        if not os.path.exists(os.path.join(modules_dir, module + ".swiftmodule")):
            sys.exit("error: %s was not built (%s)" % (module, modules_dir))
    own_modules = list(modules) + sorted(
        m for m in imported - set(modules) if os.path.exists(os.path.join(modules_dir, m + ".swiftmodule")))
    # C targets (CRxSynchronization) are found through the module maps SwiftPM writes next to them.
    c_modules = sorted(os.path.dirname(m) for m in glob.glob(os.path.join(debug, "*.build", "module.modulemap")))
    with tempfile.TemporaryDirectory() as scratch:
        graphs = read_graphs(run_symbolgraph_extract(own_modules, scratch, "private", [modules_dir] + c_modules))
    gated = dict(toolchain)
    own_gated = graphs.gated()
    gated.update(own_gated)
    references, definitions = read_index(store, units, gated)
    containers = ContainerAvailability(graphs.own, graphs.parent, graphs.name, definitions)

    by_position = {}

    def add(key, candidate):
        previous = by_position.get(key)
        # Several symbols at one position (a type and its initialiser): keep the one that needs most, then the
        # shortest name.
        if previous is None or rank(candidate) < rank(previous):
            by_position[key] = candidate

    # An `async` declaration (or one whose type is async) and an `actor` need Swift concurrency.
    for usr, (path, line, column, keyword) in graphs.concurrency.items():
        if graphs.module[usr] in modules and os.path.exists(path):
            have = containers.of(usr, path, line)
            if any(have.get(p, FLOOR[p]) < v for p, v in CONCURRENCY.items()):
                add((path, line, column), (keyword, "Swift concurrency", CONCURRENCY,
                                           containers.name(usr, graphs.name[usr])))
    for path, line, column, usr, implicit, container, container_name in references:
        # An implicit reference is the compiler's choice of witness (`for await` calls `next(isolation:)`, new in
        # macOS 15, where it is available, and `next()` below), made here without Apple availability: require
        # only the availability of the member's type.
        needs = {p: tuple(v) for p, v in gated[usr]["context_needs" if implicit else "needs"].items()}
        have = merge(containers.of(container, path, line), containers.source(path).available_at(line, column))
        missing = {p: v for p, v in needs.items() if have.get(p, FLOOR[p]) < v}
        if not missing:
            continue
        symbol = gated[usr]
        if symbol["name"] == "MainActor" and is_attribute(containers.source(path), line, column):
            # `@MainActor` as an isolation attribute needs no run-time support: Apple's compiler accepts it at any
            # deployment target (UIKit's own declarations carry it, and `make apple-build` compiles RxCocoa's
            # `@MainActor` members for iOS 12). Using the type itself (`MainActor.assumeIsolated`, `MainActor.run`)
            # is still reported.
            continue
        add((path, line, column), (symbol["name"], symbol["module"], needs, containers.name(container, container_name)))

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
    concurrency = sum(1 for u in graphs.concurrency if graphs.module[u] in modules)
    print("check-availability: %d references to above-floor API (%s, and %d gated declarations of %d own modules)"
          " and %d async/actor declarations checked in %d modules; %d violations%s (%.1f s)"
          % (len(references), "/".join(TOOLCHAIN_MODULES), len(own_gated), len(own_modules), concurrency,
             len(modules), len(violations),
             ", and Package.swift's platforms differ from the floor" if manifest_errors else "",
             time.time() - started), file=out)
    return violations, manifest_errors


def is_attribute(source, line, column):
    """Whether the reference at `line`, `column` of `source` is written as an attribute (`@MainActor`)."""
    offset = source.offset(line, column)
    return offset > 0 and source.text[offset - 1] == "@"


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
    targets: [
        .target(name: "Fixture", path: "Sources/Fixture"),
        .target(name: "FixtureClient", dependencies: ["Fixture"], path: "Sources/FixtureClient"),
    ]
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
    public init() {}

    public func guarded() -> Int {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            return Atomic(1).load(ordering: .relaxed) + ownGatedMember
        }
        return 0
    }
}

// Our own gated declarations: usable from declarations gated as high, in this module and in others.
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
public func ownGated() -> Int { 1 }

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
public func callsOwnGated() -> Int { ownGated() }

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension Holder {
    public var ownGatedMember: Int { ownGated() }
}

// `&*` is a FixedWidthInteger requirement since macOS 15, with a default implementation available everywhere.
public func wrappingProduct(_ value: UInt64) -> UInt64 { value &* 3 }

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

@MainActor public func onMainActor() {}  // an isolation attribute: accepted at any deployment target

public func usesMainActorType() async {  // expect: async
    await MainActor.run {}  // expect: MainActor, MainActor.run(resultType:body:)
}

public func ungatedAsync() async {}  // expect: async

public actor UngatedActor {}  // expect: actor

public func callsOwnGatedUngated() -> Int {
    ownGated() + Holder().ownGatedMember  // expect: ownGated(), Holder.ownGatedMember
}

extension Atomic where Value == Int {  // expect: Atomic
    func ungatedExtensionMember() -> Int { load(ordering: .relaxed) }  // expect: Atomic.load(ordering:), AtomicLoadOrdering.relaxed
}
"""

# Another module of the fixture, which uses the library's gated declarations (checked with and without the library).
SELF_TEST_CLIENT_GATED = """import Fixture

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
public func clientGated() -> Int { ownGated() + Holder().ownGatedMember }

public func clientGuarded() -> Int {
    guard #available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *) else { return 0 }
    return callsOwnGated()
}
"""

SELF_TEST_CLIENT_UNGATED = """
public struct ClientUngated {
    public func value() -> Int { callsOwnGated() }  // expect: callsOwnGated()
}
"""


def self_test():
    """Builds a two-module package from SELF_TEST_GATED + SELF_TEST_UNGATED and SELF_TEST_CLIENT_GATED +
    SELF_TEST_CLIENT_UNGATED, checks it, and compares the violations with the `// expect:` marks (the client alone
    too, whose references to the library's gated declarations need the library's graphs); then checks that the
    gated halves alone pass. Returns the exit status.
    """
    started = time.time()
    sources = {
        "Fixture": (SELF_TEST_GATED, SELF_TEST_UNGATED),
        "FixtureClient": (SELF_TEST_CLIENT_GATED, SELF_TEST_CLIENT_UNGATED),
    }
    expected = {}
    for module, (gated, ungated) in sources.items():
        expected[module] = set()
        for number, text in enumerate((gated + ungated).split("\n"), start=1):
            if "// expect:" in text:
                for label in text.split("// expect:")[1].split(","):
                    expected[module].add((module, number, label.strip()))
    # The toolchain map is cached in this repository's build folder, shared with the real check.
    cache_dir = os.path.join(ROOT, ".build", "availability-check")
    failures = []

    def found_in(violations):
        found = set()
        for violation in violations:
            match = re.match(r".*/(\w+)\.swift:(\d+):\d+: error: '([^']+)'", violation)
            found.add((match.group(1), int(match.group(2)), match.group(3)))
        return found

    def compare(what, found, wanted):
        if found != wanted:
            failures.append("%s: expected violations %s;\n  got %s;\n  missing %s;\n  unexpected %s" % (
                what, sorted(wanted), sorted(found), sorted(wanted - found), sorted(found - wanted)))

    with tempfile.TemporaryDirectory(prefix="check-availability-") as package:
        with open(os.path.join(package, "Package.swift"), "w") as handle:
            handle.write(SELF_TEST_MANIFEST)
        scratch = os.path.join(package, ".build")

        def write(halves):
            for module, parts in sources.items():
                os.makedirs(os.path.join(package, "Sources", module), exist_ok=True)
                with open(os.path.join(package, "Sources", module, module + ".swift"), "w") as handle:
                    handle.write("".join(parts[:halves]))

        def run(modules, no_build):
            output = io.StringIO()
            result = check(package, scratch, modules, no_build, out=output, cache_dir=cache_dir)
            print(output.getvalue(), end="")
            return result

        # The failing half: every ungated use is reported, and nothing else; then the client module alone.
        write(2)
        violations, manifest_errors = run(["Fixture", "FixtureClient"], False)
        compare("both modules", found_in(violations), expected["Fixture"] | expected["FixtureClient"])
        if manifest_errors:
            failures.append("the fixture's manifest declares the floor, yet: %s" % manifest_errors)
        violations, _ = run(["FixtureClient"], True)
        compare("the client alone", found_in(violations), expected["FixtureClient"])

        # The passing half: without the ungated code, no violations.
        write(1)
        violations, _ = run(["Fixture", "FixtureClient"], False)
        if violations:
            failures.append("the gated-only fixture should pass, yet: %s" % violations)
    if failures:
        for failure in failures:
            print("self-test FAILED: " + failure, file=sys.stderr)
        return 1
    print("self-test passed: %d expected violations found, none elsewhere, and the gated code passes (%.1f s)"
          % (sum(len(e) for e in expected.values()), time.time() - started))
    return 0


def main():
    """Parses the arguments and runs the check or the self-test."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--package-path", default=ROOT, help="the package to check (default: this repository)")
    parser.add_argument("--scratch-path", "--build-dir", dest="scratch_path",
                        help="SwiftPM's scratch folder (default: PACKAGE/.build)")
    parser.add_argument("--no-build", action="store_true", help="check the existing debug build")
    parser.add_argument("--modules", help="comma-separated modules to check, or `library` for the library modules"
                        " (default: every Swift target of the package: library, tests, Benchmarks)")
    parser.add_argument("--stats", action="store_true", help="also count the violations per symbol and per file")
    parser.add_argument("--self-test", action="store_true", help="prove that the check can fail and can pass")
    arguments = parser.parse_args()
    if arguments.self_test:
        return self_test()
    package = os.path.abspath(arguments.package_path)
    scratch = os.path.abspath(arguments.scratch_path or os.path.join(package, ".build"))
    if arguments.modules == "library":
        modules = LIBRARY_MODULES
    elif arguments.modules:
        modules = arguments.modules.split(",")
    else:
        modules = swift_targets(package)
    violations, manifest_errors = check(package, scratch, modules, arguments.no_build, stats=arguments.stats)
    return 1 if violations or manifest_errors else 0


if __name__ == "__main__":
    sys.exit(main())
