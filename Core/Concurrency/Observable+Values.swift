// SPDX-License-Identifier: MIT
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension ObservableConvertibleType {
    /// The elements as an `AsyncThrowingStream`, for `for try await element in observable.values`.
    ///
    /// The subscription starts when the stream is created and ends when the sequence terminates or the consuming
    /// task is cancelled. An `error` event is thrown from the loop. Cancelling the consuming task disposes the
    /// subscription and, as in RxSwift, throws `CancellationError` from the loop once the elements already received
    /// were read; a sequence that had already completed or failed ends the loop as it did.
    ///
    /// One stream can be iterated by only one task: each read of `values` subscribes anew and returns its own
    /// stream, and iterating one stream from two tasks at once stops the program (as every `AsyncThrowingStream`
    /// does). Give each consuming task its own `values`, and `share()` the observable first when the tasks must see
    /// one subscription.
    ///
    /// Back-pressure: elements are buffered without limit while the consumer is busy, so a fast producer and a
    /// slow consumer grow memory; apply `throttle`, `sample` or `buffer` first when that matters.
    ///
    /// - Note: The elements cross from the emitting thread to the consuming task; that is safe by the Rx contract
    ///   (each element is handed over once), so `Element` need not be `Sendable`.
    ///
    /// - Note: Available from macOS 10.15, iOS 13, tvOS 13 and watchOS 6.
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        AsyncThrowingStream<Element, Swift.Error>(bufferingPolicy: .unbounded) { continuation in
            let subscription = StreamHandOver.subscribe(
                asObservable(),
                yield: { continuation.yield($0) },
                finish: { continuation.finish(throwing: $0) }
            )
            continuation.onTermination = { termination in
                // Runs before the stream finishes on cancellation, so this end is the one the loop sees.
                if case .cancelled = termination { continuation.finish(throwing: CancellationError()) }
                subscription.dispose()
            }
        }
    }
}
