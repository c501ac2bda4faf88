// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Emits the last `count` elements when the sequence completes, then completes.
    ///
    /// ```
    /// source:      --a--b--c--|
    /// takeLast(2): -----------(bc|)
    /// ```
    ///
    /// - Parameter count: How many elements to keep; must not be negative.
    /// - Complexity: O(1) per element; keeps up to `count` elements in memory.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func takeLast(_ count: Int) -> Observable<Element> {
        rxPrecondition(count >= 0, "takeLast(_:): count must not be negative, got \(count).")
        let source = asObservable()
        return Producer { observer in TakeLastSink(observer: observer, count: count).run(source) }
    }
}

/// The state of ``TakeLastSink``: the kept elements, in arrival order until `count` arrived, then a ring whose
/// oldest element is at `oldest`.
@usableFromInline
struct TakeLastState<Element> {
    @usableFromInline var buffer: [Element]
    @usableFromInline var oldest = 0

    @inlinable
    init() {
        buffer = []
    }
}

/// Keeps the last `count` elements, in a ring, and emits them when the source completes: O(1) per element.
// Unchecked: the state is only touched by `on(_:)`, which the Rx contract serialises (see `StatefulSink`).
@usableFromInline
final class TakeLastSink<Element>: StatefulSink<Element, TakeLastState<Element>>, SinkObserving, @unchecked Sendable {
    @usableFromInline let count: Int

    @usableFromInline
    init(observer: AnyObserver<Element>, count: Int) {
        self.count = count
        super.init(observer: observer, state: TakeLastState())
    }

    @inlinable
    func onNext(_ element: Element) {
        guard count > 0 else { return }
        if state.buffer.count < count {
            // The ring's storage is made for the first element, not at subscription: a subscription that receives
            // none allocates nothing but the sink.
            if state.buffer.isEmpty { state.buffer.reserveCapacity(Swift.min(count, 64)) }
            state.buffer.append(element)
            return
        }
        // Full: the new element replaces the oldest, and the next one becomes the oldest.
        let oldest = state.oldest
        state.buffer[oldest] = element
        state.oldest = oldest + 1 == count ? 0 : oldest + 1
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error:
            forwardTerminal(event)
        case .completed:
            let (buffer, oldest) = (state.buffer, state.oldest)
            for element in buffer[oldest...] { forwardNext(element) }
            for element in buffer[..<oldest] { forwardNext(element) }
            forwardTerminal(.completed)
        }
    }
}
