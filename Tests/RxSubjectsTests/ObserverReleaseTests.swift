// SPDX-License-Identifier: MIT
import RxSubjects
import RxTestSupport
import RxTesting
import XCTest

/// The emitter's copy of the observers must not keep a disposed observer alive, for every subject kind that sends
/// elements as they come.
final class ObserverReleaseTests: XCTestCase {
    private typealias Subject = (observable: Observable<Int>, send: (Int) -> Void)

    private static func erase<S: SubjectType>(_ subject: S) -> Subject
    where S.Element == Int, S.Observer.Element == Int {
        (subject.asObservable(), { subject.asObserver().onNext($0) })
    }

    private static var subjects: [(name: String, make: () -> Subject)] {
        [
            ("PublishSubject", { erase(PublishSubject<Int>()) }),
            ("BehaviorSubject", { erase(BehaviorSubject(value: 0)) }),
            ("ReplaySubject", { erase(ReplaySubject<Int>.create(bufferSize: 2)) }),
        ]
    }

    func test_disposedObserverIsReleased_evenIfNoEventFollows() {
        final class Owner {}
        for (name, make) in Self.subjects {
            let subject = make()
            weak var released: Owner?
            var subscription: Disposable?
            do {
                let owner = Owner()
                released = owner
                subscription = subject.observable.subscribe(onNext: { _ in _ = owner })
            }
            subject.send(1)  // the emitter now holds its copy of the observers
            subscription?.dispose()
            XCTAssertNil(released, "\(name) still holds the disposed observer")
        }
    }

    func test_disposedFromInsideDelivery_isReleasedAfterTheDelivery() {
        final class Owner {}
        for (name, make) in Self.subjects {
            let subject = make()
            weak var released: Owner?
            var subscription: Disposable?
            var received: [Int] = []
            do {
                let owner = Owner()
                released = owner
                subscription = subject.observable.subscribe(onNext: { value in
                    _ = owner
                    received.append(value)
                    if value == 1 { subscription?.dispose() }
                })
            }
            subject.send(1)
            XCTAssertNil(released, "\(name): the emitter's copy still holds the observer disposed during delivery")
            subject.send(2)
            XCTAssertEqual(received.last, 1, name)
        }
    }
}
