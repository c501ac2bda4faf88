// SPDX-License-Identifier: MIT
import RxCore

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
extension SharedSequenceConvertibleType {
    /// The elements as an `AsyncStream`, for `for await element in driver.values`; a shared sequence cannot fail,
    /// so the loop does not throw.
    ///
    /// The subscription starts when the stream is created and ends when the sequence completes or the consuming
    /// task is cancelled (which disposes the subscription). Elements are delivered by the sharing scheduler (the
    /// main thread) and handed to the consuming task.
    ///
    /// One stream can be iterated by only one task: each read of `values` subscribes anew and returns its own
    /// stream, and iterating one stream from two tasks at once stops the program (as every `AsyncStream` does).
    /// Give each consuming task its own `values`.
    ///
    /// Back-pressure: elements are buffered without limit while the consumer is busy; apply `throttle` or
    /// `sample` first when a slow consumer matters.
    ///
    /// - Note: Available from macOS 10.15, iOS 13, tvOS 13 and watchOS 6.
    public var values: AsyncStream<Element> {
        nonThrowingValues(of: asObservable())
    }
}
