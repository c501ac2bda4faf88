// SPDX-License-Identifier: MIT
import RxCore

/// The elements of `source`, a sequence that cannot fail, as an `AsyncStream`: the `values` of ``Infallible``,
/// ``Driver`` and ``Signal``.
///
/// The subscription starts when the stream is created and ends when the source completes or the consuming task
/// is cancelled (which disposes the subscription). Elements are buffered without limit while the consumer is busy.
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
func nonThrowingValues<Element>(of source: Observable<Element>) -> AsyncStream<Element> {
    AsyncStream<Element>(bufferingPolicy: .unbounded) { continuation in
        // These sources do not fail; should one break that rule, the stream just ends.
        let subscription = StreamHandOver.subscribe(
            source,
            yield: { continuation.yield($0) },
            finish: { _ in continuation.finish() }
        )
        continuation.onTermination = { _ in subscription.dispose() }
    }
}
