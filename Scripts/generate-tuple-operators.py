#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Generates the tuple forms of combineLatest and zip (arity 2 to 8) for Observable and the traits, and the
result-selector forms of SharedSequence.

The result-selector forms of arity 3 to 8 (2 to 8 for the traits; Observable's arity 2 has specialised sinks of
its own) are generated too, without parameter packs: a pack form stores its selector in an escaping closure, which
allocates pack metadata (`swift_allocateMetadataPack`, Swift 5.9 runtime, macOS 14 / iOS 17), so every arity that
RxSwift offers works at its platform floors, and the pack forms are gated to the 5.9 runtime for other arities (see
PlatformAvailability.md). The tuple forms cannot use packs either (the Swift 6.3 compiler crashes on a
pack-expanded tuple as a sequence's element); each forwards to the result-selector form of its own type. Each file
is formatted by `swift format` with the repository's `.swift-format`, as every other Swift file is, so the generated
files pass the same lint, and its comments are wrapped at the configuration's 120 columns, which `swift format`
leaves to the author. Run it with no argument to rewrite the files, with --check to fail when one is stale (CI
does):
    python3 Scripts/generate-tuple-operators.py [--check]
"""

import pathlib
import re
import subprocess
import sys
import textwrap

ROOT = pathlib.Path(__file__).resolve().parent.parent
ARITIES = range(2, 9)


def overload(name, arity, summary, source_type, result_type, doc_note=None, inlinable=False):
    """One tuple-returning overload; `source_type(i)` spells source i's type, `result_type(elements)` the result.
    Inlinable ones are compiled where they are called, for the sources' element types, with the sink they make."""
    element_names = [f"E{i}" for i in range(1, arity + 1)]
    params = ", ".join(f"_ source{i}: {source_type(i)}" for i in range(1, arity + 1))
    args = ", ".join(f"source{i}" for i in range(1, arity + 1))
    closure_params = ", ".join(f"e{i}" for i in range(1, arity + 1))
    result = result_type(", ".join(element_names))
    generics = ", ".join(element_names) if source_type(1) != "O1" else ", ".join(
        f"O{i}: ObservableConvertibleType" for i in range(1, arity + 1))
    note = f"\n    ///\n    /// {doc_note}" if doc_note else ""
    attribute = "\n    @inlinable" if inlinable else ""
    return f"""
    /// {summary}{note}{attribute}
    public static func {name}<{generics}>(
        {params}
    ) -> {result} {{
        {result}.{name}({args}) {{ {closure_params} in ({closure_params}) }}
    }}"""


def observable_file():
    parts = ["extension ObservableType where Element == Any {"]
    elements = lambda arity: ", ".join(f"O{i}.Element" for i in range(1, arity + 1))
    for name, summary in COMBINERS:
        for arity in ARITIES:
            parts.append(overload(
                name, arity, summary(arity), lambda i: f"O{i}",
                lambda _, arity=arity: f"Observable<({elements(arity)})>", inlinable=True))
    parts.append("}")
    return parts


def trait_file(extension, source, result, names, note):
    parts = ["import RxCore", "", f"extension {extension} {{"]
    for name, summary in COMBINERS:
        if name not in names:
            continue
        for arity in ARITIES:
            parts.append(overload(
                name, arity, summary(arity), lambda i: source(f"E{i}"), lambda e: result(f"({e})"), note,
                inlinable=True))
    parts.append("}")
    return parts


def shared_sequence_arity_file():
    """The result-selector forms of SharedSequence, as RxCocoa spells them: each source is any shared-sequence type
    of the same strategy. Parameter packs cannot express "every source shares by this strategy" yet (same-element
    requirements are not supported), so these are generated too."""
    parts = ["import RxCore", "", "extension SharedSequence {"]
    for name, summary in SELECTOR_COMBINERS:
        for arity in ARITIES:
            indices = range(1, arity + 1)
            generics = ", ".join(f"O{i}: SharedSequenceConvertibleType" for i in indices)
            params = ", ".join(f"_ source{i}: O{i}" for i in indices)
            elements = ", ".join(f"O{i}.Element" for i in indices)
            strategies = ", ".join(f"O{i}.SharingStrategy == SharingStrategy" for i in indices)
            args = ", ".join(f"source{i}.asSharedSequence()" for i in indices)
            parts.append(f"""
    /// {summary(arity)}
    ///
    /// The sources may be any shared-sequence types of this strategy (a `Driver` beside an `ActivityIndicator`).
    /// Delivered on the sharing scheduler and shared like any sequence of this strategy.
    @inlinable
    public static func {name}<{generics}>(
        {params},
        resultSelector: @escaping ({elements}) throws -> Element
    ) -> SharedSequence<SharingStrategy, Element> where {strategies} {{
        SharedSequence(Observable.{name}({args}, resultSelector: resultSelector))
    }}""")
    parts.append("}")
    return parts


def observable_arity_file():
    """The result-selector forms of Observable for 3 to 8 sources, without parameter packs: each makes one typed
    sink of its own arity (see `typed_sinks_file`) per subscription."""
    parts = ["extension ObservableType {"]
    for name, summary in SELECTOR_COMBINERS:
        sink = "CombineLatest" if name == "combineLatest" else "Zip"
        for arity in range(3, 9):
            indices = range(1, arity + 1)
            generics = ", ".join(f"O{i}: ObservableConvertibleType" for i in indices)
            params = ", ".join(f"_ source{i}: O{i}" for i in indices)
            elements = ", ".join(f"O{i}.Element" for i in indices)
            observables = "\n".join(f"        let observable{i} = source{i}.asObservable()" for i in indices)
            args = ", ".join(f"observable{i}" for i in indices)
            parts.append(f"""
    /// {summary(arity)}
    ///
    /// Available at every platform floor (no parameter pack).
    @inlinable
    public static func {name}<{generics}>(
        {params},
        resultSelector: @escaping ({elements}) throws -> Element
    ) -> Observable<Element> {{
{observables}
        return Producer {{ observer in
            let sink = {sink}{arity}Sink(observer: observer, resultSelector: resultSelector)
            sink.start({args})
            return sink
        }}
    }}""")
    parts.append("}")
    return parts


def typed_sinks_file():
    """The typed sinks of `combineLatest` and `zip` of 3 to 8 sources, over `CombiningNSinkBase`: each source's latest
    (or queued) elements in stored properties of its own type (a struct of them, the sink's role-owned state, reached as
    `state.elements`), its inputs serialised as a typed enum. Only what depends on the arity is generated: the enum, the
    elements' struct, subscribing the sources and applying an input; when the whole ends is `CombiningRules`'
    business."""
    parts = []
    for arity in range(3, 9):
        indices = range(1, arity + 1)
        generics = ", ".join(f"E{i}" for i in indices)
        cases = "\n".join(f"    case element{i}(E{i})" for i in indices)
        params = ", ".join(f"_ source{i}: Observable<E{i}>" for i in indices)
        subscribes = "\n".join(
            f"""        attach(
            source{i}._subscribe(
                AnyObserver(next: {{ [self] in receive(.element{i}($0)) }}, event: {{ [self] in receive($0, {i - 1}, Input.element{i}) }})
            ),
            at: {i - 1}
        )""" for i in indices)
        slot_types = ", ".join("SourceSubscription.Storage" for _ in indices)
        slot_values = ", ".join("SourceSubscription.make()" for _ in indices)
        parts.append(f"""/// The subscriptions of {arity} sources, held in the sink (see ``InlineSourceSubscriptions``).
@usableFromInline
typealias SourceSubscriptions{arity} = ({slot_types})

/// An input of a `combineLatest` or `zip` of {arity} sources: an element of one source, the end of one (counted from
/// 0), or an error.
@usableFromInline
enum CombiningInput{arity}<{generics}>: CombiningNInput {{
{cases}
    case completed(Int)
    case failed(Swift.Error)
}}

extension CombiningNInputApplying {{
    /// Subscribes the sources, in order, each as one input of this sink.
    @inlinable
    func start<{generics}>({params}) where Input == CombiningInput{arity}<{generics}> {{
{subscribes}
        subscribed()
    }}
}}
""")
        for name, storage in (("CombineLatest", "latest"), ("Zip", "queued")):
            selector = f"({generics}) throws -> Result"
            if storage == "latest":
                summary = (f"`combineLatest` of {arity} sources: the latest element of each, in a stored property of its "
                           "type (see ``CombiningNSinkBase``).")
                elements_summary = f"The latest element of each source of a `combineLatest` of {arity} sources."
                fields = "\n".join(f"    @usableFromInline var latest{i}: E{i}?" for i in indices)
                store = "\n".join(
                    f"        case .element{i}(let element):\n            state.elements.latest{i} = element\n            index = {i - 1}"
                    for i in indices)
                bindings = ", ".join(f"let latest{i} = state.elements.latest{i}" for i in indices)
                combine = f"""        guard {bindings} else {{
            return completeIfUncombinable(index, .combineLatest)
        }}
        emit {{ try resultSelector({", ".join(f"latest{i}" for i in indices)}) }}"""
            else:
                summary = (f"`zip` of {arity} sources: the elements of each not yet zipped, in an array of its type (see "
                           "``CombiningNSinkBase``).")
                elements_summary = f"The elements of each source of a `zip` of {arity} sources not yet zipped, oldest first."
                fields = "\n".join(f"    @usableFromInline var queued{i}: [E{i}] = []" for i in indices)
                store = "\n".join(
                    f"        case .element{i}(let element):\n            state.elements.queued{i}.append(element)\n            index = {i - 1}"
                    for i in indices)
                nonempty = ", ".join(f"!state.elements.queued{i}.isEmpty" for i in indices)
                firsts = "\n".join(f"        let first{i} = state.elements.queued{i}.removeFirst()" for i in indices)
                combine = f"""        guard {nonempty} else {{
            return completeIfUncombinable(index, .zip)
        }}
{firsts}
        emit {{ try resultSelector({", ".join(f"first{i}" for i in indices)}) }}"""
            parts.append(f"""/// {elements_summary} Owned by the holder of the sink's input role.
@usableFromInline
struct {name}{arity}Elements<{generics}> {{
{fields}

    @inlinable
    init() {{}}
}}

/// {summary}
@usableFromInline
// Unchecked: the elements are touched only by the holder of the input role (see `InputSerializingSink`).
final class {name}{arity}Sink<{generics}, Result>: CombiningNSinkBase<CombiningInput{arity}<{generics}>, {name}{arity}Elements<{generics}>, Result, SourceSubscriptions{arity}>, CombiningNInputApplying,
    @unchecked Sendable
{{
    @usableFromInline typealias Input = CombiningInput{arity}<{generics}>

    @usableFromInline let resultSelector: {selector}

    @inlinable
    init(observer: AnyObserver<Result>, resultSelector: @escaping {selector}) {{
        self.resultSelector = resultSelector
        super.init(observer: observer, elements: {name}{arity}Elements(), slots: ({slot_values}))
    }}

    @inlinable
    func apply(_ input: Input) {{
        guard !isDisposed else {{ return }}
        let index: Int
        switch input {{
{store}
        case .completed(let source):
            return sourceCompleted(source)
        case .failed(let error):
            return forwardTerminal(.error(error))
        }}
{combine}
    }}
}}
""")
    return parts


def trait_arity_file(extension, source, result, wrap, names, arities, throws, note):
    """The result-selector forms of a trait, without parameter packs, each forwarding to Observable's form; inlinable,
    like it, so that the sink is compiled for the element types where the operator is called."""
    parts = ["import RxCore", "", f"extension {extension} {{"]
    for name, summary in SELECTOR_COMBINERS:
        if name not in names:
            continue
        for arity in arities:
            indices = range(1, arity + 1)
            generics = ", ".join(f"E{i}" for i in indices)
            params = ", ".join(f"_ source{i}: {source(f'E{i}')}" for i in indices)
            args = ", ".join(f"source{i}.asObservable()" for i in indices)
            thrown = " throws" if throws else ""
            parts.append(f"""
    /// {summary(arity)}
    ///
    /// {note}
    @inlinable
    public static func {name}<{generics}>(
        {params},
        resultSelector: @escaping ({generics}){thrown} -> Element
    ) -> {result} {{
        {wrap(f"Observable.{name}({args}, resultSelector: resultSelector)")}
    }}""")
    parts.append("}")
    return parts


SELECTOR_COMBINERS = [
    ("combineLatest", lambda arity: f"Combines the latest elements of {arity} sources with `resultSelector`; see "
                                    "`ObservableType.combineLatest(_:resultSelector:)`."),
    ("zip", lambda arity: f"Combines the elements with the same index of {arity} sources with `resultSelector`; see "
                          "`ObservableType.zip(_:resultSelector:)`."),
]

COMBINERS = [
    ("combineLatest", lambda arity: f"Combines the latest elements of {arity} sources into tuples."),
    ("zip", lambda arity: f"Combines the elements with the same index of {arity} sources into tuples."),
]

FILES = {
    "Core/Operators/CombineLatest/GENERATED-CombineLatest+Tuples.swift": observable_file,
    "Traits/Infallible/GENERATED-Infallible+Tuples.swift": lambda: trait_file(
        "InfallibleType where Element == Any", lambda e: f"Infallible<{e}>", lambda e: f"Infallible<{e}>",
        ["combineLatest", "zip"], "See `combineLatest(_:resultSelector:)` and `zip(_:resultSelector:)`."),
    "Traits/SharedSequence/GENERATED-SharedSequence+Tuples.swift": lambda: trait_file(
        "SharedSequence where Element == Any", lambda e: f"SharedSequence<SharingStrategy, {e}>",
        lambda e: f"SharedSequence<SharingStrategy, {e}>", ["combineLatest", "zip"],
        "Delivered on the sharing scheduler and shared like any sequence of this strategy."),
    "Traits/SharedSequence/GENERATED-SharedSequence+Arity.swift": shared_sequence_arity_file,
    "Traits/PrimitiveSequence/GENERATED-Single+Zip.swift": lambda: trait_file(
        "PrimitiveSequenceType where Trait == SingleTrait, Element == Any", lambda e: f"Single<{e}>",
        lambda e: f"Single<{e}>", ["zip"], "Succeeds once every single succeeded; fails with the first failure."),
    "Core/Operators/CombineLatest/GENERATED-CombineLatest+Arity.swift": observable_arity_file,
    "Core/Operators/CombineLatest/GENERATED-CombineLatest+Sinks.swift": typed_sinks_file,
    "Traits/Infallible/GENERATED-Infallible+Arity.swift": lambda: trait_arity_file(
        "InfallibleType", lambda e: f"Infallible<{e}>", "Infallible<Element>", lambda call: f"Infallible({call})",
        ["combineLatest", "zip"], range(2, 9), False,
        "Available at every platform floor (no parameter pack); `resultSelector` runs on the thread of the source that "
        "completed the combination."),
    "Traits/PrimitiveSequence/GENERATED-Single+ZipArity.swift": lambda: trait_arity_file(
        "PrimitiveSequenceType where Trait == SingleTrait", lambda e: f"Single<{e}>", "Single<Element>",
        lambda call: f"Single(raw: {call})", ["zip"], range(3, 9), True,
        "Available at every platform floor (no parameter pack). Succeeds once every single succeeded; fails with the "
        "first failure."),
    "Traits/PrimitiveSequence/GENERATED-Maybe+ZipArity.swift": lambda: trait_arity_file(
        "PrimitiveSequenceType where Trait == MaybeTrait", lambda e: f"Maybe<{e}>", "Maybe<Element>",
        lambda call: f"Maybe(raw: {call})", ["zip"], range(2, 9), True,
        "Available at every platform floor (no parameter pack). Succeeds once every maybe succeeded; completes empty "
        "once every maybe has ended, one of them empty; fails with the first failure."),
    "Traits/PrimitiveSequence/GENERATED-Maybe+Zip.swift": lambda: trait_file(
        "PrimitiveSequenceType where Trait == MaybeTrait, Element == Any", lambda e: f"Maybe<{e}>",
        lambda e: f"Maybe<{e}>", ["zip"],
        "Succeeds once every maybe succeeded; completes empty once every maybe has ended, one of them empty."),
}

HEADER = "// SPDX-License-Identifier: MIT\n// GENERATED by Scripts/generate-tuple-operators.py — do not edit by hand.\n\n"


def formatted(text, path):
    """`text`, the contents of `path`, as `swift format` formats it with the repository's `.swift-format`."""
    result = subprocess.run(
        ["swift", "format", "format", "--configuration", str(ROOT / ".swift-format"), "--assume-filename", path, "-"],
        input=text, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        sys.stderr.write(f"error: swift format failed on the generated {path}:\n{result.stderr}")
        sys.exit(1)
    return wrap_comments(result.stdout)


LINE_LENGTH = 120


def wrap_comments(text):
    """`text` with each comment line longer than `LINE_LENGTH` wrapped into lines of the same indentation and marker."""
    lines = []
    for line in text.split("\n"):
        match = re.fullmatch(r"(\s*//[/]? )(.*)", line)
        if len(line) <= LINE_LENGTH or not match:
            lines.append(line)
            continue
        prefix, words = match.groups()
        lines.extend(prefix + part for part in textwrap.wrap(
            words, LINE_LENGTH - len(prefix), break_long_words=False, break_on_hyphens=False))
    return "\n".join(lines)


def main():
    check = sys.argv[1:] == ["--check"]
    stale = []
    for path, build in FILES.items():
        text = formatted(HEADER + "\n".join(build()) + "\n", path)
        target = ROOT / path
        if check:
            if not target.exists() or target.read_text() != text:
                stale.append(path)
        else:
            target.write_text(text)
    if stale:
        sys.stderr.write("error: stale generated files (run python3 Scripts/generate-tuple-operators.py): "
                         + ", ".join(stale) + "\n")
        sys.exit(1)


main()
