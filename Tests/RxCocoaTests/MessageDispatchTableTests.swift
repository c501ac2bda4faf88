// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

@testable import RxCocoa

/// A delegate proxy's bookkeeping of observed messages, keyed by strings here (by selectors in `DelegateProxy`).
final class MessageDispatchTableTests: RxTestCase {
    private var changes: [String] = []

    private func record(_ key: String) {
        changes.append(key)
    }

    func test_sentMessage_deliversArgumentsToItsObservers_only() {
        let table = MessageDispatchTable<String>()
        var sent: [[Int]] = []
        var invoked: [[Int]] = []
        let first = table.sentMessage("a", observersChanged: record).subscribe(onNext: { sent.append($0 as! [Int]) })
        let second = table.methodInvoked("a", observersChanged: record)
            .subscribe(onNext: { invoked.append($0 as! [Int]) })
        table.messageSent("a", arguments: [1, 2])
        table.messageSent("b", arguments: [9])
        table.methodInvoked("a", arguments: [3])
        XCTAssertEqual(sent, [[1, 2]])
        XCTAssertEqual(invoked, [[3]])
        first.dispose()
        second.dispose()
        table.messageSent("a", arguments: [4])
        XCTAssertEqual(sent, [[1, 2]])
    }

    func test_observable_isTheSameOnEveryCall_andShared() {
        let table = MessageDispatchTable<String>()
        let observable = table.sentMessage("a", observersChanged: record)
        XCTAssertTrue(observable === table.sentMessage("a", observersChanged: record) as AnyObject)
        var count = 0
        let first = observable.subscribe(onNext: { _ in count += 1 })
        let second = observable.subscribe(onNext: { _ in count += 10 })
        table.messageSent("a", arguments: [])
        XCTAssertEqual(count, 11)
        first.dispose()
        second.dispose()
    }

    func test_isObserved_followsSubscriptions_andObserversChangedIsCalled() {
        let table = MessageDispatchTable<String>()
        XCTAssertFalse(table.isObserved("a"))
        let sent = table.sentMessage("a", observersChanged: record).subscribe()
        XCTAssertTrue(table.isObserved("a"))
        XCTAssertEqual(changes, ["a"])
        let invoked = table.methodInvoked("b", observersChanged: record).subscribe()
        XCTAssertEqual(table.observedKeys, ["a", "b"])
        sent.dispose()
        XCTAssertFalse(table.isObserved("a"))
        XCTAssertEqual(table.observedKeys, ["b"])
        invoked.dispose()
        XCTAssertEqual(table.observedKeys, [])
        XCTAssertEqual(changes, ["a", "b", "a", "b"])
    }

    func test_releasingTheTable_completesEveryObservable() {
        var table: MessageDispatchTable<String>? = MessageDispatchTable()
        var events: [String] = []
        let sent = table!.sentMessage("a", observersChanged: record)
            .subscribe(onNext: { _ in events.append("next") }, onCompleted: { events.append("sent completed") })
        let invoked = table!.methodInvoked("a", observersChanged: record)
            .subscribe(onCompleted: { events.append("invoked completed") })
        table!.messageSent("a", arguments: [])
        table = nil
        XCTAssertEqual(events, ["next", "sent completed", "invoked completed"])
        sent.dispose()
        invoked.dispose()
    }
}
