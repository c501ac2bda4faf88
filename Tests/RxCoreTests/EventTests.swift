// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class EventTests: RxTestCase {
    func test_next_exposesElementAndIsNotStop() {
        let event = Event<Int>.next(1)
        XCTAssertEqual(event.element, 1)
        XCTAssertNil(event.error)
        XCTAssertFalse(event.isStopEvent)
        XCTAssertFalse(event.isCompleted)
        XCTAssertEqual(event.debugDescription, "next(1)")
    }

    func test_error_exposesErrorAndIsStop() {
        let event = Event<Int>.error(testError)
        XCTAssertNil(event.element)
        XCTAssertEqual(event.error as? TestError, testError)
        XCTAssertTrue(event.isStopEvent)
        XCTAssertFalse(event.isCompleted)
        XCTAssertEqual(event.debugDescription, "error(TestError(1))")
    }

    func test_completed_isStopAndCompleted() {
        let event = Event<Int>.completed
        XCTAssertNil(event.element)
        XCTAssertNil(event.error)
        XCTAssertTrue(event.isStopEvent)
        XCTAssertTrue(event.isCompleted)
        XCTAssertEqual(event.debugDescription, "completed")
    }

    func test_map_transformsNextAndPassesTerminalEvents() {
        XCTAssertEqual(Event<Int>.next(2).map { $0 * 10 }, .next(20))
        XCTAssertEqual(Event<Int>.completed.map { $0 * 10 }, .completed)
        XCTAssertEqual(Event<Int>.error(testError).map { $0 * 10 }, .error(testError))
    }

    func test_map_turnsThrownErrorIntoErrorEvent() {
        let mapped: Event<Int> = Event<Int>.next(2).map { _ in throw testError2 }
        XCTAssertEqual(mapped, .error(testError2))
    }

    func test_eventConvertible_returnsItself() {
        XCTAssertEqual(Event<Int>.next(3).event, .next(3))
    }
}
