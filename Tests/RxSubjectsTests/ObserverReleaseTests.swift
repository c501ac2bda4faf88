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
        for (name, make) in Self.subjects {
            let subject = make()
            let (subscription, isReleased) = withLifetimeProbe { probe in
                subject.observable.subscribe(onNext: { _ in _ = probe })
            }
            subject.send(1)  // the emitter now holds its copy of the observers
            subscription.dispose()
            XCTAssertTrue(isReleased(), "\(name) still holds the disposed observer")
        }
    }

    func test_disposedFromInsideDelivery_isReleasedAfterTheDelivery() {
        for (name, make) in Self.subjects {
            let subject = make()
            var subscription: Disposable?
            var received: [Int] = []
            let isReleased = withLifetimeProbe { probe in
                subscription = subject.observable.subscribe(onNext: { value in
                    _ = probe
                    received.append(value)
                    if value == 1 { subscription?.dispose() }
                })
            }.isReleased
            subject.send(1)
            XCTAssertTrue(isReleased(), "\(name): the emitter's copy still holds the observer disposed during delivery")
            subject.send(2)
            XCTAssertEqual(received.last, 1, name)
        }
    }

    // A subscription made with an observer (not with closures) is the subject's own: after its disposal it may stay
    // held (in a bag, say) for long, and must keep nothing of its observer alive, as RxSwift's does.

    func test_disposedSubscription_stillHeld_keepsNothingOfTheObserver() {
        for (name, make) in Self.subjects {
            let subject = make()
            var received: [Int] = []
            let (subscription, isReleased) = withLifetimeProbe { probe in
                subject.observable.subscribe(
                    AnyObserver { event in
                        _ = probe
                        if case .next(let value) = event { received.append(value) }
                    }
                )
            }
            subject.send(1)
            subscription.dispose()
            XCTAssertTrue(isReleased(), "\(name): the disposed subscription still holds its observer")
            subject.send(2)
            XCTAssertEqual(received.last, 1, name)
            withExtendedLifetime(subscription) {}
        }
    }

    func test_subscriptionDisposedDuringDelivery_stillHeld_keepsNothingOfTheObserver() {
        for (name, make) in Self.subjects {
            let subject = make()
            var subscription: Disposable?
            let isReleased = withLifetimeProbe { probe in
                subscription = subject.observable.subscribe(
                    AnyObserver { event in
                        _ = probe
                        if case .next(1) = event { subscription?.dispose() }
                    }
                )
            }.isReleased
            subject.send(1)
            XCTAssertTrue(isReleased(), "\(name): the subscription disposed during delivery still holds its observer")
            XCTAssertNotNil(subscription)
        }
    }

    func test_subscriptionToAnEndedSubject_keepsNothingOfTheObserver() {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 2)
        publish.onCompleted()
        behavior.onCompleted()
        replay.onNext(1)
        replay.onCompleted()
        // Ended: the subscriber gets the replay and the end while it subscribes, and is not registered.
        let cases: [(String, Observable<Int>, [Event<Int>])] = [
            ("PublishSubject", publish.asObservable(), [.completed]),
            ("BehaviorSubject", behavior.asObservable(), [.completed]),
            ("ReplaySubject", replay.asObservable(), [.next(1), .completed]),
        ]
        for (name, subject, expected) in cases {
            var events: [Event<Int>] = []
            let (subscription, isReleased) = withLifetimeProbe { probe in
                subject.subscribe(
                    AnyObserver { event in
                        _ = probe
                        events.append(event)
                    }
                )
            }
            XCTAssertEqual(events, expected, name)
            XCTAssertTrue(isReleased(), "\(name): the subscription to an ended subject holds its observer")
            withExtendedLifetime(subscription) {}
        }
    }

    func test_insertionDroppedBySubjectDisposal_keepsNothingOfTheObserver() {
        let subject = PublishSubject<Int>()
        var late: Disposable?
        var lateEvents: [Event<Int>] = []
        var isReleased: () -> Bool = { false }
        let first = subject.subscribe(onNext: { value in
            guard value == 1 else { return }
            // Subscribed during a delivery: the insertion is queued for the deliverer, then the disposal drops it.
            (late, isReleased) = withLifetimeProbe { probe in
                subject.subscribe(
                    AnyObserver { event in
                        _ = probe
                        lateEvents.append(event)
                    }
                )
            }
            subject.dispose()
        })
        subject.onNext(1)
        XCTAssertTrue(isReleased(), "the subscription whose insertion was dropped still holds its observer")
        XCTAssertTrue(lateEvents.isEmpty)
        XCTAssertNotNil(late)
        first.dispose()
    }
}
