// SPDX-License-Identifier: MIT
import CRxSynchronization
import Foundation
import RxTestSupport
import XCTest

@testable import RxCore

/// The synchronization layer (Core/Internal/Synchronization): each primitive's operations, and its guarantees
/// under many threads, with exact results. The same tests run under the Thread Sanitizer in CI, which checks the
/// orderings as well as the counts.
final class SynchronizationLayerTests: XCTestCase {
    // MARK: - RxAtomic: single-threaded semantics

    func test_atomic_loadStoreExchange() {
        let box = Holder()
        XCTAssertEqual(RxAtomic.load(&box.int, ordering: .relaxed), 7)
        RxAtomic.store(&box.int, -3, ordering: .releasing)
        XCTAssertEqual(RxAtomic.load(&box.int, ordering: .acquiring), -3)
        XCTAssertEqual(RxAtomic.exchange(&box.int, 11, ordering: .acquiringAndReleasing), -3)
        XCTAssertEqual(RxAtomic.exchange(&box.int, 12, ordering: .relaxed), 11)
        XCTAssertEqual(RxAtomic.load(&box.int, ordering: .acquiring), 12)
    }

    func test_atomic_compareExchange_reportsWhatItFound() {
        let box = Holder()
        let failed = RxAtomic.compareExchange(&box.int, expected: 0, desired: 1, ordering: .acquiringAndReleasing)
        XCTAssertFalse(failed.exchanged)
        XCTAssertEqual(failed.original, 7)
        XCTAssertEqual(RxAtomic.load(&box.int, ordering: .acquiring), 7)
        let succeeded = RxAtomic.compareExchange(&box.int, expected: 7, desired: 8, ordering: .relaxed)
        XCTAssertTrue(succeeded.exchanged)
        XCTAssertEqual(succeeded.original, 7)
        XCTAssertEqual(RxAtomic.load(&box.int, ordering: .acquiring), 8)
    }

    func test_atomic_wrappingArithmetic_returnsOldAndNewValues() {
        let box = Holder()
        let added = RxAtomic.wrappingAdd(&box.int, 5, ordering: .acquiringAndReleasing)
        XCTAssertEqual(added.oldValue, 7)
        XCTAssertEqual(added.newValue, 12)
        let subtracted = RxAtomic.wrappingSubtract(&box.int, 20, ordering: .relaxed)
        XCTAssertEqual(subtracted.oldValue, 12)
        XCTAssertEqual(subtracted.newValue, -8)
        RxAtomic.store(&box.int, Int.max, ordering: .relaxed)
        XCTAssertEqual(RxAtomic.wrappingAdd(&box.int, 1, ordering: .relaxed).newValue, Int.min)
    }

    func test_atomic_int32_wrapsAt32Bits() {
        let box = Holder()
        RxAtomic.store(&box.int32, Int32.max, ordering: .relaxed)
        let added = RxAtomic.wrappingAdd(&box.int32, 1, ordering: .relaxed)
        XCTAssertEqual(added.oldValue, Int32.max)
        XCTAssertEqual(added.newValue, Int32.min)
        XCTAssertEqual(RxAtomic.load(&box.int32, ordering: .relaxed), Int32.min)
        XCTAssertEqual(RxAtomic.wrappingSubtract(&box.int32, 1, ordering: .relaxed).newValue, Int32.max)
        XCTAssertEqual(RxAtomic.load(&box.int32, ordering: .relaxed), Int32.max)
    }

    func test_atomic_boolAndUInt_roundTrip() {
        let box = Holder()
        XCTAssertFalse(RxAtomic.exchange(&box.bool, true, ordering: .acquiringAndReleasing))
        XCTAssertTrue(RxAtomic.load(&box.bool, ordering: .acquiring))
        RxAtomic.store(&box.uint, UInt.max, ordering: .releasing)
        XCTAssertEqual(RxAtomic.load(&box.uint, ordering: .acquiring), UInt.max)
        XCTAssertEqual(RxAtomic.wrappingAdd(&box.uint, 1, ordering: .relaxed).newValue, 0)
    }

