// SPDX-License-Identifier: MIT
// NSObject's reactive extensions that need the Objective-C runtime; compiled for iOS here, run on a Mac.
#if canImport(ObjectiveC)
    import Foundation
    import RxCocoa
    import RxCore
    import RxTestSupport
    import RxTesting
    import XCTest

    /// An object whose methods are sent through `objc_msgSend`, so that they can be intercepted.
    private class Greeter: NSObject {
        var log: [String] = []
        @objc dynamic var name: String? = "initial"
        @objc dynamic var count: Int = 0
        @objc dynamic weak var friend: Greeter?
        var onDeinit: (() -> Void)?

        @objc dynamic func greet(_ who: String, times: Int) {
            log.append("greet \(who) \(times)")
        }

        @objc dynamic func reset() {
            log.append("reset")
        }

        @objc dynamic func answer() -> CGRect {
            .zero
        }

        deinit {
            onDeinit?()
        }
    }

    final class NSObjectRxTests: RxTestCase {
        func test_deallocated_emitsOnceThenCompletes_whenTheObjectIsReleased() {
            var object: Greeter? = Greeter()
            var events: [String] = []
            let subscription = object!.rx.deallocated.subscribe(
                onNext: { events.append("next") },
                onCompleted: { events.append("completed") }
            )
            XCTAssertEqual(events, [])
            object = nil
            XCTAssertEqual(events, ["next", "completed"])
            subscription.dispose()
        }

        func test_deallocated_isOneSequence_replayedToLateSubscribers() {
            var object: Greeter? = Greeter()
            let deallocated = object!.rx.deallocated
            object = nil
            var events: [String] = []
            _ = deallocated.subscribe(onNext: { events.append("next") }, onCompleted: { events.append("completed") })
            XCTAssertEqual(events, ["next", "completed"])
        }

        func test_deallocating_comesBeforeTheObjectsDeinit_deallocatedAfter() {
            var object: Greeter? = Greeter()
            var events: [String] = []
            object!.onDeinit = { events.append("deinit") }
            let deallocating = object!.rx.deallocating.subscribe(
                onNext: { events.append("deallocating") },
                onCompleted: { events.append("deallocating completed") }
            )
            let deallocated = object!.rx.deallocated.subscribe(onNext: { events.append("deallocated") })
            object = nil
            XCTAssertEqual(events.first, "deallocating")
            XCTAssertEqual(events.firstIndex(of: "deinit"), 1)
            XCTAssertTrue(events.contains("deallocated"))
            XCTAssertTrue(events.contains("deallocating completed"))
            deallocating.dispose()
            deallocated.dispose()
        }

        func test_sentMessage_beforeTheMethod_methodInvoked_after_withTheArguments() {
            let object = Greeter()
            var events: [String] = []
            let sent = object.rx.sentMessage(#selector(Greeter.greet(_:times:))).subscribe(onNext: { arguments in
                events.append("sent \(arguments[0]) \(arguments[1]), log \(object.log.count)")
            })
            let invoked = object.rx.methodInvoked(#selector(Greeter.greet(_:times:))).subscribe(onNext: { arguments in
                events.append("invoked \(arguments[0]) \(arguments[1]), log \(object.log.count)")
            })
            object.greet("ann", times: 2)
            XCTAssertEqual(events, ["sent ann 2, log 0", "invoked ann 2, log 1"])
            XCTAssertEqual(object.log, ["greet ann 2"])
            XCTAssertTrue(type(of: object) == Greeter.self)
            XCTAssertTrue(object.isKind(of: Greeter.self))
            sent.dispose()
            invoked.dispose()
        }

        func test_sentMessage_argumentsAreBoxed() {
            let object = Greeter()
            var arguments: [[Any]] = []
            let subscription = object.rx.sentMessage(#selector(Greeter.greet(_:times:)))
                .subscribe(onNext: { arguments.append($0) })
            object.greet("bob", times: 7)
            XCTAssertEqual(arguments.count, 1)
            XCTAssertEqual(arguments.first?[0] as? String, "bob")
            XCTAssertEqual((arguments.first?[1] as? NSNumber)?.intValue, 7)
            subscription.dispose()
        }

        func test_interceptingOneObject_leavesOtherObjectsOfTheClassWorking() {
            let observed = Greeter()
            let other = Greeter()
            var sent = 0
            let subscription = observed.rx.sentMessage(#selector(Greeter.reset)).subscribe(onNext: { _ in sent += 1 })
            let second = Greeter()
            var secondSent = 0
            let secondSubscription = second.rx.sentMessage(#selector(Greeter.reset))
                .subscribe(onNext: { _ in secondSent += 1 })
            other.reset()
            observed.reset()
            second.reset()
            second.reset()
            XCTAssertEqual(sent, 1)
            XCTAssertEqual(secondSent, 2)
            XCTAssertEqual(other.log, ["reset"])
            XCTAssertEqual(observed.log, ["reset"])
            XCTAssertEqual(second.log, ["reset", "reset"])
            subscription.dispose()
            secondSubscription.dispose()
        }

        func test_sentMessage_completesWhenTheObjectIsDeallocated() {
            var object: Greeter? = Greeter()
            var events: [String] = []
            let subscription = object!.rx.sentMessage(#selector(Greeter.reset))
                .subscribe(onNext: { _ in events.append("next") }, onCompleted: { events.append("completed") })
            object!.reset()
            object = nil
            XCTAssertEqual(events, ["next", "completed"])
            subscription.dispose()
        }

        func test_sentMessage_ofAnUnimplementedSelector_failsWithSelectorNotImplemented() {
            let object = Greeter()
            var failure: Error?
            _ = object.rx.sentMessage(NSSelectorFromString("noSuchMethod")).subscribe(onError: { failure = $0 })
            guard case .selectorNotImplemented(let target)? = failure as? RxCocoaObjCRuntimeError else {
                return XCTFail("expected selectorNotImplemented, got \(String(describing: failure))")
            }
            XCTAssertTrue(target === object)
        }

        func test_sentMessage_ofAMethodReturningAStructure_failsWithUnsupportedReturnType() {
            let object = Greeter()
            var failure: Error?
            _ = object.rx.sentMessage(#selector(Greeter.answer)).subscribe(onError: { failure = $0 })
            guard case .observingMessagesWithUnsupportedReturnType? = failure as? RxCocoaObjCRuntimeError else {
                return XCTFail(
                    "expected observingMessagesWithUnsupportedReturnType, got \(String(describing: failure))"
                )
            }
        }

        func test_sentMessage_ofRespondsToSelector_failsAsPerformanceSensitive() {
            var failure: Error?
            _ = Greeter().rx.sentMessage(#selector(NSObject.responds(to:))).subscribe(onError: { failure = $0 })
            guard case .observingPerformanceSensitiveMessages? = failure as? RxCocoaObjCRuntimeError else {
                return XCTFail("expected observingPerformanceSensitiveMessages, got \(String(describing: failure))")
            }
        }

        func test_observe_emitsTheInitialValueThenEachChange() {
            let object = Greeter()
            var values: [String?] = []
            let subscription = object.rx.observe(String.self, "name").subscribe(onNext: { values.append($0) })
            object.name = "ann"
            object.name = nil
            XCTAssertEqual(values, ["initial", "ann", nil])
            subscription.dispose()
            object.name = "after"
            XCTAssertEqual(values.count, 3)
        }

        func test_observe_KVORepresentable_unboxesNumbers() {
            let object = Greeter()
            var values: [Int?] = []
            let subscription = object.rx.observe(Int.self, "count", options: [.new]).subscribe(onNext: {
                values.append($0)
            })
            object.count = 3
            object.count = 4
            XCTAssertEqual(values, [3, 4])
            subscription.dispose()
        }

        func test_observe_keyPath_completesWhenTheObjectIsDeallocated() {
            var object: Greeter? = Greeter()
            var events: [String] = []
            let subscription = object!.rx.observe(\.count)
                .subscribe(onNext: { events.append("\($0)") }, onCompleted: { events.append("completed") })
            object!.count = 1
            object = nil
            XCTAssertEqual(events, ["0", "1", "completed"])
            subscription.dispose()
        }

        func test_observeWeakly_doesNotRetain_andEndsWithNilWhenTheObjectIsDeallocated() {
            var object: Greeter? = Greeter()
            weak let weakObject = object
            var events: [String] = []
            let subscription = object!.rx.observeWeakly(String.self, "name")
                .subscribe(onNext: { events.append($0 ?? "nil") }, onCompleted: { events.append("completed") })
            object!.name = "ann"
            object = nil
            XCTAssertNil(weakObject)
            XCTAssertEqual(events, ["initial", "ann", "nil", "completed"])
            subscription.dispose()
        }

        func test_observeWeakly_followsAWeakPropertyToNilWhenItsObjectGoes() {
            let object = Greeter()
            var friend: Greeter? = Greeter()
            friend!.name = "friend"
            object.friend = friend
            var values: [String] = []
            let subscription = object.rx.observeWeakly(String.self, "friend.name")
                .subscribe(onNext: { values.append($0 ?? "nil") })
            friend!.name = "renamed"
            friend = nil
            XCTAssertEqual(values, ["friend", "renamed", "nil"])
            subscription.dispose()
        }

        func test_observeWeakly_ofAnUnknownProperty_failsWithInvalidPropertyName() {
            var failure: Error?
            _ = Greeter().rx.observeWeakly(String.self, "nothing").subscribe(onError: { failure = $0 })
            guard case .invalidPropertyName(_, let name)? = failure as? RxCocoaError else {
                return XCTFail("expected invalidPropertyName, got \(String(describing: failure))")
            }
            XCTAssertEqual(name, "nothing")
        }
    }
#endif
