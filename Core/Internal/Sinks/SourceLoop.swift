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
/// Stored in the sink (`var loop = SourceLoop()`); ``requestNext(_:_:)`` takes the address of its `requests`, as the
/// synchronization layer's primitives do.
struct SourceLoop {
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
}

/// A ``LockedStateSink`` that subscribes its sources one at a time through a ``SourceLoop`` it holds, beside one
/// other subscription that lasts as long as the sink (`retry(when:)`, whose locked state is its trigger's, and whose
/// other subscription is the trigger's): the subclass reaches them through ``requestNextSource(_:)``,
/// ``subscribeSource(_:_:)``, ``endCurrentSource()``, ``setSideSubscription(_:)`` and ``releaseSubscriptions()``, as
/// ordinary Swift: no `&`, no `unsafe` at the call site.
///
/// Both subscriptions are stored inline, as ``SerialSourceSink`` stores its current source's: what a
/// ``SerialDisposable``, a ``SingleAssignmentDisposable`` per attempt, a ``SingleAssignmentDisposable`` for the other
/// subscription and a composite of both did, four allocations per subscription and one per attempt, without any.
/// ``subscribeSource(_:_:)`` numbers the subscription it makes *before* subscribing, so a step that replaces the
/// current subscription (``endCurrentSource()``) while the previous source is still being subscribed disposes that
/// subscription as soon as it is made, never the replacement.
///
/// **Why the operations are safe.** The loop, the current subscription and the other one are layer storage stored
/// here, once (`final`, reached only through their addresses for the length of one call, see the synchronization
/// layer's README), and only these members touch them; no lock is held while disposing or subscribing. No run-time
/// exclusivity check is made on them, where a plain field of the subclass would pay one per access (`retry-when`:
/// +2 % with the loop and the trigger's lock as plain fields).
// Unchecked: `loop`'s counter is atomic, the subscriptions are behind their locks; the rest is `LockedStateSink`'s.
class SourceLoopSink<Element, State>: LockedStateSink<Element, State>, @unchecked Sendable {
    @exclusivity(unchecked) final nonisolated(unsafe) var loop = SourceLoop()
    @exclusivity(unchecked) final nonisolated(unsafe) var currentSource = RxMutex(SerialSourceState())
    @exclusivity(unchecked) final nonisolated(unsafe) var sideSubscription = SourceSubscription.make()

    /// Performs `step` now, or right after the running step returns (``SourceLoop/requestNext(_:_:)``).
    final func requestNextSource(_ step: () -> Void) {
        unsafe SourceLoop.requestNext(&loop.requests, step)
    }

    /// Disposes the current subscription and subscribes `observer` to `source` in its place, unless another
    /// replaced it while subscribing (then the one made is disposed at once, as it is once the sink is disposed).
    final func subscribeSource(_ source: Observable<Element>, _ observer: AnyObserver<Element>) {
        let (number, replaced) = unsafe SerialSourceState.beginReplacing(&currentSource)
        replaced.dispose()
        let made = source._subscribe(observer)
        unsafe SerialSourceState.finishReplacing(&currentSource, with: made, number: number).dispose()
    }

    /// Disposes the current subscription and leaves none in its place (the source failed; the next attempt comes
    /// later), so that a subscription still being made is disposed as soon as it is made.
    final func endCurrentSource() {
        unsafe SerialSourceState.replace(&currentSource, with: NopDisposable()).dispose()
    }

    /// Holds the other subscription, or disposes it at once when the sink released its subscriptions first.
    ///
    /// - Precondition: Called at most once.
    final func setSideSubscription(_ subscription: Disposable) {
        unsafe SourceSubscription.set(&sideSubscription, subscription)
    }

    /// Disposes the other subscription, then the current source's, and every one made later: the sink's disposal.
    final func releaseSubscriptions() {
        unsafe SourceSubscription.dispose(&sideSubscription)
        unsafe SerialSourceState.close(&currentSource).dispose()
    }
}
