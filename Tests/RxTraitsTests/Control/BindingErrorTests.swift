// SPDX-License-Identifier: MIT
import RxTestSupport
import RxTraits
import XCTest

/// Sending an error to something that cannot fail stops debug builds with a clear message (each check runs in a
/// child process; see `expectPreconditionFailure`).
final class BindingErrorTests: XCTestCase {
    private static let message = "Binding error: TestError(1). A binding must not fail"

    private final class Label {}

    func test_binder_error() {
        expectPreconditionFailure(Self.message) {
            Binder(Label(), scheduler: CurrentThreadScheduler.instance) { (_: Label, _: Int) in }.onError(testError)
        }
    }

    func test_binder_onTheMainScheduler_error() {
        expectPreconditionFailure(Self.message) {
            Binder(Label()) { (_: Label, _: Int) in }.onError(testError)
        }
    }

    func test_binder_onASchedulerGivenAsAnExistential_error() {
        let scheduler: ImmediateSchedulerType = MainScheduler.instance
        expectPreconditionFailure(Self.message) {
            Binder(Label(), scheduler: scheduler) { (_: Label, _: Int) in }.onError(testError)
        }
    }

    func test_bindToABinder_failingSource() {
        expectPreconditionFailure(Self.message) {
            _ = Observable<Int>.error(testError).bind(
                to: Binder(Label(), scheduler: CurrentThreadScheduler.instance) { _, _ in }
            )
        }
    }

    func test_bindWithObject_failingSource() {
        expectPreconditionFailure(Self.message) {
            _ = Observable<Int>.error(testError).bind(with: Label()) { _, _ in }
        }
    }

    func test_controlProperty_boundError() {
        expectPreconditionFailure(Self.message) {
            ControlProperty(values: Observable<Int>.never(), valueSink: AnyObserver<Int> { _ in }).onError(testError)
        }
    }

    func test_controlEvent_failingSource() {
        expectPreconditionFailure(Self.message) {
            _ = ControlEvent(events: Observable<Int>.error(testError)).subscribe()
        }
    }
}
