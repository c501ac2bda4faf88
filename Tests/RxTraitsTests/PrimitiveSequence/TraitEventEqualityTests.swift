// SPDX-License-Identifier: MIT
import Foundation
import RxTestSupport
import RxTesting
import RxTraits
#if canImport(Testing)
    import Testing
#endif
import XCTest

/// Lists of trait events compare as RxTest compares them (errors by type, `NSError` domain and code, and
/// description), with `XCTAssertEqual` and with Swift Testing's `#expect`.
final class TraitEventEqualityTests: RxTestCase {
    func test_singleEvents_XCTAssertEqual() {
        var events: [SingleEvent<Int>] = []
        _ = Single.just(1).subscribe { events.append($0) }
        _ = Single<Int>.error(testError).subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(1), .failure(testError)])
        XCTAssertFalse(events == [.success(1), .failure(testError2)])
    }

    func test_maybeEvents_XCTAssertEqual() {
        var events: [MaybeEvent<Int>] = []
        _ = Maybe.just(1).subscribe { events.append($0) }
        _ = Maybe<Int>.empty().subscribe { events.append($0) }
        _ = Maybe<Int>.error(testError).subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(1), .completed, .error(testError)])
        XCTAssertNotEqual(events, [.success(1), .completed, .error(testError2)])
        XCTAssertNotEqual(events, [.success(2), .completed, .error(testError)])
        XCTAssertNotEqual(events, [.completed, .success(1), .error(testError)])
        XCTAssertNotEqual(MaybeEvent<Int>.error(testError), .error(NSError(domain: "TestError", code: 1)))
    }

    func test_completableEvents_XCTAssertEqual() {
        var events: [CompletableEvent] = []
        _ = Completable.empty().subscribe { events.append($0) }
        _ = Completable.error(testError).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .error(testError)])
        XCTAssertNotEqual(events, [.completed, .error(testError2)])
        XCTAssertNotEqual(CompletableEvent.error(NSError(domain: "a", code: 1)), .error(NSError(domain: "a", code: 2)))
        XCTAssertEqual(CompletableEvent.error(NSError(domain: "a", code: 1)), .error(NSError(domain: "a", code: 1)))
    }
}

#if canImport(Testing)
    @Suite struct TraitEventExpectTests {
        @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)  // Swift Testing's own floor
        @Test func expectComparesTraitEventLists() {
            var singles: [SingleEvent<Int>] = []
            var maybes: [MaybeEvent<Int>] = []
            var completables: [CompletableEvent] = []
            _ = Single.just(1).subscribe { singles.append($0) }
            _ = Maybe<Int>.error(testError).subscribe { maybes.append($0) }
            _ = Completable.empty().subscribe { completables.append($0) }
            #expect(singles == [.success(1)])
            #expect(maybes == [.error(testError)])
            #expect(maybes != [.error(testError2)])
            #expect(completables == [.completed])
        }
    }
#endif
