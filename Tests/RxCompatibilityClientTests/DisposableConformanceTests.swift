// SPDX-License-Identifier: MIT
import RxSwift
import XCTest

/// A user's own non-final `Disposable` class, as RxFeedback's `Bindings<Event>` is: `Disposable` is `Sendable`, so
/// such a class says how it is safe to share (here `@unchecked Sendable`, since its state is set once in `init`);
/// the migration article documents the fix.
public class Bindings<Event>: Disposable, @unchecked Sendable {
    private let subscriptions: [Disposable]

    public init(subscriptions: [Disposable]) {
        self.subscriptions = subscriptions
    }

    public func dispose() {
        for subscription in subscriptions { subscription.dispose() }
    }
}

final class DisposableConformanceTests: XCTestCase {
    func testANonFinalDisposableClassMarkedUncheckedSendableDisposesItsSubscriptions() {
        let first = BooleanDisposable()
        let second = BooleanDisposable()
        let bindings = Bindings<Int>(subscriptions: [first, second])
        let bag = DisposeBag()
        bindings.disposed(by: bag)
        bindings.dispose()
        XCTAssertTrue(first.isDisposed)
        XCTAssertTrue(second.isDisposed)
    }
}
