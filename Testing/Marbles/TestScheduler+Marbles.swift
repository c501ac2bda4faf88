// SPDX-License-Identifier: MIT
import RxCore

extension TestScheduler {
    /// Creates a hot observable from a marble diagram: `"-a-^-b-|"` emits `a` 20 ticks before the subscription
    /// point `^` (at ``MarbleTiming/anchor``, 200 by default), `b` 20 ticks after it, and completes at 260.
    ///
    /// Without `^`, the first character is the anchor. See ``Marble`` for the symbols.
    ///
    /// - Parameters:
    ///   - diagram: The marble diagram.
    ///   - values: The element of each value symbol (`String` elements may omit it: the letter is the element).
    ///   - error: The error `#` stands for.
    ///   - timing: Frame length and anchor time.
    /// - Throws: ``MarbleSyntaxError`` naming the position of the first problem.
    public func createHotObservable<Element>(
        _ diagram: String,
        values: [Character: Element] = [:],
        error: Swift.Error = MarbleError(),
        timing: MarbleTiming = .default
    ) throws(MarbleSyntaxError) -> TestableObservable<Element> {
        createHotObservable(try Marble.events(diagram, kind: .hot, values: values, error: error, timing: timing))
    }

    /// Creates a cold observable from a marble diagram whose first frame is each subscription: `"--a--|"` emits
    /// `a` 20 ticks after subscribing and completes 50 ticks after. See ``Marble`` for the symbols.
    ///
    /// - Parameters:
    ///   - diagram: The marble diagram; `^` is not allowed.
    ///   - values: The element of each value symbol (`String` elements may omit it).
    ///   - error: The error `#` stands for.
    ///   - timing: Frame length (the anchor does not apply).
    /// - Throws: ``MarbleSyntaxError`` naming the position of the first problem.
    public func createColdObservable<Element>(
        _ diagram: String,
        values: [Character: Element] = [:],
        error: Swift.Error = MarbleError(),
        timing: MarbleTiming = .default
    ) throws(MarbleSyntaxError) -> TestableObservable<Element> {
        createColdObservable(try Marble.events(diagram, kind: .cold, values: values, error: error, timing: timing))
    }
}

/// Compares recorded events with a marble diagram; returns `nil` when they match, otherwise both diagrams drawn
/// one above the other and the first differing event.
///
/// - Throws: ``MarbleSyntaxError`` when `diagram` is malformed.
public func marbleDifference<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>],
    _ diagram: String,
    values: [Character: Element] = [:],
    error: Swift.Error = MarbleError(),
    timing: MarbleTiming = .default
) throws(MarbleSyntaxError) -> String? {
    let expected = try Marble.events(diagram, values: values, error: error, timing: timing)
    guard actual != expected else { return nil }
    let index =
        zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actual.count, expected.count)
    let expectedEvent = index < expected.count ? String(reflecting: expected[index]) : "no more events"
    let actualEvent = index < actual.count ? String(reflecting: actual[index]) : "no more events"
    var lines = [
        "Recorded events differ from the marble diagram:",
        "  expected: \(Marble.diagram(expected, values: values, timing: timing))",
        "  actual:   \(Marble.diagram(actual, values: values, timing: timing))",
        "  first difference (event \(index)): expected \(expectedEvent), got \(actualEvent)",
    ]
    if !Marble.isExactlyDrawable(actual, timing: timing) {
        lines.append("  (some actual events fall between frames or before the anchor; the events are \(actual))")
    }
    return lines.joined(separator: "\n")
}

/// Compares subscriptions with subscription diagrams; returns `nil` when they match.
///
/// - Throws: ``MarbleSyntaxError`` when a diagram is malformed.
public func marbleSubscriptionsDifference(
    _ actual: [Subscription],
    _ diagrams: [String],
    timing: MarbleTiming = .default
) throws(MarbleSyntaxError) -> String? {
    var expected: [Subscription] = []
    for diagram in diagrams { expected.append(try Marble.subscription(diagram, timing: timing)) }
    guard actual != expected else { return nil }
    return """
        Subscriptions differ from the marble diagrams:
          expected: \(expected.map { Marble.diagram($0, timing: timing) }) \(expected)
          actual:   \(actual.map { Marble.diagram($0, timing: timing) }) \(actual)
        """
}
