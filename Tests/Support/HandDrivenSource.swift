// SPDX-License-Identifier: MIT
import RxCore

/// A source a test drives by hand, for re-entrancy tests in targets without subjects: it keeps the observer of its
/// latest subscription until that subscription is disposed, and ``send(_:)`` and ``complete()`` deliver to it, from
/// wherever the test calls them (an observer's callback included). Single-threaded use only.
public final class HandDrivenSource<Element>: @unchecked Sendable {
    // Unchecked: the tests that use it run on one thread.
    private var observer: AnyObserver<Element>?

    public init() {}

    /// Whether a subscription is live: subscribed, and neither disposed nor ended.
    public var isSubscribed: Bool { observer != nil }

    /// The source: each subscription replaces the observer kept.
    public var observable: Observable<Element> {
        Observable.create { [self] observer in
            self.observer = observer
            return Disposables.create { [self] in self.observer = nil }
        }
    }

    /// Sends `element` to the live subscription, if any.
    public func send(_ element: Element) {
        observer?.onNext(element)
    }

    /// Completes the live subscription, if any.
    public func complete() {
        let observer = self.observer
        self.observer = nil
        observer?.onCompleted()
    }
}
