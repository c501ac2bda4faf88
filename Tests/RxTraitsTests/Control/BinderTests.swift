// SPDX-License-Identifier: MIT
import Foundation
import RxTestSupport
import RxTesting
import RxTraits
import XCTest

final class BinderTests: RxTestCase {
    private final class Label {
        var text = ""
        var updatesOnMain: [Bool] = []
    }

    func test_bindsOnTheGivenScheduler_atTheScheduledVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let label = Label()
        let binder = Binder(label, scheduler: scheduler) { label, text in label.text = text }
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        var texts: [Recorded<String>] = []
        scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
        scheduler.scheduleAt(215) { texts.append(Recorded(time: scheduler.clock, value: label.text)) }
        scheduler.scheduleAt(225) { texts.append(Recorded(time: scheduler.clock, value: label.text)) }
        scheduler.start()
        XCTAssertEqual(texts.map(\.value), ["a", "b"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func test_bindsOnTheMainThread_byDefault_fromBackgroundThreads() {
        assertAppliesOnTheMainThread_fromABackgroundThread { label, binding in Binder(label, binding: binding) }
    }

    func test_onTheMainThreadWithNothingQueued_appliesAtOnce() {
        // Tests run on the main thread; nothing is queued on the main scheduler here.
        let label = Label()
        let binder = Binder(label) { label, text in label.text = text }
        let subscription = Observable.of("a", "b").bind(to: binder)
        XCTAssertEqual(label.text, "b")
        subscription.dispose()
    }

    func test_onTheMainThreadBehindQueuedWork_queuesInOrder() {
        // Work queued on the main scheduler from another thread runs first: an element bound on the main thread
        // meanwhile waits behind it, as RxSwift's MainScheduler orders them.
        final class Order: @unchecked Sendable {
            // Unchecked: appended to on the main thread only.
            var names: [String] = []
        }
        let label = Label()
        let order = Order()
        let binder = Binder(label) { label, text in
            order.names.append(text)
            label.text = text
        }
        let queued = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                order.names.append("queued")
                return Disposables.create()
            }
            queued.signal()
        }
        XCTAssertEqual(queued.wait(timeout: .now() + 10), .success)
        binder.onNext("bound")
        XCTAssertEqual(label.text, "")
        runMainLoop(until: { label.text == "bound" })
        XCTAssertEqual(order.names, ["queued", "bound"])
    }

    func test_holdsTheTargetWeakly_onTheMainScheduler() {
        var label: Label? = Label()
        var calls = 0
        let binder = Binder(label!) { (_: Label, _: String) in calls += 1 }
        binder.onNext("a")
        label = nil
        binder.onNext("b")
        XCTAssertEqual(calls, 1)
    }

    func test_holdsTheTargetWeakly_andDropsElementsOnceItIsGone() {
        var label: Label? = Label()
        var calls = 0
        let binder = Binder(label!, scheduler: CurrentThreadScheduler.instance) { (_: Label, _: String) in calls += 1 }
        binder.onNext("a")
        label = nil
        binder.onNext("b")
        binder.onCompleted()
        XCTAssertEqual(calls, 1)
    }

    // MARK: - The scheduler given as a concrete type, as an existential, or not at all

    func test_mainSchedulerGivenAsAnExistential_appliesAtOnceOnTheMainThread() {
        let scheduler: ImmediateSchedulerType = MainScheduler.instance
        let label = Label()
        let binder = Binder(label, scheduler: scheduler) { label, text in label.text = text }
        binder.onNext("a")
        XCTAssertEqual(label.text, "a")
        let subscription = Observable.of("b", "c").bind(to: binder)
        XCTAssertEqual(label.text, "c")
        subscription.dispose()
    }

    func test_mainSchedulerGivenAsItsType_appliesAtOnceOnTheMainThread() {
        let label = Label()
        let binder = Binder(label, scheduler: MainScheduler.instance) { label, text in label.text = text }
        binder.onNext("a")
        XCTAssertEqual(label.text, "a")
    }

    func test_aMainSchedulerOfItsOwn_appliesAtOnceOnTheMainThread() {
        let label = Label()
        let binder = Binder(label, scheduler: MainScheduler()) { label, text in label.text = text }
        binder.onNext("a")
        XCTAssertEqual(label.text, "a")
    }

    func test_mainSchedulerGivenAsAnExistential_fromABackgroundThread_appliesOnTheMainThread() {
        let scheduler: ImmediateSchedulerType = MainScheduler.instance
        assertAppliesOnTheMainThread_fromABackgroundThread { label, binding in
            Binder(label, scheduler: scheduler, binding: binding)
        }
    }

    func test_aNonMainSchedulerGivenAsAnExistential_bindsAtTheScheduledVirtualTime() {
        assertBindsAtTheScheduledVirtualTime { testScheduler, label, binding in
            let scheduler: ImmediateSchedulerType = testScheduler
            return Binder(label, scheduler: scheduler, binding: binding)
        }
    }