    func test_atomicBox_compareExchange() {
        let box = RxAtomicBox(-1)
        XCTAssertEqual(box.compareExchange(expected: -1, desired: 2, ordering: .acquiringAndReleasing).exchanged, true)
        let second = box.compareExchange(expected: -1, desired: 3, ordering: .acquiringAndReleasing)
        XCTAssertFalse(second.exchanged)
        XCTAssertEqual(second.original, 2)
    }

    // MARK: - RxAtomic under many threads

    func test_atomic_concurrentIncrements_loseNothing() {
        let box = Holder()
        RxAtomic.store(&box.int, 0, ordering: .relaxed)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<20_000 { RxAtomic.wrappingAdd(&box.int, 1, ordering: .acquiringAndReleasing) }
        }
        XCTAssertEqual(RxAtomic.load(&box.int, ordering: .acquiring), 160_000)
    }

    func test_atomic_compareExchangeLoops_loseNothing() {
        let box = Holder()
        RxAtomic.store(&box.int, 0, ordering: .relaxed)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 {
                var current = RxAtomic.load(&box.int, ordering: .relaxed)
                while true {
                    let (exchanged, original) = RxAtomic.compareExchange(
                        &box.int,
                        expected: current,
                        desired: current + 1,
                        ordering: .acquiringAndReleasing
                    )
                    if exchanged { break }
                    current = original
                }
            }
        }
        XCTAssertEqual(RxAtomic.load(&box.int, ordering: .acquiring), 80_000)
    }

    func test_atomic_exchange_letsExactlyOneThreadWin() {
        for _ in 0..<200 {
            let box = Holder()
            let winners = Locked(0)
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                if !RxAtomic.exchange(&box.bool, true, ordering: .acquiringAndReleasing) {
                    winners.withLock { $0 += 1 }
                }
            }
            XCTAssertEqual(winners.withLock { $0 }, 1)
        }
    }

    /// Release/acquire publication: a plain (non-atomic) payload written before a releasing store is seen by a
    /// thread whose acquiring load reads that store. Under the Thread Sanitizer a missing ordering is a report.
    func test_atomic_releaseAcquire_publishesPlainWrites() {
        for round in 0..<200 {
            let box = Holder()
            let reader = Thread {
                while !RxAtomic.load(&box.bool, ordering: .acquiring) {}
                box.payload.append(-1)
            }
            reader.start()
            box.payload = [round, round + 1]
            RxAtomic.store(&box.bool, true, ordering: .releasing)
            while !reader.isFinished { usleep(10) }
            XCTAssertEqual(box.payload, [round, round + 1, -1])
        }
    }

    // MARK: - RxMutex and Locked

    func test_mutex_storesTheLockFirst_andKnowsWhereItsValueIs() {
        // `RxMutex.withLock` passes the struct's address to the C lock functions, and reaches the value at
        // `valueOffset`.
        func check<Value>(_: Value.Type, line: UInt = #line) {
            XCTAssertEqual(MemoryLayout<RxMutex<Value>>.offset(of: \RxMutex<Value>.lock), 0, line: line)
            XCTAssertEqual(
                MemoryLayout<RxMutex<Value>>.offset(of: \RxMutex<Value>.value),
                RxMutex<Value>.valueOffset,
                line: line
            )
        }
        check([Int].self)
        check(Void.self)
        check(UInt8.self)
        check((Bool, Int).self)
        check(SIMD4<Float>.self)  // 16-byte aligned
        check(Disposable?.self)
    }

    func test_mutex_returnsAndRethrows() throws {
        let box = Holder()
        XCTAssertEqual(
            RxMutex.withLock(&box.mutex) {
                $0.append(4); return $0.count
            },
            3
        )
        XCTAssertThrowsError(try RxMutex.withLock(&box.mutex) { _ in throw TestFailure.expected }) {
            XCTAssertEqual($0 as? TestFailure, .expected)
        }
        // The lock was released by the throwing body.
        XCTAssertEqual(RxMutex.withLock(&box.mutex) { $0 }, [1, 2, 4])
    }

    func test_mutex_concurrentReadModifyWrites_loseNothing() {
        let box = Holder()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for step in 0..<5_000 {
                RxMutex.withLock(&box.mutex) { values in
                    // A non-atomic read-modify-write of a growing array: only mutual exclusion keeps every append.
                    values.append(worker * 10_000 + step)
                }
            }
        }
        let values = RxMutex.withLock(&box.mutex) { $0 }
        XCTAssertEqual(values.count, 2 + 40_000)
        XCTAssertEqual(Set(values.dropFirst(2)).count, 40_000)
    }

    func test_locked_concurrentIncrements_loseNothing() {
        let counter = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { counter.withLock { $0 += 1 } }
        }
        XCTAssertEqual(counter.withLock { $0 }, 80_000)
    }

    // MARK: - RxOnceReference

    func test_onceReference_createsOnce_andReleasesOnDestroy() {
        let box = Holder()
        let first = RxOnceReference.get(&box.once) { Tracked() }
        let second = RxOnceReference.get(&box.once) {
            XCTFail("created twice")
            return Tracked()
        }
        XCTAssertIdentical(first, second)
        let freedBefore = Tracked.freed.withLock { $0 }
        box.once.destroy()
        box.once = RxOnceReference()
        XCTAssertEqual(Tracked.freed.withLock { $0 }, freedBefore, "`first` still holds the object")
        _ = first
    }

    func test_onceReference_racingCallersAgreeOnOneObject_andLosersAreFreed() {
        for _ in 0..<100 {
            let box = Holder()
            let results = Locked<[ObjectIdentifier]>([])
            let created = Locked(0)
            let freedBefore = Tracked.freed.withLock { $0 }
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                let object = RxOnceReference.get(&box.once) {
                    created.withLock { $0 += 1 }
                    return Tracked()
                }
                results.withLock { $0.append(ObjectIdentifier(object)) }
            }
            XCTAssertEqual(Set(results.withLock { $0 }).count, 1)
            let losers = created.withLock { $0 } - 1
            XCTAssertEqual(Tracked.freed.withLock { $0 } - freedBefore, losers)
            box.once.destroy()
            XCTAssertEqual(Tracked.freed.withLock { $0 } - freedBefore, losers + 1)
            box.once = RxOnceReference()
        }
    }

    func test_onceReference_storeThenClose_handsTheObjectBackOnce_andRefusesLaterStores() {
        let box = Holder()
        let freedBefore = Tracked.freed.withLock { $0 }
        let first = Tracked()
        XCTAssertTrue(RxOnceReference.store(&box.once, first))
        XCTAssertFalse(RxOnceReference.store(&box.once, Tracked()), "a second store is refused")
        XCTAssertEqual(Tracked.freed.withLock { $0 } - freedBefore, 1, "the refused object is not kept")
        XCTAssertIdentical(RxOnceReference.close(&box.once, as: Tracked.self), first)
        XCTAssertNil(RxOnceReference.close(&box.once, as: Tracked.self), "closing again finds nothing")
        XCTAssertFalse(RxOnceReference.store(&box.once, Tracked()), "a store after the close is refused")
        XCTAssertEqual(Tracked.freed.withLock { $0 } - freedBefore, 2)
        box.once.destroy()
        XCTAssertEqual(Tracked.freed.withLock { $0 } - freedBefore, 2, "a closed reference holds nothing to release")
        _ = first
        box.once = RxOnceReference()
    }

    func test_onceReference_closeBeforeAnyStore_refusesTheStore() {
        let box = Holder()
        let freedBefore = Tracked.freed.withLock { $0 }
        XCTAssertNil(RxOnceReference.close(&box.once, as: Tracked.self))
        XCTAssertFalse(RxOnceReference.store(&box.once, Tracked()))
        XCTAssertEqual(Tracked.freed.withLock { $0 } - freedBefore, 1)
        box.once.destroy()
        box.once = RxOnceReference()
    }

    func test_onceReference_storedAndNeverClosed_isReleasedByDestroy() {
        let box = Holder()
        let freedBefore = Tracked.freed.withLock { $0 }
        XCTAssertTrue(RxOnceReference.store(&box.once, Tracked()))
        XCTAssertEqual(Tracked.freed.withLock { $0 } - freedBefore, 0, "the reference keeps the object alive")
        box.once.destroy()
        XCTAssertEqual(Tracked.freed.withLock { $0 } - freedBefore, 1)
        box.once = RxOnceReference()
    }

    /// A store racing a close, as `subscribe` making its handle races the subscription ending on another thread:
    /// exactly one side ends up with the object (the close returns it, or the store is refused), it is freed exactly
    /// once, and a store published before the close is seen whole by the closing thread.
    func test_onceReference_storeRacingClose_exactlyOneSideGetsTheObject_andItIsFreedOnce() {
        let rounds = 2_000
        let deadline = Date().addingTimeInterval(60)
        let freedBefore = Tracked.freed.withLock { $0 }
        var closerGotIt = 0
        var storeRefused = 0
        for round in 0..<rounds where Date() < deadline {
            let box = Holder()
            let start = RxAtomicBox(0)
            let stored = Locked<Bool?>(nil)
            let closed = Locked<Tracked?>(nil)
            let storer = Thread {
                while start.compareExchange(expected: 1, desired: 1, ordering: .acquiringAndReleasing).original == 0 {}
                let object = Tracked()
                object.payload = round
                stored.withLock { $0 = RxOnceReference.store(&box.once, object) }
            }
            storer.start()
            _ = start.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing)
            let taken = RxOnceReference.close(&box.once, as: Tracked.self)
            XCTAssertTrue(taken == nil || taken?.payload == round, "the closing thread sees the stored object whole")
            closed.withLock { $0 = taken }
            while !storer.isFinished { usleep(10) }
            let wasStored = stored.withLock { $0 }
            XCTAssertEqual(wasStored, closed.withLock { $0 } != nil, "round \(round): exactly one side has the object")
            if wasStored == true { closerGotIt += 1 } else { storeRefused += 1 }
            closed.withLock { $0 = nil }
            box.once.destroy()
            box.once = RxOnceReference()
        }
        XCTAssertLessThan(Date(), deadline, "the rounds took too long")
        XCTAssertEqual(closerGotIt + storeRefused, rounds)
        XCTAssertEqual(Tracked.freed.withLock { $0 } - freedBefore, rounds, "every object is freed exactly once")
    }
}

