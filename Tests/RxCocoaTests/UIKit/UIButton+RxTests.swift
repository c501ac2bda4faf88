// SPDX-License-Identifier: MIT
#if canImport(UIKit)
    import RxCocoa
    import RxTestSupport
    import RxTesting
    import UIKit
    import XCTest

    @MainActor
    final class UIButtonRxTests: RxTestCase {
        #if os(iOS) || os(visionOS)
            func test_tap_emitsOnTouchUpInside_andCompletesWithTheButton() {
                var log: EventLog!
                autoreleasepool {
                    let button = UIButton()
                    log = EventLog(button.rx.tap)

                    button.sendActions(for: .touchUpInside)
                    button.sendActions(for: .touchDown)
                }

                XCTAssertEqual(log.events, [.next("()"), .completed])
                log.dispose()
            }
        #endif

        #if os(tvOS)
            func test_primaryAction_emitsOnPrimaryActionTriggered() {
                let button = UIButton()
                let log = EventLog(button.rx.primaryAction)

                button.sendActions(for: .primaryActionTriggered)
                log.dispose()

                XCTAssertEqual(log.events, [.next("()")])
            }
        #endif

        func test_titleBinder_setsTheTitleForTheState() {
            let button = UIButton()

            Observable.just("Go").bind(to: button.rx.title()).dispose()
            Observable.just("Going").bind(to: button.rx.title(for: .highlighted)).dispose()

            XCTAssertEqual(button.title(for: .normal), "Go")
            XCTAssertEqual(button.title(for: .highlighted), "Going")
        }

        func test_imageBinders_setTheImages() {
            let button = UIButton()
            let image = UIImage()

            Observable.just(image).bind(to: button.rx.image(for: .selected)).dispose()
            Observable.just(image).bind(to: button.rx.backgroundImage()).dispose()

            XCTAssertTrue(button.image(for: .selected) === image)
            XCTAssertTrue(button.backgroundImage(for: .normal) === image)
        }

        func test_attributedTitleBinder_setsTheAttributedTitle() {
            let button = UIButton()
            let title = NSAttributedString(string: "Go")

            Observable.just(title).bind(to: button.rx.attributedTitle()).dispose()

            XCTAssertEqual(button.attributedTitle(for: .normal)?.string, "Go")
        }

        func test_binder_holdsTheButtonWeakly_andDropsLaterElements() {
            var title: Binder<String?>!
            weak var gone: UIButton?
            autoreleasepool {
                let button = UIButton()
                title = button.rx.title()
                gone = button
            }

            Observable.just("late").bind(to: title).dispose()

            XCTAssertNil(gone)
        }
    }
#endif
