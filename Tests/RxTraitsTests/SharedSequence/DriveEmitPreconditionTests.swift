// SPDX-License-Identifier: MIT
import Foundation
import RxTestSupport
import RxTraits
import XCTest

/// `drive` and `emit` stop with a clear message when called off the main thread (each check runs in a child
/// process; see `expectPreconditionFailure`).
final class DriveEmitPreconditionTests: XCTestCase {
    private static let message = "`drive*` and `emit*` must be called from the main thread"

    /// Runs `body` on a new background thread and waits for it (the probe stops the process before it returns).
    private func onBackgroundThread(_ body: @escaping @Sendable () -> Void) {
        let finished = DispatchSemaphore(value: 0)
        Thread {
            body()
            finished.signal()
        }.start()
        _ = finished.wait(timeout: .now() + 30)
    }

    func test_drive_offTheMainThread() {
        expectPreconditionFailure(Self.message) {
            onBackgroundThread { _ = Driver.just(1).drive(onNext: { _ in }) }
        }
    }

    func test_driveObserver_offTheMainThread() {
        expectPreconditionFailure(Self.message) {
            onBackgroundThread { _ = Driver.just(1).drive(BehaviorRelay(value: 0)) }
        }
    }

    func test_emit_offTheMainThread() {
        expectPreconditionFailure(Self.message) {
            onBackgroundThread { _ = Signal.just(1).emit(to: PublishRelay<Int>()) }
        }
    }
}
