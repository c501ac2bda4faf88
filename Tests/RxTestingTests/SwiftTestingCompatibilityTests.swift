// SPDX-License-Identifier: MIT
// Swift Testing ships with the toolchain on Linux and with Xcode 16 and later on Apple platforms; the Apple build
// check (Scripts/check-apple-build.sh) has neither, so the suites below are compiled where the module exists.
#if canImport(Testing)
    import RxCore
    import RxTestSupport
    import RxTesting
    import Testing

    /// Recorded events and subscriptions work with Swift Testing's `#expect`, not only with XCTest.
    @Suite struct SwiftTestingCompatibilityTests {
        @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)  // Swift Testing's own floor
        @Test func expectComparesRecordedEvents() {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
            let res = scheduler.start { xs }
            #expect(res.events == [.next(210, 1), .completed(300)])
            // `start` subscribes through `asObservable()`, whose subscription ends at the completion, as with RxTest.
            #expect(xs.subscriptions == [Subscription(200, 300)])
        }

        @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)  // Swift Testing's own floor

        @Test func expectComparesErrorEvents() {
            let scheduler = TestScheduler(initialClock: 0)
            let res = scheduler.start { Observable<Int>.error(testError) }
            #expect(res.events == [.error(200, testError)])
        }

        @available(macOS 10.15, iOS 13, tvOS 13, watchOS 6, *)  // Swift Testing's own floor

        @Test func differenceIsAvailableForCustomMessages() {
            let actual: [Recorded<Event<Int>>] = [.next(1, 1)]
            #expect(recordedEventsDifference(actual, [.next(1, 1)]) == nil)
            #expect(recordedEventsDifference(actual, [.next(1, 2)]) != nil)
        }
    }
#endif
