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

    /// Source `index` completed, in a sink of any number of sources: records it, disposes the source's subscription
    /// (`disposeSubscription`) in the order ``disposesEndedSourceFirst(isCollection:)`` gives (first; or, for a
    /// collection form, only when the whole goes on, since the last one to complete is disposed after the end, with
    /// the others), and returns whether the whole completes now.
    @inlinable @inline(__always)
    static func completes<Sources: CompletedSources>(
        afterSource index: Int,
        disposing disposeSubscription: () -> Void,
        disposingFirst: Bool,
        in completed: inout Sources
    ) -> Bool {
        if disposingFirst { disposeSubscription() }
        if completes(afterSource: index, in: &completed) { return true }
        if !disposingFirst { disposeSubscription() }
        return false
    }

    /// An element of source `index` made no combination: returns whether the whole completes now because none can
    /// ever be made (every other source has completed), which ends `combineLatest` and `zip` of a collection but not
    /// `zip` of a fixed number of sources.
    @inlinable @inline(__always)
    static func completes<Sources: CompletedSources>(
        withoutCombining index: Int,
        _ form: Form,
        _ completed: @autoclosure () -> Sources
    ) -> Bool {
        // `completed` is read only where the form needs it: `zip` of a fixed number of sources asks on most elements.
        switch form {
        case .zip: false
        case .combineLatest, .zipCollection: completed().isEverySource(except: index)
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

/// The completed sources of a sink of any number of sources (the collection and parameter-pack forms): the first 64
/// as bits, inline, and only those after the 64th in an array, so that a subscription of up to 64 sources makes no
/// array for them.
@usableFromInline
struct CompletedSourceFlags: CompletedSources {
    /// The first 64 sources, one bit each.
    @usableFromInline var bits: UInt64 = 0
    /// The sources after the 64th, one flag each; empty for 64 sources or fewer.
    @usableFromInline var moreFlags: [Bool]
    /// How many sources have not completed.
    @usableFromInline var remaining: Int

    @inlinable
    init(arity: Int) {
        remaining = arity
        moreFlags = arity > 64 ? Array(repeating: false, count: arity - 64) : []
    }

    /// Whether source `index` completed.
    @inlinable
    func contains(_ index: Int) -> Bool {
        index < 64 ? bits & (1 << UInt64(index)) != 0 : moreFlags[index - 64]
    }

    @inlinable
    mutating func insert(_ index: Int) -> Bool {
        if contains(index) { return false }
        if index < 64 { bits |= 1 << UInt64(index) } else { moreFlags[index - 64] = true }
        remaining -= 1
        return true
    }

    @inlinable
    var isEverySource: Bool { remaining == 0 }

    @inlinable
    func isEverySource(except index: Int) -> Bool {
        // The count first: on the path of an element it is nearly always too high, and answers without the look-up.
        remaining <= 1 && remaining == (contains(index) ? 0 : 1)
    }
}
