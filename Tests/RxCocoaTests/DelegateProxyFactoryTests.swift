// SPDX-License-Identifier: MIT
import RxTestSupport
import RxTesting
import XCTest

@testable import RxCocoa

/// The registry of proxy factories behind `DelegateProxyType.register(make:)` and `createProxy(for:)`: lookup up the
/// class hierarchy, one factory per identifier, known implementations registered once.
@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
final class DelegateProxyFactoryTests: RxTestCase {
    private class View {}
    private class ScrollView: View {}
    private final class TableView: ScrollView {}
    private final class Unrelated {}

    private final class Proxy {
        let made: String
        let parent: AnyObject
        init(_ made: String, _ parent: AnyObject) {
            self.made = made
            self.parent = parent
        }
    }

    /// The last identifier handed out; the registry is shared by the process, so each test uses families of its own.
    @MainActor private static var lastIdentifier = 0x5EED_0000

    @MainActor private static func uniqueIdentifier() -> Int {
        lastIdentifier += 1
        return lastIdentifier
    }

    func test_makeProxy_usesTheMakerOfTheObjectsOwnClass() {
        MainActor.assumeIsolated {
            let factory = DelegateProxyFactory.shared(identifier: Self.uniqueIdentifier()) {}
            factory.register(ScrollView.self) { Proxy("scroll", $0) }
            factory.register(TableView.self) { Proxy("table", $0) }
            let table = TableView()
            let proxy = factory.makeProxy(for: table) as? Proxy
            XCTAssertEqual(proxy?.made, "table")
            XCTAssertTrue(proxy?.parent === table)
        }
    }

    func test_makeProxy_walksUpToTheNearestRegisteredSuperclass() {
        MainActor.assumeIsolated {
            let factory = DelegateProxyFactory.shared(identifier: Self.uniqueIdentifier()) {}
            factory.register(ScrollView.self) { Proxy("scroll", $0) }
            XCTAssertEqual((factory.makeProxy(for: TableView()) as? Proxy)?.made, "scroll")
            XCTAssertEqual((factory.makeProxy(for: ScrollView()) as? Proxy)?.made, "scroll")
        }
    }

    func test_makeProxy_withoutAMakerInTheHierarchy_returnsNil() {
        MainActor.assumeIsolated {
            let factory = DelegateProxyFactory.shared(identifier: Self.uniqueIdentifier()) {}
            factory.register(ScrollView.self) { Proxy("scroll", $0) }
            XCTAssertNil(factory.makeProxy(for: View()))
            XCTAssertNil(factory.makeProxy(for: Unrelated()))
        }
    }

    func test_shared_returnsOneFactoryPerIdentifier_andRegistersKnownImplementationsOnce() {
        MainActor.assumeIsolated {
            let identifier = Self.uniqueIdentifier()
            var registrations = 0
            let first = DelegateProxyFactory.shared(identifier: identifier) {
                registrations += 1
                DelegateProxyFactory.shared(identifier: identifier) { registrations += 100 }
                    .register(ScrollView.self) { Proxy("known", $0) }
            }
            let second = DelegateProxyFactory.shared(identifier: identifier) { registrations += 1 }
            XCTAssertTrue(first === second)
            XCTAssertEqual(registrations, 1)
            XCTAssertTrue(first.hasMaker(for: ScrollView.self))
            XCTAssertFalse(first.hasMaker(for: TableView.self))
            XCTAssertEqual((second.makeProxy(for: TableView()) as? Proxy)?.made, "known")
        }
    }

    func test_shared_keepsFamiliesApart() {
        MainActor.assumeIsolated {
            let scroll = DelegateProxyFactory.shared(identifier: Self.uniqueIdentifier()) {}
            let other = DelegateProxyFactory.shared(identifier: Self.uniqueIdentifier()) {}
            scroll.register(ScrollView.self) { Proxy("scroll", $0) }
            XCTAssertFalse(scroll === other)
            XCTAssertNil(other.makeProxy(for: ScrollView()))
        }
    }
}
