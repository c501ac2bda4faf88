// SPDX-License-Identifier: MIT
import RxSchedulers
import RxSubjects
import RxTestSupport
import RxTesting
import XCTest

/// Re-entrant use of each operator: an observer at the end of a chain pushes into the subject at its start, from
/// inside its own `onNext`. The subject queues the push (see the contract's reentrancy rule), so every operator
/// must see it as the next element, after the current one has been fully handled: the observer is never entered
/// twice at once, and the output is the one of the same elements sent one after the other.
final class OperatorReentrancyTests: RxTestCase {
    /// Sends `initial` into `build(subject)`; whenever the observer receives an element for which `feedback`
    /// returns a value, it sends that value into the subject from inside `onNext`. Returns the events received.
    private func reentrantEvents<Result>(
        _ build: (Observable<Int>) -> Observable<Result>,
        initial: [Int] = [1],
        feedback: @escaping (Result) -> Int?,
        file: StaticString = #filePath,
        line: UInt = #line
    ) -> [Event<Result>] {
        let subject = PublishSubject<Int>()
        var events: [Event<Result>] = []
        var depth = 0
        var maximumDepth = 0
        let subscription = build(subject.asObservable()).subscribe { event in
            depth += 1
            maximumDepth = max(maximumDepth, depth)
            events.append(event)
            if case .next(let element) = event, let next = feedback(element) {
                subject.onNext(next)
            }
            depth -= 1
        }
        initial.forEach(subject.onNext)
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(
            maximumDepth,
            1,
            "the observer was entered while it was handling an event",
            file: file,
            line: line
        )
        return events
    }

    /// Feeds back `element + 1` below 5.
    private func upToFive(_ element: Int) -> Int? { element < 5 ? element + 1 : nil }

    func test_map() {
        XCTAssertEqual(
            reentrantEvents({ $0.map { $0 * 10 } }, feedback: { $0 < 50 ? $0 / 10 + 1 : nil }),
            [.next(10), .next(20), .next(30), .next(40), .next(50), .completed]
        )
    }

    func test_filterAndCompactMap() {
        XCTAssertEqual(
            reentrantEvents({ $0.filter { $0 % 2 == 1 } }, feedback: { $0 < 5 ? $0 + 2 : nil }),
            [.next(1), .next(3), .next(5), .completed]
        )
        XCTAssertEqual(
            reentrantEvents({ $0.compactMap { $0 < 4 ? $0 : nil } }, feedback: upToFive),
            [.next(1), .next(2), .next(3), .completed]
        )
    }

    func test_scan() {
        XCTAssertEqual(
            reentrantEvents({ $0.scan(0, accumulator: +) }, feedback: { $0 < 10 ? $0 : nil }),
            [.next(1), .next(2), .next(4), .next(8), .next(16), .completed]
        )
    }

    func test_distinctUntilChanged() {
        XCTAssertEqual(
            reentrantEvents({ $0.distinctUntilChanged() }, feedback: { $0 < 3 ? $0 : nil }),
            [.next(1), .completed]
        )
    }

