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
    /// - Complexity: Keeps up to `count` elements in memory.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    public func takeLast(_ count: Int) -> Observable<Element> {
        rxPrecondition(count >= 0, "takeLast(_:): count must not be negative, got \(count).")
        let source = asObservable()
        return Producer { observer in
            let sink = Sink<Element>(observer: observer)
            var buffer: [Element] = []
            buffer.reserveCapacity(Swift.min(count, 64))
            sink.attach(
                source._subscribe(
                    AnyObserver { [sink] event in
                        switch event {
                        case .next(let element):
                            guard count > 0 else { return }
                            if buffer.count == count { buffer.removeFirst() }
                            buffer.append(element)
                        case .error:
                            sink.forwardTerminal(event)
                        case .completed:
                            for element in buffer { sink.forwardNext(element) }
                            sink.forwardTerminal(.completed)
                        }
                    }
                )
            )
            return sink
        }
    }
}
