// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class DisposablesTests: RxTestCase {
    func test_create_returnsNoOpDisposable() {
        Disposables.create().dispose()
    }

    func test_createWithAction_runsActionOnce() {
        let counter = Counter()
        let disposable = Disposables.create { counter.increment() }
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(counter.value, 1)
    }

    func test_createTwo_disposesBothInOrder() {
        let log = Recorder<Int>()
        let disposable = Disposables.create(Disposables.create { log.append(1) }, Disposables.create { log.append(2) })
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertEqual(log.values, [1, 2])
    }

    func test_createThree_disposesAllInOrder() {
        let log = Recorder<Int>()
        let disposable = Disposables.create(
            Disposables.create { log.append(1) },
            Disposables.create { log.append(2) },
            Disposables.create { log.append(3) }
        )
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(log.values, [1, 2, 3])
    }

    func test_createVariadic_disposesAllInOrder() {
        let log = Recorder<Int>()
        let disposable = Disposables.create(
            Disposables.create { log.append(1) },
            Disposables.create { log.append(2) },
            Disposables.create { log.append(3) },
            Disposables.create { log.append(4) },
            Disposables.create { log.append(5) }
        )
        disposable.dispose()
        XCTAssertEqual(log.values, [1, 2, 3, 4, 5])
    }

    func test_createArray_disposesAllInOrder() {
        let log = Recorder<Int>()
        for count in [0, 1, 2, 4] {
            let disposable = Disposables.create((0..<count).map { index in Disposables.create { log.append(index) } })
            disposable.dispose()
            XCTAssertTrue(disposable.isDisposed)
        }
        XCTAssertEqual(log.values, [0, 0, 1, 0, 1, 2, 3])
    }

    func test_booleanDisposable_recordsDisposal() {
        let disposable = BooleanDisposable()
        XCTAssertFalse(disposable.isDisposed)
        disposable.dispose()
        XCTAssertTrue(disposable.isDisposed)
        XCTAssertTrue(BooleanDisposable(isDisposed: true).isDisposed)
    }

    func test_singleAssignment_disposesAssignedDisposable() {
        let counter = Counter()
        let disposable = SingleAssignmentDisposable()
        disposable.setDisposable(Disposables.create { counter.increment() })
        XCTAssertEqual(counter.value, 0)
        disposable.dispose()
        disposable.dispose()
        XCTAssertEqual(counter.value, 1)
        XCTAssertTrue(disposable.isDisposed)
    }

    func test_singleAssignment_disposesLateAssignmentAtOnce() {
        let counter = Counter()
        let disposable = SingleAssignmentDisposable()
        disposable.dispose()
        disposable.setDisposable(Disposables.create { counter.increment() })
        XCTAssertEqual(counter.value, 1)
    }

    func test_serial_replacingDisposesPrevious() {
        let log = Recorder<Int>()
        let serial = SerialDisposable()
        serial.disposable = Disposables.create { log.append(1) }
        serial.disposable = Disposables.create { log.append(2) }
        XCTAssertEqual(log.values, [1])
        serial.dispose()
        XCTAssertEqual(log.values, [1, 2])
        serial.disposable = Disposables.create { log.append(3) }
        XCTAssertEqual(log.values, [1, 2, 3])
        XCTAssertTrue(serial.isDisposed)
    }

    func test_composite_insertRemoveAndDispose() {
        let log = Recorder<Int>()
        let composite = CompositeDisposable()
        let key1 = composite.insert(Disposables.create { log.append(1) })
        _ = composite.insert(Disposables.create { log.append(2) })
        XCTAssertEqual(composite.count, 2)
        composite.remove(for: key1!)
        XCTAssertEqual(log.values, [1])
        XCTAssertEqual(composite.count, 1)
        composite.remove(for: key1!)
        XCTAssertEqual(log.values, [1])
        composite.dispose()
        XCTAssertEqual(log.values, [1, 2])
        XCTAssertTrue(composite.isDisposed)
        XCTAssertNil(composite.insert(Disposables.create { log.append(3) }))
        XCTAssertEqual(log.values, [1, 2, 3])
        XCTAssertEqual(composite.count, 0)
    }

    /// Random inserts and removals against a plain model: every removal disposes exactly its own disposable, the
    /// count follows, and `dispose()` ends the rest in insertion order. Thousands of steps with up to hundreds of
    /// live entries go through every way the storage drops holes (at either end, and compacting the middle).
    func test_composite_randomInsertsAndRemovals_matchAModel() {
        var generator = SplitMix64(seed: 42)
        for round in 0..<20 {
            let log = Recorder<Int>()
            let composite = CompositeDisposable()
            var live: [(id: Int, key: CompositeDisposable.DisposeKey)] = []
            var nextID = 0
            for _ in 0..<2_000 {
                let insertBias = round % 2 == 0 ? 60 : 45
                if live.isEmpty || Int(generator.next() % 100) < insertBias {
                    let id = nextID
                    nextID += 1
                    guard let key = composite.insert(Disposables.create { log.append(id) }) else {
                        return XCTFail("insert refused before dispose")
                    }
                    live.append((id, key))
                } else {
                    // Mostly the newest or the oldest, sometimes one in the middle.
                    let choice = generator.next() % 4
                    let index =
                        choice == 0 ? 0 : choice == 1 ? live.count - 1 : Int(generator.next() % UInt64(live.count))
                    let removed = live.remove(at: index)
                    composite.remove(for: removed.key)
                    XCTAssertEqual(log.values.last, removed.id)
                    composite.remove(for: removed.key)
                }
                XCTAssertEqual(composite.count, live.count)
            }
            let disposedBefore = log.values.count
            composite.dispose()
            XCTAssertEqual(Array(log.values.dropFirst(disposedBefore)), live.map(\.id), "round \(round)")
            XCTAssertEqual(composite.count, 0)
        }
    }

    func test_composite_initialisers_disposeEverything() {
        let log = Recorder<Int>()
        let make = { (index: Int) in Disposables.create { log.append(index) } }
        CompositeDisposable(make(1), make(2)).dispose()
        CompositeDisposable(make(3), make(4), make(5)).dispose()
        CompositeDisposable(make(6), make(7), make(8), make(9), make(10)).dispose()
        CompositeDisposable(disposables: [make(11)]).dispose()
        XCTAssertEqual(log.values, Array(1...11))
    }

    func test_refCount_disposesUnderlyingWhenPrimaryAndDependentsAreDisposed() {
        let counter = Counter()
        let refCount = RefCountDisposable(disposable: Disposables.create { counter.increment() })
        let dependent1 = refCount.retain()
        let dependent2 = refCount.retain()
        refCount.dispose()
        XCTAssertEqual(counter.value, 0)
        dependent1.dispose()
        dependent1.dispose()
        XCTAssertEqual(counter.value, 0)
        dependent2.dispose()
        XCTAssertEqual(counter.value, 1)
        XCTAssertTrue(refCount.isDisposed)
        refCount.retain().dispose()
        XCTAssertEqual(counter.value, 1)
    }

    func test_refCount_withoutDependents_disposesAtOnce() {
        let counter = Counter()
        let refCount = RefCountDisposable(disposable: Disposables.create { counter.increment() })
        refCount.dispose()
        refCount.dispose()
        XCTAssertEqual(counter.value, 1)
    }

    func test_scheduledDisposable_disposesOnScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let disposedAt = Recorder<Int>()
        let scheduled = ScheduledDisposable(
            scheduler: scheduler,
            disposable: Disposables.create { disposedAt.append(scheduler.clock) }
        )
        scheduler.scheduleAt(100) { scheduled.dispose() }
        scheduler.start()
        XCTAssertEqual(disposedAt.values, [101])
        XCTAssertTrue(scheduled.isDisposed)
    }

    func test_disposeBag_insertFormsAndLateInsertion() {
        let log = Recorder<Int>()
        let make = { (index: Int) in Disposables.create { log.append(index) } }
        var bag: DisposeBag? = DisposeBag(disposing: make(1), make(2))
        bag!.insert(make(3))
        bag!.insert(make(4), make(5))
        bag!.insert {
            make(6)
            make(7)
        }
        bag!.insert([make(8)])
        make(9).disposed(by: bag!)
        XCTAssertEqual(log.values, [])
        bag = nil
        XCTAssertEqual(log.values, Array(1...9))
        var built: DisposeBag? = DisposeBag {
            make(10)
            make(11)
        }
        XCTAssertNotNil(built)
        built = nil
        XCTAssertEqual(log.values, Array(1...11))
    }
}
