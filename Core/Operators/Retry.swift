// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Resubscribes to the sequence each time it fails, forever.
    ///
    /// ```
    /// source (1st): --a--#
    /// source (2nd):      --a--b--|
    /// retry():      --a----a--b--|
    /// ```
    ///
    /// - Note: Emits on the thread that delivers the source's events; it resubscribes on the thread of the error.
    public func retry() -> Observable<Element> {
        retrying(attempts: nil)
    }

    /// Subscribes to the sequence up to `maxAttemptCount` times in all, resubscribing after each failure; the
    /// last failure is emitted.
    ///
    /// ```
    /// source (1st): --a--#
    /// source (2nd):      --a--#
    /// retry(2):     --a----a--#
    /// ```
    ///
    /// The first subscription is made at once; each next one as soon as the previous failed, on the thread of the
    /// failure. Attempts that fail while being subscribed are made in a loop, in constant stack space.
    /// `retry(0)` completes at once without subscribing, as in RxSwift.
    ///
    /// - Parameter maxAttemptCount: The total number of subscriptions; must not be negative.
    /// - Note: Emits on the thread that delivers the source's events; it resubscribes on the thread of the error.
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        rxPrecondition(
            maxAttemptCount >= 0,
            "retry(_:): maxAttemptCount must not be negative, got \(maxAttemptCount)."
        )
        return retrying(attempts: maxAttemptCount)
    }

    private func retrying(attempts: Int?) -> Observable<Element> {
        SequentialSourcesSink.observable(
            mirroring: RepeatedSource(asObservable(), count: attempts),
            advance: .onError
        )
    }
}

/// `source`, `count` times, or forever when `count` is `nil`: the attempts of `retry`.
struct RepeatedSource<Element>: IteratorProtocol {
    private let source: Observable<Element>
    private var remaining: Int?

    init(_ source: Observable<Element>, count: Int?) {
        self.source = source
        self.remaining = count
    }

    mutating func next() -> Observable<Element>? {
        if let remaining {
            guard remaining > 0 else { return nil }
            self.remaining = remaining - 1
        }
        return source
    }
}
