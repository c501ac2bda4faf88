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

/// Keeps the last `count` elements, in a ring, and emits them when the source completes: O(1) per element.
// Unchecked: `buffer` and `oldest` are only touched by `on(_:)`, which the Rx contract serialises.
@usableFromInline
final class TakeLastSink<Element>: Sink<Element>, SinkObserving, @unchecked Sendable {
    @usableFromInline let count: Int
    // Unsafe: no access spans a call, so the run-time exclusivity check, which the optimiser keeps, would only cost
    // every element.
    /// The kept elements: in arrival order until `count` arrived, then a ring whose oldest element is at `oldest`.
    @usableFromInline @exclusivity(unchecked) var buffer: [Element]
    @usableFromInline @exclusivity(unchecked) var oldest = 0

    @usableFromInline
    init(observer: AnyObserver<Element>, count: Int) {
        self.count = count
        var buffer: [Element] = []
        buffer.reserveCapacity(Swift.min(count, 64))
        unsafe self.buffer = buffer
        super.init(observer: observer)
    }

    @inlinable
    func onNext(_ element: Element) {
        guard count > 0 else { return }
        if unsafe buffer.count < count {
            unsafe buffer.append(element)
            return
        }
        // Full: the new element replaces the oldest, and the next one becomes the oldest.
        unsafe buffer[oldest] = element
        unsafe oldest = oldest + 1 == count ? 0 : oldest + 1
    }

    @inlinable
    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            onNext(element)
        case .error:
            forwardTerminal(event)
        case .completed:
            for element in unsafe buffer[oldest...] { forwardNext(element) }
            for element in unsafe buffer[..<oldest] { forwardNext(element) }
            forwardTerminal(.completed)
        }
    }
}
