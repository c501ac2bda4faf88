// SPDX-License-Identifier: MIT
import RxCore
/// How a marble diagram maps to virtual time.
///
/// Every character of a diagram except spaces is one frame of `ticksPerFrame` ticks. The diagram's anchor frame
/// (its `^`, or its first character when it has none) falls on `anchor`, the subscription time of
/// ``TestScheduler/start(_:)`` by default. Cold observables ignore `anchor`: their first frame is the moment of
/// each subscription.
public struct MarbleTiming: Sendable, Equatable {
    /// The virtual ticks of one frame (one character). Default 10.
    public var ticksPerFrame: TestTime
    /// The virtual time of the anchor frame. Default ``TestScheduler/Defaults/subscribed`` (200).
    public var anchor: TestTime

    /// Creates a timing.
    ///
    /// - Parameters:
    ///   - ticksPerFrame: The virtual ticks of one frame; must be positive.
    ///   - anchor: The virtual time of the anchor frame.
    public init(ticksPerFrame: TestTime = 10, anchor: TestTime = TestScheduler.Defaults.subscribed) {
        rxPrecondition(ticksPerFrame > 0, "MarbleTiming(ticksPerFrame:): must be positive, got \(ticksPerFrame).")
        self.ticksPerFrame = ticksPerFrame
        self.anchor = anchor
    }

    /// Ten ticks per frame, anchored at 200.
    public static let `default` = MarbleTiming()
}

/// The error a `#` in a marble diagram stands for when the test does not name one.
public struct MarbleError: Error, Equatable, CustomStringConvertible {
    /// Creates the default marble error.
    public init() {}

    /// `marble error (#)`.
    public var description: String { "marble error (#)" }
}
