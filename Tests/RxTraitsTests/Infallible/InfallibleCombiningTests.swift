// SPDX-License-Identifier: MIT
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

final class InfallibleCombiningTests: RxTestCase {
    /// Two hot sources on a fresh scheduler, handed to `create`; returns the events recorded from 200 to 1000.
    private func run<Element: Equatable>(
        _ create: @escaping (Infallible<Int>, Infallible<Int>, TestScheduler) -> Infallible<Element>
    ) -> [Recorded<Event<Element>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(260)])
        let b = scheduler.createHotObservable([.next(220, 2), .next(240, 4), .completed(250)])
        return scheduler.start {
            create(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0), scheduler).asObservable()
        }.events
    }

    func test_flatMapFamily() {
        // Each inner sequence emits 10× and 100× its value, 10 and 30 ticks after it is subscribed, and completes
        // after 40.
        func inner(_ scheduler: TestScheduler) -> (Int) -> Infallible<Int> {
            { value in
                scheduler.createColdObservable([.next(10, value * 10), .next(30, value * 100), .completed(40)])
                    .asInfallible(onErrorJustReturn: 0)
            }
        }
        XCTAssertEqual(
            run { a, _, scheduler in a.flatMap(inner(scheduler)) },
            [.next(220, 10), .next(240, 100), .next(240, 30), .next(260, 300), .completed(270)]
        )
        XCTAssertEqual(
            run { a, _, scheduler in a.flatMapLatest(inner(scheduler)) },
            [.next(220, 10), .next(240, 30), .next(260, 300), .completed(270)]
        )
        XCTAssertEqual(
            run { a, _, scheduler in a.flatMapFirst(inner(scheduler)) },
            [.next(220, 10), .next(240, 100), .completed(260)]
        )
        XCTAssertEqual(
            run { a, _, scheduler in a.concatMap(inner(scheduler)) },
            [.next(220, 10), .next(240, 100), .next(260, 30), .next(280, 300), .completed(290)]
        )
    }

    func test_mergeConcatAndSwitchLatest() {
        let merged: [Recorded<Event<Int>>] = [
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(260),
        ]
        XCTAssertEqual(run { a, b, _ in Infallible.merge(a, b) }, merged)
        XCTAssertEqual(run { a, b, _ in Infallible.merge([a, b]) }, merged)
        XCTAssertEqual(run { a, b, _ in Infallible.of(a, b).merge() }, merged)
        XCTAssertEqual(run { a, b, _ in b.concat(a) }, [.next(220, 2), .next(240, 4), .completed(260)])
        // `b` has completed by the time `a` does, so it is subscribed too late to complete.
        XCTAssertEqual(run { a, b, _ in a.concat(b) }, [.next(210, 1), .next(230, 3)])
        XCTAssertEqual(run { a, b, _ in Infallible.concat([b, a]) }, [.next(220, 2), .next(240, 4), .completed(260)])
        XCTAssertEqual(
            run { a, b, _ in Infallible.of(b, a).concat() },
            [.next(220, 2), .next(240, 4), .completed(260)]
        )
        XCTAssertEqual(
            run { a, b, _ in Infallible.of(a, b).switchLatest() },
            [.next(220, 2), .next(240, 4), .completed(250)]
        )
    }

    func test_combineLatestAndZip_selectorTupleAndCollectionForms() {
        XCTAssertEqual(
            run { a, b, _ in Infallible.combineLatest(a, b) { $0 * 10 + $1 } },
            [.next(220, 12), .next(230, 32), .next(240, 34), .completed(260)]
        )
        XCTAssertEqual(
            run { a, b, _ in Infallible.combineLatest(a, b).map { "\($0.0)\($0.1)" } },
            [.next(220, "12"), .next(230, "32"), .next(240, "34"), .completed(260)]
        )
        XCTAssertEqual(
            run { a, b, _ in Infallible.zip(a, b, a) { $0 + $1 + $2 } },
            [.next(220, 4), .next(240, 10), .completed(260)]
        )
        XCTAssertEqual(
            run { a, b, _ in Infallible.zip(a, b).map { $0.0 * $0.1 } },
            [.next(220, 2), .next(240, 12), .completed(260)]
        )
        XCTAssertEqual(
            run { a, b, _ in Infallible.combineLatest([a, b]) },
            [.next(220, [1, 2]), .next(230, [3, 2]), .next(240, [3, 4]), .completed(260)]
        )
        XCTAssertEqual(
            run { a, b, _ in Infallible.zip([a, b]) { $0.reduce(0, +) } },
            [.next(220, 3), .next(240, 7), .completed(260)]
        )
        XCTAssertEqual(
            run { a, b, _ in Infallible.zip(a, b, a, b, a, b, a, b).map { $0.0 + $0.7 } },
            [.next(220, 3), .next(240, 7), .completed(260)]
        )
    }

    func test_withLatestFrom() {
        XCTAssertEqual(run { a, b, _ in a.withLatestFrom(b) { "\($0)\($1)" } }, [.next(230, "32"), .completed(260)])
        XCTAssertEqual(run { a, b, _ in a.withLatestFrom(b) }, [.next(230, 2), .completed(260)])
    }

    func test_bind_toObserversRelaysAndClosures() {
        let publish = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int>(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        let optional = PublishSubject<Int?>()
        var received: [Int] = []
        var optionals: [Int?] = []
        let bag = DisposeBag()
        publish.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        optional.subscribe(onNext: { optionals.append($0) }).disposed(by: bag)
        let source = Infallible.of(1, 2)
        source.bind(to: publish).disposed(by: bag)
        source.bind(to: behavior).disposed(by: bag)
        source.bind(to: replay).disposed(by: bag)
        source.bind(to: optional).disposed(by: bag)
        var closure: [Int] = []
        source.bind(onNext: { closure.append($0) }).disposed(by: bag)
        var replayed: [Int] = []
        replay.subscribe(onNext: { replayed.append($0) }).disposed(by: bag)
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(behavior.value, 2)
        XCTAssertEqual(replayed, [1, 2])
        XCTAssertEqual(optionals, [1, 2])
        XCTAssertEqual(closure, [1, 2])
    }
}
