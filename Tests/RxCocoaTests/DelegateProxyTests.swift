// SPDX-License-Identifier: MIT
// DelegateProxy and DelegateProxyType over the Objective-C runtime; compiled for iOS here, run on a Mac.
#if canImport(ObjectiveC)
    import Foundation
    import RxCocoa
    import RxCore
    import RxTestSupport
    import RxTesting
    import XCTest

    /// A delegate protocol as UIKit declares them: main-actor isolated, optional methods.
    @MainActor
    @objc private protocol PagerDelegate: NSObjectProtocol {
        @objc optional func pager(_ pager: Pager, didShow page: Int)
        @objc optional func pagerDidFinish(_ pager: Pager)
        @objc optional func pagerShouldScroll(_ pager: Pager) -> Bool
    }

    /// A view with a delegate, as UIKit's views are: main-actor isolated, the delegate held weakly.
    @MainActor
    private final class Pager: NSObject, HasDelegate {
        typealias Delegate = PagerDelegate
        @objc dynamic weak var delegate: PagerDelegate?

        func show(_ page: Int) {
            delegate?.pager?(self, didShow: page)
        }

        func finish() {
            delegate?.pagerDidFinish?(self)
        }
    }

    /// The proxy, written as RxCocoa's own proxies are, in Swift 6 mode.
    private final class RxPagerDelegateProxy: DelegateProxy<Pager, PagerDelegate>, DelegateProxyType, PagerDelegate {
        init(pager: Pager) {
            super.init(parentObject: pager, delegateProxy: RxPagerDelegateProxy.self)
        }

        static func registerKnownImplementations() {
            register { RxPagerDelegateProxy(pager: $0) }
        }
    }

    /// The delegate of the app.
    private final class AppDelegateDouble: NSObject, PagerDelegate {
        var log: [String] = []

        func pager(_ pager: Pager, didShow page: Int) {
            log.append("shown \(page)")
        }

        func pagerShouldScroll(_ pager: Pager) -> Bool {
            log.append("should scroll")
            return true
        }
    }

    final class DelegateProxyTests: RxTestCase {
        @MainActor
        func test_proxyFor_returnsTheSameProxyTwice_andInstallsItAsDelegate() {
            let pager = Pager()
            let proxy = RxPagerDelegateProxy.proxy(for: pager)
            XCTAssertTrue(RxPagerDelegateProxy.proxy(for: pager) === proxy)
            XCTAssertTrue(pager.delegate === proxy)
        }

        @MainActor
        func test_proxyFor_makesThePreviousDelegateTheForwardDelegate_heldWeakly() {
            let pager = Pager()
            var delegate: AppDelegateDouble? = AppDelegateDouble()
            pager.delegate = delegate
            let proxy = RxPagerDelegateProxy.proxy(for: pager)
            XCTAssertTrue(proxy.forwardToDelegate() === delegate)
            delegate = nil
            XCTAssertNil(proxy.forwardToDelegate())
        }

        @MainActor
        func test_proxy_forwardsUnimplementedSelectorsToTheForwardDelegate() {
            let pager = Pager()
            let delegate = AppDelegateDouble()
            let proxy = RxPagerDelegateProxy.proxy(for: pager)
            proxy.setForwardToDelegate(delegate, retainDelegate: false)
            XCTAssertTrue(proxy.responds(to: #selector(PagerDelegate.pagerShouldScroll(_:))))
            XCTAssertFalse(proxy.responds(to: #selector(PagerDelegate.pagerDidFinish(_:))))
            pager.show(3)
            XCTAssertEqual(pager.delegate?.pagerShouldScroll?(pager), true)
            XCTAssertEqual(delegate.log, ["shown 3", "should scroll"])
        }

        @MainActor
        func test_sentMessage_beforeTheForwardDelegate_methodInvoked_after() {
            let pager = Pager()
            let delegate = AppDelegateDouble()
            let proxy = RxPagerDelegateProxy.proxy(for: pager)
            proxy.setForwardToDelegate(delegate, retainDelegate: false)
            var events: [String] = []
            let selector = #selector(PagerDelegate.pager(_:didShow:))
            let sent = proxy.sentMessage(selector).subscribe(onNext: { arguments in
                events.append("sent \(arguments[1]), delegate log \(delegate.log.count)")
            })
            let invoked = proxy.methodInvoked(selector).subscribe(onNext: { arguments in
                XCTAssertTrue(arguments[0] as AnyObject === pager)
                events.append("invoked \(arguments[1]), delegate log \(delegate.log.count)")
            })
            pager.show(5)
            XCTAssertEqual(events, ["sent 5, delegate log 0", "invoked 5, delegate log 1"])
            sent.dispose()
            invoked.dispose()
        }

        @MainActor
        func test_observedVoidMethod_isAnsweredWithoutAForwardDelegate() {
            let pager = Pager()
            let proxy = RxPagerDelegateProxy.proxy(for: pager)
            let selector = #selector(PagerDelegate.pagerDidFinish(_:))
            XCTAssertFalse(proxy.responds(to: selector))
            var finished = 0
            let subscription = proxy.methodInvoked(selector).subscribe(onNext: { _ in finished += 1 })
            XCTAssertTrue(proxy.responds(to: selector))
            pager.finish()
            XCTAssertEqual(finished, 1)
            subscription.dispose()
            XCTAssertFalse(proxy.responds(to: selector))
        }

        @MainActor
        func test_installForwardDelegate_retainsTheDelegateUntilDisposed() {
            let pager = Pager()
            var delegate: AppDelegateDouble? = AppDelegateDouble()
            weak let weakDelegate = delegate
            let installation = RxPagerDelegateProxy.installForwardDelegate(
                delegate!,
                retainDelegate: true,
                onProxyForObject: pager
            )
            delegate = nil
            XCTAssertNotNil(weakDelegate)
            pager.show(1)
            XCTAssertEqual(weakDelegate?.log, ["shown 1"])
            installation.dispose()
            XCTAssertNil(weakDelegate)
            XCTAssertNil(RxPagerDelegateProxy.proxy(for: pager).forwardToDelegate())
        }

        @MainActor
        func test_setForwardToDelegate_setsTheProxyAgainAsTheObjectsDelegate() {
            let pager = Pager()
            let proxy = RxPagerDelegateProxy.proxy(for: pager)
            var delegateSets = 0
            let subscription = pager.rx.methodInvoked(NSSelectorFromString("setDelegate:"))
                .subscribe(onNext: { _ in delegateSets += 1 })
            proxy.setForwardToDelegate(AppDelegateDouble(), retainDelegate: true)
            XCTAssertEqual(delegateSets, 2)
            XCTAssertTrue(pager.delegate === proxy)
            subscription.dispose()
        }

        @MainActor
        func test_proxyObservables_completeWhenTheObjectIsDeallocated() {
            var pager: Pager? = Pager()
            var events: [String] = []
            let subscription = RxPagerDelegateProxy.proxy(for: pager!)
                .sentMessage(#selector(PagerDelegate.pager(_:didShow:)))
                .subscribe(onNext: { _ in events.append("next") }, onCompleted: { events.append("completed") })
            let deallocated = pager!.rx.deallocated.subscribe(onNext: { events.append("deallocated") })
            pager!.show(1)
            pager = nil
            XCTAssertEqual(events.first, "next")
            XCTAssertTrue(events.contains("completed"))
            XCTAssertTrue(events.contains("deallocated"))
            subscription.dispose()
            deallocated.dispose()
        }
    }
#endif
