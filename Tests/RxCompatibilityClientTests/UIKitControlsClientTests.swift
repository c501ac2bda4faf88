// SPDX-License-Identifier: MIT
#if canImport(UIKit)
    import RxCocoa
    import RxSwift
    import UIKit
    import XCTest

    // Code written for RxSwift 6, before Swift concurrency: nonisolated extensions and types that use the controls'
    // reactive extensions, as RxGesture, RxKeyboard and app code do. RxCocoa's UIKit members are
    // `@preconcurrency @MainActor`, so this compiles unchanged (and without warnings) in Swift 5 mode.
    extension Reactive where Base: UIButton {
        /// A library's own control event, built on RxCocoa's.
        fileprivate var doubleTap: Observable<Void> {
            tap.buffer(timeSpan: .milliseconds(300), count: 2, scheduler: MainScheduler.instance)
                .filter { $0.count == 2 }
                .map { _ in () }
        }
    }

    /// A view model wired the RxSwift 6 way, from nonisolated code.
    private final class SignUpBinding {
        let bag = DisposeBag()
        var submitted = 0

        func wire(button: UIButton, field: UITextField, toggle: UISwitch, spinner: UIActivityIndicatorView) {
            let name = field.rx.text.orEmpty.asDriver()
            name.map { !$0.isEmpty }.drive(button.rx.isEnabled).disposed(by: bag)
            name.map { "Sign up as \($0)" }.drive(button.rx.title()).disposed(by: bag)
            toggle.rx.isOn.bind(to: spinner.rx.isAnimating).disposed(by: bag)
            button.rx.tap.subscribe(onNext: { [unowned self] in submitted += 1 }).disposed(by: bag)
            UIApplication.rx.didBecomeActive.subscribe(onNext: {}).disposed(by: bag)
            _ = button.rx.doubleTap
        }
    }

    final class UIKitControlsClientTests: XCTestCase {
        func test_nonisolatedRxSwift6Code_bindsTheControls() {
            let button = UIButton()
            let field = UITextField()
            let binding = SignUpBinding()
            binding.wire(button: button, field: field, toggle: UISwitch(), spinner: UIActivityIndicatorView())

            field.text = "ann"
            field.sendActions(for: .editingChanged)
            button.sendActions(for: .touchUpInside)

            XCTAssertTrue(button.isEnabled)
            XCTAssertEqual(button.title(for: .normal), "Sign up as ann")
            XCTAssertEqual(binding.submitted, 1)
        }
    }
#endif
