// SPDX-License-Identifier: MIT
/// When a `combineLatest` or `zip` ends, written once for every arity and form: the two-source sinks
/// (``Combining2InputApplying``), the generated sinks of 3 to 8 sources (``CombiningNSinkBase``), the collection forms
/// (``CombineCollectionSink``) and the parameter-pack forms (``CombineSink``) all decide through it, so a rule changes
/// here and nowhere else.
///
/// The rules are RxSwift 6.10.2's:
///
/// - the whole completes once every source has completed;
/// - `combineLatest` also completes when a source emits while every other source has completed, before every source
///   has emitted: no combination can ever be made;
/// - `zip` of a fixed number of sources waits for every source to complete, even with nothing left to pair; `zip` of
///   a collection completes at an element that cannot be paired while every other source has completed;
/// - an error, from a source or from the selector, ends the whole;
/// - a source's own subscription is disposed when that source ends, before its end goes on; the collection forms
///   (`combineLatest(_:)` and `zip(_:)` of a collection, as RxSwift's collection sinks) dispose a failing source and
///   the last completing one after, with the others.
///
/// Everything here is inlinable and decided on constants where the sink knows its form, so the rules cost the
/// generated and two-source sinks nothing beyond the checks they make.
@usableFromInline
enum CombiningRules {
    /// An operator and form, for the rules that tell them apart.
    @usableFromInline
    enum Form {
        /// `combineLatest`, of any number of sources or of a collection.
        case combineLatest
        /// `zip` of a fixed number of sources.
        case zip
        /// `zip` of a collection.
        case zipCollection
    }

    /// Source `index` completed: records it in `completed`, and returns whether the whole completes now (every
    /// source has completed; a source completing again changes nothing).
    @inlinable @inline(__always)
    static func completes<Sources: CompletedSources>(afterSource index: Int, in completed: inout Sources) -> Bool {
        completed.insert(index) && completed.isEverySource
    }

    /// Source `index` completed, in a sink that holds its sources' subscriptions in an array: records it, disposes
    /// the source's `subscription` in the order ``disposesEndedSourceFirst(isCollection:)`` gives (first; or, for a
    /// collection form, only when the whole goes on, since the last one to complete is disposed after the end, with
    /// the others), and returns whether the whole completes now.
    @inlinable @inline(__always)
    static func completes<Sources: CompletedSources>(
        afterSource index: Int,
        disposing subscription: Disposable,
        disposingFirst: Bool,
        in completed: inout Sources
    ) -> Bool {
        if disposingFirst { subscription.dispose() }
        if completes(afterSource: index, in: &completed) { return true }
        if !disposingFirst { subscription.dispose() }
        return false
    }

    /// An element of source `index` made no combination: returns whether the whole completes now because none can
    /// ever be made (every other source has completed), which ends `combineLatest` and `zip` of a collection but not
    /// `zip` of a fixed number of sources.
    @inlinable @inline(__always)
    static func completes<Sources: CompletedSources>(
        withoutCombining index: Int,
        _ form: Form,
        _ completed: Sources
    ) -> Bool {
        switch form {
        case .zip: false
        case .combineLatest, .zipCollection: completed.isEverySource(except: index)
        }
    }

    /// Whether a source's own subscription is disposed before its end goes on (`true`), or, for a failing source
    /// and the last completing one of a collection form, after it, with the others (`false`).
    @inlinable @inline(__always)
    static func disposesEndedSourceFirst(isCollection: Bool) -> Bool {
        !isCollection
    }
}

/// The sources of a `combineLatest` or `zip` that have completed, as ``CombiningRules`` reads them.
@usableFromInline
protocol CompletedSources {
    /// Records that source `index` completed; `false` if it had already.
    mutating func insert(_ index: Int) -> Bool
    /// Whether every source has completed.
    var isEverySource: Bool { get }
    /// Whether every source but `index` has completed (whether or not `index` has).
    func isEverySource(except index: Int) -> Bool
}

/// The completed sources of a sink of at most 8 sources, one bit each: no allocation.
@usableFromInline
struct CompletedSourceBits: CompletedSources {
    /// The bits of the sources that completed.
    @usableFromInline var bits = 0
    /// One bit per source, all set.
    @usableFromInline let all: Int

    @inlinable
    init(arity: Int) {
        all = (1 << arity) - 1
    }

    @inlinable
    mutating func insert(_ index: Int) -> Bool {
        let bit = 1 << index
        if bits & bit != 0 { return false }
        bits |= bit
        return true
    }

    @inlinable
    var isEverySource: Bool { bits == all }

    @inlinable
    func isEverySource(except index: Int) -> Bool { bits | (1 << index) == all }
}

/// The completed sources of a sink of any number of sources (the collection and parameter-pack forms).
@usableFromInline
struct CompletedSourceFlags: CompletedSources {
    /// One per source.
    @usableFromInline var flags: [Bool]
    /// How many are set.
    @usableFromInline var count = 0

    @inlinable
    init(arity: Int) {
        flags = Array(repeating: false, count: arity)
    }

    @inlinable
    mutating func insert(_ index: Int) -> Bool {
        if flags[index] { return false }
        flags[index] = true
        count += 1
        return true
    }

    @inlinable
    var isEverySource: Bool { count == flags.count }

    @inlinable
    func isEverySource(except index: Int) -> Bool { count - (flags[index] ? 1 : 0) == flags.count - 1 }
}
