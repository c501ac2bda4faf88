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
        let label = Label()
        let binder = Binder(label) { label, text in
            label.updatesOnMain.append(Thread.isMainThread)
            label.text = text
        }
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { binder.onNext("background") }
        XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
        runMainLoop(until: { label.text == "background" })
        XCTAssertEqual(label.updatesOnMain, [true])
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

    @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)
    func test_mainActorBinding() {
        MainActor.assumeIsolated {
            let view = MainActorView()
            let subscription = Observable.of("x", "y").bind(to: view.title)
            runMainLoop(until: { view.titles == ["x", "y"] })
            subscription.dispose()
        }
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