    func test_takeAndSkip() {
        XCTAssertEqual(reentrantEvents({ $0.take(3) }, feedback: upToFive), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(
            reentrantEvents({ $0.skip(2) }, initial: [1, 2, 3], feedback: upToFive),
            [.next(3), .next(4), .next(5), .completed]
        )
        XCTAssertEqual(
            reentrantEvents({ $0.take(while: { $0 < 3 }) }, feedback: upToFive),
            [.next(1), .next(2), .completed]
        )
    }

    func test_startWith_andDo() {
        var sideEffects: [Int] = []
        XCTAssertEqual(
            reentrantEvents(
                { $0.do(onNext: { sideEffects.append($0) }).startWith(0) },
                feedback: { $0 > 0 ? self.upToFive($0) : nil }
            ),
            [.next(0), .next(1), .next(2), .next(3), .next(4), .next(5), .completed]
        )
        XCTAssertEqual(sideEffects, [1, 2, 3, 4, 5])
    }

    func test_flatMapFamily() {
        let expected: [Event<Int>] = [.next(1), .next(2), .next(3), .next(4), .next(5), .completed]
        XCTAssertEqual(reentrantEvents({ $0.flatMap { Observable.just($0) } }, feedback: upToFive), expected)
        XCTAssertEqual(reentrantEvents({ $0.flatMapLatest { Observable.just($0) } }, feedback: upToFive), expected)
        XCTAssertEqual(reentrantEvents({ $0.flatMapFirst { Observable.just($0) } }, feedback: upToFive), expected)
        XCTAssertEqual(reentrantEvents({ $0.concatMap { Observable.just($0) } }, feedback: upToFive), expected)
    }

    func test_mergeAndConcatWithAnotherSource() {
        let expected: [Event<Int>] = [.next(1), .next(2), .next(3), .next(4), .next(5), .completed]
        XCTAssertEqual(reentrantEvents({ Observable.merge($0, .empty()) }, feedback: upToFive), expected)
        XCTAssertEqual(reentrantEvents({ $0.concat(Observable.empty()) }, feedback: upToFive), expected)
    }

    func test_combineLatestZipAndWithLatestFrom() {
        XCTAssertEqual(
            reentrantEvents(
                { Observable.combineLatest($0, Observable.just(10)) { $0 + $1 } },
                feedback: { $0 < 15 ? $0 - 9 : nil }
            ),
            [.next(11), .next(12), .next(13), .next(14), .next(15), .completed]
        )
        XCTAssertEqual(
            reentrantEvents({ Observable.zip($0, Observable.of(10, 20, 30)) { $0 + $1 } }, feedback: { $0 % 10 + 1 }),
            [.next(11), .next(22), .next(33), .completed]
        )
        XCTAssertEqual(
            reentrantEvents(
                { $0.withLatestFrom(Observable.just(7)) { $0 * $1 } },
                feedback: { $0 < 35 ? $0 / 7 + 1 : nil }
            ),
            [.next(7), .next(14), .next(21), .next(28), .next(35), .completed]
        )
    }

    func test_shareAndMulticastedSubjects() {
        XCTAssertEqual(
            reentrantEvents({ $0.share(replay: 1) }, feedback: upToFive),
            [.next(1), .next(2), .next(3), .next(4), .next(5), .completed]
        )
        XCTAssertEqual(
            reentrantEvents({ $0.publish().refCount() }, feedback: upToFive),
            [.next(1), .next(2), .next(3), .next(4), .next(5), .completed]
        )
    }

    func test_bufferWindowAndReduce() {
        XCTAssertEqual(
            reentrantEvents({ $0.reduce(0, accumulator: +) }, feedback: { _ in nil }),
            [.next(1), .completed]
        )
        XCTAssertEqual(
            reentrantEvents(
                {
                    $0.buffer(
                        timeSpan: .seconds(1_000),
                        count: 1,
                        scheduler: SerialDispatchQueueScheduler(qos: .default)
                    )
                },
                feedback: { $0.first.flatMap(self.upToFive) }
            ),
            [.next([1]), .next([2]), .next([3]), .next([4]), .next([5]), .next([]), .completed]
        )
    }

    func test_materializeEnumeratedAndElementAt() {
        XCTAssertEqual(
            reentrantEvents(
                { $0.enumerated().map { $0.index * 10 + $0.element } },
                feedback: { $0 < 40 ? $0 % 10 + 1 : nil }
            ),
            [.next(1), .next(12), .next(23), .next(34), .next(45), .completed]
        )
        // The element sent from inside `onNext` arrives after the completion, and is dropped.
        XCTAssertEqual(
            reentrantEvents({ $0.element(at: 2) }, initial: [1, 2, 3], feedback: upToFive),
            [.next(3), .completed]
        )
        XCTAssertEqual(
            reentrantEvents(
                { $0.materialize().map { $0.element ?? -1 } },
                feedback: { $0 > 0 ? self.upToFive($0) : nil }
            ),
            [.next(1), .next(2), .next(3), .next(4), .next(5), .next(-1), .completed]
        )
    }
}
