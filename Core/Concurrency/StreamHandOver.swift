// SPDX-License-Identifier: MIT
/// The subscription behind every `values` stream (`observable.values` here; `Driver`, `Signal` and `Infallible`
/// in RxTraits): elements are handed over to the consuming task, and a terminal event ends the stream.
package enum StreamHandOver {
    /// Subscribes `source`, passing each element to `yield` and the end of the sequence to `finish` (`nil` on
    /// completion, the error otherwise).
    ///
    /// - Returns: The subscription, for the stream's `onTermination` to dispose.
    package static func subscribe<Element>(
        _ source: Observable<Element>,
        yield: @escaping (sending Element) -> Void,
        finish: @escaping (Swift.Error?) -> Void
    ) -> Disposable {
        source.subscribe { event in
            switch event {
            case .next(let element):
                // Unsafe: handed over once to the consuming task, by the Rx contract: never shared.
                nonisolated(unsafe) let handedOver = element
                unsafe yield(handedOver)
            case .error(let error):
                finish(error)
            case .completed:
                finish(nil)
            }
        }
    }
}
