// SPDX-License-Identifier: MIT
/// A ``Sink`` with role-owned state: a value that only the code holding the sink's one delivery role reads and
/// writes (for a single-source operator, `on(_:)`, which the Rx contract serialises), so it needs no lock and no
/// atomic. The subclass reads and writes it as ordinary Swift, `state.count += 1`, with no `unsafe` at the call site.
///
///     final class TakeLastSink<Element>: StatefulSink<Element, TakeLastState<Element>>, SinkObserving { … }
///     …
///     state.buffer.append(element)
///
/// **Why the access is safe, and free.** The value is stored here, once, as `@exclusivity(unchecked)
/// nonisolated(unsafe)`, and reached only through ``state``, a computed property whose `_read` and `_modify`
/// accessors yield it in place: no copy, and no run-time exclusivity check (a plain stored property of a class costs
/// a `swift_beginAccess`/`swift_endAccess` pair per access in code inlined into another module, as every operator's
/// sink is; a computed property is never checked at run time). What makes it sound is the role: two accesses never
/// overlap because only one thread, the role holder, touches the state, and it never keeps an access open across a
/// call that can come back into the sink (an access is one expression). In debug builds the stored property keeps
/// Swift's run-time exclusivity check, so an access that overlaps another on the same thread (a reentrant
/// `on(_:)` from downstream while a `_modify` is open) traps in the tests.
///
/// **Cost.** None beyond the value: the state is stored inline in the sink (one allocation per subscription, as
/// before), and a release build reads and writes it with plain loads and stores, as it would an
/// `@exclusivity(unchecked)` field (`Benchmarks --instructions`: `takeLast`, `reduce`, see Synchronization.md).
@usableFromInline
// Unchecked: `storedState` belongs to the holder of the sink's delivery role (see the type's discussion); the rest
// is `Sink`'s.
class StatefulSink<Element, State>: Sink<Element>, @unchecked Sendable {
    #if DEBUG
        // Unsafe: role-owned (see the type's discussion). Debug builds keep the run-time exclusivity check.
        @usableFromInline final nonisolated(unsafe) var storedState: State
    #else
        // Unsafe: role-owned (see the type's discussion); the run-time exclusivity check would only cost every access.
        @usableFromInline @exclusivity(unchecked) final nonisolated(unsafe) var storedState: State
    #endif

    @inlinable
    init(observer: AnyObserver<Element>, state: consuming State) {
        unsafe storedState = state
        super.init(observer: observer)
    }

    /// The role-owned state, read and changed in place. Touch it only from the code that holds the delivery role
    /// (`on(_:)` of a single-source sink), and never keep an access open across a call downstream.
    @inlinable
    final var state: State {
        @inline(__always) _read { yield unsafe storedState }
        @inline(__always) _modify { yield unsafe &storedState }
    }
}
