// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

/// A minimal single-observer subject, to check that `SubjectType` is implementable outside RxCore.
private final class RelayOnce: SubjectType, @unchecked Sendable {
    // Test-only: used on one thread.
    typealias Element = Int
    private var observer: AnyObserver<Int>?

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        self.observer = AnyObserver(observer)
        return Disposables.create { self.observer = nil }
    }

    func asObserver() -> AnyObserver<Int> {
        AnyObserver { [weak self] event in self?.observer?.on(event) }
    }
}

final class SubjectTypeTests: RxTestCase {
    func test_subjectForwardsWhatItsObserverSideReceives() {
        let subject = RelayOnce()
        var received: [Int] = []
        let subscription = subject.asObservable().subscribe(onNext: { received.append($0) })
        subject.asObserver().onNext(1)
        subject.asObserver().onNext(2)
        subscription.dispose()
        subject.asObserver().onNext(3)
        XCTAssertEqual(received, [1, 2])
    }
}