/// Stores the primitives as a class does: inline, `var`, reached through their addresses.
// Unchecked: every stored property is reached only through the layer (or, for `payload`, ordered by `bool`).
private final class Holder: @unchecked Sendable {
    @exclusivity(unchecked) final var int = RxAtomic<Int>(7)
    @exclusivity(unchecked) final var int32 = RxAtomic<Int32>(0)
    @exclusivity(unchecked) final var uint = RxAtomic<UInt>(0)
    @exclusivity(unchecked) final var bool = RxAtomic(false)
    @exclusivity(unchecked) final var mutex = RxMutex([1, 2])
    @exclusivity(unchecked) final var once = RxOnceReference()
    var payload: [Int] = []
}

// Unchecked: `payload` is written before the object is published through the layer, and read after.
private final class Tracked: @unchecked Sendable {
    static let freed = Locked(0)
    var payload = 0
    deinit { Self.freed.withLock { $0 += 1 } }
}

private enum TestFailure: Error { case expected }

/// The lock under contention: threads that find a lock taken spin briefly, then wait in the kernel (Linux) or in
/// `os_unfair_lock` (Apple platforms), and every one of them must get it in the end.
final class SynchronizationLayerLockContentionTests: XCTestCase {
    func test_contendedLocks_waitAndWake_withoutLosingAnUpdate() {
        let holders = (0..<100).map { _ in Holder() }
        DispatchQueue.concurrentPerform(iterations: 6) { worker in
            for step in 0..<300 {
                let holder = holders[(worker + step) % 10]  // ten hot locks, shared by all workers
                RxMutex.withLock(&holder.mutex) { values in
                    values.append(worker)
                    if step % 50 == 0 { usleep(200) }  // long enough for the others to stop spinning and wait
                }
            }
        }
        let total = holders.prefix(10).map { holder in RxMutex.withLock(&holder.mutex) { $0.count - 2 } }
        XCTAssertEqual(total.reduce(0, +), 6 * 300)
    }

