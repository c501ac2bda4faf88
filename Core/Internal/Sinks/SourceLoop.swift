// SPDX-License-Identifier: MIT
/// Subscribes an operator's sources one at a time (`concat`, `catch(sequence:)`, `retry`, `retry(when:)`), each
/// at once when asked, never reentrantly.
///
/// A step that subscribes a source may see that source end before its subscribe returns (`just`, `error`, a
/// `create` that ends at once), and ask for the next step from inside the current one. ``requestNext(_:)`` then only
/// counts the request; the running step's caller performs it as soon as the step returns, on the same thread. So any
/// number of sources that end synchronously run in constant stack space, the first source is subscribed before the
/// operator's subscribe returns (not later through the current-thread queue), and a request made on another thread
/// while a step runs is performed by the thread running the step, right after it: at most one step more per
/// request.
///
/// Each source's subscription goes into a fresh ``SingleAssignmentDisposable`` placed in ``current`` *before*
/// subscribing, so a step that replaces the current subscription while the previous source is still being
/// subscribed disposes that subscription as soon as it is assigned, never the replacement.
///
/// Stored in the sink (`var loop = SourceLoop()`); ``requestNext(_:_:)`` takes the address of its `requests`, as the
/// synchronization layer's primitives do.
struct SourceLoop {
    /// The subscription to the source being mirrored.
    let current = SerialDisposable()

    /// Requests not yet performed, counting the one being performed.
    var requests = RxAtomic<Int>(0)

    init() {}

    /// Performs `step` now, or, when a step is already running, right after it returns (on that step's thread).
    ///
    /// - Parameters:
    ///   - requests: The address of the loop's ``requests``.
    ///   - step: Subscribes the next source (or ends the sequence); checks the sink's disposal itself.
    static func requestNext(_ requests: UnsafePointer<RxAtomic<Int>>, _ step: () -> Void) {
        if unsafe RxAtomic.wrappingAdd(requests, 1, ordering: .acquiringAndReleasing).oldValue != 0 { return }
        #if DEBUG
            recordTailRecursiveStackSize(1)
        #endif
        repeat {
            step()
        } while unsafe RxAtomic.wrappingSubtract(requests, 1, ordering: .acquiringAndReleasing).newValue != 0
    }

    /// Disposes the current subscription and subscribes `observer` to `source` in its place.
    func subscribe<Element>(_ source: Observable<Element>, _ observer: AnyObserver<Element>) {
        current.replace { source._subscribe(observer) }
    }
}

/// A ``LockedStateSink`` that subscribes its sources one at a time through a ``SourceLoop`` it holds
/// (`retry(when:)`, whose locked state is its trigger's): the subclass reaches the loop through
/// ``requestNextSource(_:)``, ``subscribeSource(_:_:)`` and ``currentSource``, as ordinary Swift: no `&`, no `unsafe`
/// at the call site.
///
/// **Why the operations are safe.** The loop is stored here, once, as layer storage (`final`, its counter reached only
/// through its address, see the synchronization layer's README), and only these members touch it. Its
/// ``SourceLoop/current`` is a constant. No run-time exclusivity check is made on the loop, where a plain field of the
/// subclass would pay one per access (`retry-when`: +2 % with the loop and the trigger's lock as plain fields).
// Unchecked: `loop`'s counter is atomic and its subscription a thread-safe constant; the rest is
// `LockedStateSink`'s.
class SourceLoopSink<Element, State>: LockedStateSink<Element, State>, @unchecked Sendable {
    @exclusivity(unchecked) final nonisolated(unsafe) var loop = SourceLoop()

    /// The subscription to the source being mirrored (``SourceLoop/current``).
    final var currentSource: SerialDisposable { unsafe loop.current }

    /// Performs `step` now, or right after the running step returns (``SourceLoop/requestNext(_:_:)``).
    final func requestNextSource(_ step: () -> Void) {
        unsafe SourceLoop.requestNext(&loop.requests, step)
    }

    /// Disposes the current subscription and subscribes `observer` to `source` in its place
    /// (``SourceLoop/subscribe(_:_:)``).
    final func subscribeSource(_ source: Observable<Element>, _ observer: AnyObserver<Element>) {
        unsafe loop.subscribe(source, observer)
    }
}
