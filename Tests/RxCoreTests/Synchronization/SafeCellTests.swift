// SPDX-License-Identifier: MIT
import Foundation
import XCTest

@testable import RxCore

/// The layer's safe cells (`AtomicCell`, `LockedCell`, `DeliveryTracker`): the operations of the storage they wrap,
/// through the cell's address, and exact results under many threads.
final class SafeCellTests: XCTestCase {
    private final class Owner: @unchecked Sendable {
        final var counter = AtomicCell<Int>(7)
        final var flag = AtomicCell<Bool>(false)
        final var state = LockedCell<[Int]>([])
        final var tracker = DeliveryTracker()
    }

    func test_atomicCell_operations() {
        let owner = Owner()
        XCTAssertEqual(AtomicCell.load(&owner.counter, ordering: .relaxed), 7)
        AtomicCell.store(&owner.counter, -3, ordering: .releasing)
        XCTAssertEqual(AtomicCell.exchange(&owner.counter, 11, ordering: .acquiringAndReleasing), -3)
        let failed = AtomicCell.compareExchange(&owner.counter, expected: 0, desired: 1, ordering: .relaxed)
        XCTAssertEqual(failed.exchanged, false)
        XCTAssertEqual(failed.original, 11)
        XCTAssertEqual(AtomicCell.wrappingAdd(&owner.counter, 4, ordering: .acquiringAndReleasing).newValue, 15)
        XCTAssertEqual(AtomicCell.wrappingSubtract(&owner.counter, 5, ordering: .relaxed).oldValue, 15)
        XCTAssertEqual(AtomicCell.load(&owner.counter, ordering: .acquiring), 10)
        XCTAssertFalse(AtomicCell.exchange(&owner.flag, true, ordering: .acquiringAndReleasing))
        XCTAssertTrue(AtomicCell.load(&owner.flag, ordering: .acquiring))
    }

    func test_atomicCell_manyThreads_loseNoIncrement_andOneWinsTheFlag() {
        let owner = Owner()
        let winners = Locked(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<10_000 { AtomicCell.wrappingAdd(&owner.counter, 1, ordering: .relaxed) }
            if !AtomicCell.exchange(&owner.flag, true, ordering: .acquiringAndReleasing) {
                winners.withLock { $0 += 1 }
            }
        }
        XCTAssertEqual(AtomicCell.load(&owner.counter, ordering: .acquiring), 80_007)
        XCTAssertEqual(winners.withLock { $0 }, 1)
    }

    func test_lockedCell_manyThreads_loseNoUpdate() {
        let owner = Owner()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            for index in 0..<1_000 { LockedCell.withLock(&owner.state) { $0.append(worker * 1_000 + index) } }
        }
        XCTAssertEqual(LockedCell.withLock(&owner.state) { $0.sorted() }, Array(0..<8_000))
    }

    func test_deliveryTracker_reportsReentrancy_andNothingForSerialDelivery() {
        let owner = Owner()
        let reported = Locked<[SynchronizationViolation.Kind]>([])
        let previous = Hooks.synchronizationViolationHandler
        Hooks.synchronizationViolationHandler = { violation in reported.withLock { $0.append(violation.kind) } }
        defer { Hooks.synchronizationViolationHandler = previous }
        XCTAssertTrue(DeliveryTracker.enter(&owner.tracker))
        XCTAssertTrue(DeliveryTracker.leave(&owner.tracker))
        XCTAssertEqual(reported.withLock { $0 }, [])
        XCTAssertTrue(DeliveryTracker.enter(&owner.tracker))
        XCTAssertTrue(DeliveryTracker.enter(&owner.tracker))
        XCTAssertTrue(DeliveryTracker.leave(&owner.tracker))
        XCTAssertTrue(DeliveryTracker.leave(&owner.tracker))
        XCTAssertEqual(reported.withLock { $0 }, [.reentrancy])
    }
}