    /// A thread that releases and retakes a lock in a loop cannot keep a waiting thread out for long: once it waits
    /// in the kernel, a release makes it the owner. The lock promises no order among waiters, and nothing relies on
    /// one; the bound is generous, so that a loaded machine cannot fail it: it catches starvation only.
    func test_aWaitingThread_isNotStarvedByOneThatRetakesTheLockInALoop() {
        let hot = Holder()
        let looping = RxAtomicBox(0)
        let stop = Holder()
        let loop = Thread {
            while !RxAtomic.load(&stop.bool, ordering: .acquiring) {
                RxMutex.withLock(&hot.mutex) { values in values[0] &+= 1 }
            }
            _ = looping.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing)
        }
        loop.start()
        usleep(2_000)  // let the loop run
        let deadline = Date().addingTimeInterval(30)
        let before = RxMutex.withLock(&hot.mutex) { $0[1] }
        for _ in 0..<50 where Date() < deadline {
            RxMutex.withLock(&hot.mutex) { values in values[1] &+= 1 }
        }
        XCTAssertEqual(
            RxMutex.withLock(&hot.mutex) { $0[1] } - before,
            50,
            "the looping thread kept the lock from a waiting one"
        )
        RxAtomic.store(&stop.bool, true, ordering: .releasing)
        while looping.compareExchange(expected: 1, desired: 1, ordering: .acquiringAndReleasing).original == 0 {
            usleep(100)
        }
    }

    func test_manyLocksHandedBetweenThreads_neverLoseAWakeUp() {
        // Many locks, each handed back and forth between two threads: a lost wake-up hangs the test.
        let holders = (0..<200).map { _ in Holder() }
        let deadline = Date().addingTimeInterval(60)
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            for round in 0..<2_000 where Date() < deadline {
                let holder = holders[(round * 7 + worker / 2) % holders.count]
                RxMutex.withLock(&holder.mutex) { $0.append(round) }
            }
        }
        XCTAssertLessThan(Date(), deadline, "a thread slept through its wake-up")
        let total = holders.map { holder in RxMutex.withLock(&holder.mutex) { $0.count - 2 } }.reduce(0, +)
        XCTAssertEqual(total, 4 * 2_000)
    }

    /// Taking a lock the thread already holds is a programmer error (a body that called out): it stops the program
    /// with a message instead of hanging.
    func test_takingALockTheThreadHolds_stopsWithAMessage() {
        let holder = Holder()
        expectPreconditionFailure(Self.recursiveLockMessage) {
            RxMutex.withLock(&holder.mutex) { _ in RxMutex.withLock(&holder.mutex) { _ in } }
        }
    }

    /// Releasing a lock the thread does not hold stops the program with a message.
    func test_releasingALockTheThreadDoesNotHold_stopsWithAMessage() {
        let holder = Holder()
        expectPreconditionFailure(Self.foreignUnlockMessage) {
            // The lock is the first field of the mutex, at its address.
            withUnsafePointer(to: &holder.mutex) { crx_lock_unlock($0) }
        }
    }

    #if canImport(Darwin)
        static let recursiveLockMessage = "Trying to recursively lock an os_unfair_lock"
        static let foreignUnlockMessage = "Unlock of an os_unfair_lock not owned by current thread"
    #else
        static let recursiveLockMessage = "RxCore: a thread took a lock it already holds"
        static let foreignUnlockMessage = "RxCore: a thread released a lock it does not hold"
    #endif
}
