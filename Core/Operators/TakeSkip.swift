// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Emits the first `count` elements, then completes and unsubscribes.
    ///
    /// ```
    /// source:  --a--b--c--|
    /// take(2): --a--(b|)
    /// ```
    ///
    /// - Parameter count: How many elements to take; must not be negative. `take(0)` completes at once.
    /// - Returns: An observable of at most `count` elements.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func take(_ count: Int) -> Observable<Element> {
        rxPrecondition(count >= 0, "take(_:): count must not be negative, got \(count).")
        let source = asObservable()
        if count == 0 { return .empty() }
        return Producer { observer in TakeCountSink(observer: observer, count: count).run(source) }
    }

    /// Drops the first `count` elements, then emits the rest.
    ///
    /// ```
    /// source:  --a--b--c--|
    /// skip(2): --------c--|
    /// ```
    ///
    /// - Parameter count: How many elements to skip; must not be negative.
    /// - Returns: An observable without the first `count` elements.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func skip(_ count: Int) -> Observable<Element> {
        rxPrecondition(count >= 0, "skip(_:): count must not be negative, got \(count).")
        let source = asObservable()
        return Producer { observer in SkipCountSink(observer: observer, count: count).run(source) }
    }
}

// Inlinable, with its operator, so that it is specialised where the operator is used: `run`'s observer then costs no
// allocation.
// The state is how many elements remain to be taken.
// Unchecked: the state is only touched by `on(_:)`, which the Rx contract serialises (see `StatefulSink`).
@usableFromInline
final class TakeCountSink<Element>: StatefulSink<Element, Int>, SinkObserving, @unchecked Sendable {
    @usableFromInline
    init(observer: AnyObserver<Element>, count: Int) {
        super.init(observer: observer, state: count)
    }

    @inlinable
    func onNext(_ element: Element) {
        guard state > 0 else { return }
        state -= 1
        forwardNext(element)
        if state == 0 { forwardTerminal(.completed) }
    }
}

// Inlinable, with its operator, so that it is specialised where the operator is used: `run`'s observer then costs no
// allocation.
// The state is how many elements remain to be skipped.
// Unchecked: the state is only touched by `on(_:)`, which the Rx contract serialises (see `StatefulSink`).
@usableFromInline
final class SkipCountSink<Element>: StatefulSink<Element, Int>, SinkObserving, @unchecked Sendable {
    @usableFromInline
    init(observer: AnyObserver<Element>, count: Int) {
        super.init(observer: observer, state: count)
    }

    @inlinable
    func onNext(_ element: Element) {
        if state > 0 {
            state -= 1
        } else {
            forwardNext(element)
        }
    }
}