    func test_aSchedulerTypeExistential_bindsAtTheScheduledVirtualTime() {
        assertBindsAtTheScheduledVirtualTime { testScheduler, label, binding in
            let scheduler: SchedulerType = testScheduler
            return Binder(label, scheduler: scheduler, binding: binding)
        }
    }

    /// Binds a hot source to the binder `makeBinder` makes on a test scheduler: each element is applied one tick
    /// after it arrives (the scheduled action), and the source is subscribed until its end.
    private func assertBindsAtTheScheduledVirtualTime(
        _ makeBinder: (TestScheduler, Label, @escaping (Label, String) -> Void) -> Binder<String>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let testScheduler = TestScheduler(initialClock: 0)
        let label = Label()
        var applied: [Recorded<String>] = []
        let binder = makeBinder(testScheduler, label) { label, text in
            label.text = text
            applied.append(Recorded(time: testScheduler.clock, value: text))
        }
        let xs = testScheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
        testScheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
        testScheduler.start()
        XCTAssertEqual(
            applied,
            [Recorded(time: 211, value: "a"), Recorded(time: 221, value: "b")],
            file: file,
            line: line
        )
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)], file: file, line: line)
    }

    func test_aSchedulerChosenAtRunTime_compilesAndBinds() {
        // Two scheduler types joined into one existential, as RxSwift's signature accepts.
        let label = Label()
        let useMain = label.text.isEmpty
        let binder = Binder(label, scheduler: useMain ? MainScheduler.instance : CurrentThreadScheduler.instance) {
            $0.text = $1
        }
        binder.onNext("a")
        XCTAssertEqual(label.text, "a")
    }

    func test_theMainQueueThatAlwaysQueues_doesNotApplyAtOnce_onTheMainThread() {
        let label = Label()
        let binder = Binder(label, scheduler: MainScheduler.asyncInstance) { label, text in
            label.updatesOnMain.append(Thread.isMainThread)
            label.text = text
        }
        binder.onNext("a")
        XCTAssertEqual(label.text, "")
        runMainLoop(until: { label.text == "a" })
        XCTAssertEqual(label.updatesOnMain, [true])
    }

    func test_aTargetReleasedWhileAnElementIsQueued_dropsIt() {
        var label: Label? = Label()
        let calls = Counter()
        let binder = Binder(label!, scheduler: MainScheduler.asyncInstance) { (_: Label, _: String) in
            calls.increment()
        }
        binder.onNext("a")
        label = nil
        // The main queue is serial: once the marker queued after the element has run, the element's action has too.
        var markerRan = false
        _ = MainScheduler.asyncInstance.schedule(()) { _ in
            markerRan = true
            return Disposables.create()
        }
        runMainLoop(until: { markerRan })
        XCTAssertEqual(calls.value, 0)
    }

    func test_aTargetReleasedBetweenElements_onAVirtualTimeScheduler_dropsTheLaterOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        var label: Label? = Label()
        var applied: [Recorded<String>] = []
        let binder = Binder(label!, scheduler: scheduler) { (_: Label, text: String) in
            applied.append(Recorded(time: scheduler.clock, value: text))
        }
        let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(240)])
        scheduler.scheduleAt(200) { _ = xs.bind(to: binder) }
        scheduler.scheduleAt(215) { label = nil }
        scheduler.start()
        XCTAssertEqual(applied, [Recorded(time: 211, value: "a")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
        XCTAssertNil(label)
    }

    func test_aTargetReleasedBetweenElements_onTheMainScheduler_fromABinding_dropsTheLaterOnes() {
        var label: Label? = Label()
        var texts: [String] = []
        let binder = Binder(label!) { (_: Label, text: String) in
            texts.append(text)
            label = nil
        }
        let subscription = Observable.of("a", "b", "c").bind(to: binder)
        XCTAssertEqual(texts, ["a"])
        subscription.dispose()
    }

    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    func test_mainActorBinding() {
        MainActor.assumeIsolated {
            let view = MainActorView()
            let subscription = Observable.of("x", "y").bind(to: view.title)
            runMainLoop(until: { view.titles == ["x", "y"] })
            subscription.dispose()
        }
    }

    /// Sends an element from a background thread to the binder `makeBinder` makes with a binding that records
    /// whether it ran on the main thread: it is applied once, on the main thread.
    private func assertAppliesOnTheMainThread_fromABackgroundThread(
        _ makeBinder: (Label, @escaping (Label, String) -> Void) -> Binder<String>,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let label = Label()
        let binder = makeBinder(label) { label, text in
            label.updatesOnMain.append(Thread.isMainThread)
            label.text = text
        }
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { binder.onNext("background") }
        XCTAssertEqual(group.wait(timeout: .now() + 10), .success, file: file, line: line)
        runMainLoop(until: { label.text == "background" })
        XCTAssertEqual(label.updatesOnMain, [true], file: file, line: line)
    }
}

@available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
@MainActor
private final class MainActorView {
    var titles: [String] = []
    func setTitle(_ title: String) { titles.append(title) }
    var title: Binder<String> { Binder(self, binding: MainActorView.bindTitle) }
    private static let bindTitle: @MainActor (MainActorView, String) -> Void = { view, title in view.setTitle(title) }
}
