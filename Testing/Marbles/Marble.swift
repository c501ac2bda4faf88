// SPDX-License-Identifier: MIT
import RxCore

/// Marble diagrams: event streams written as strings.
///
/// | symbol | meaning |
/// |---|---|
/// | `-` | one frame of time (``MarbleTiming/ticksPerFrame`` ticks, 10 by default) |
/// | `a`, `b`, `1`, … | a `next` event whose element is `values["a"]` (for `String` elements, the letter itself) |
/// | `(ab)` | several events in the same frame; the group's characters still count as frames |
/// | `\|` | completed |
/// | `#` | error (the `error:` argument, ``MarbleError`` by default) |
/// | `^` | the subscription point of a hot observable or of an expected diagram: the anchor at ``MarbleTiming/anchor`` |
/// | `!` | the disposal point, in subscription diagrams |
/// | space | ignored, for alignment |
///
/// ```swift
/// let xs = try scheduler.createHotObservable("-a-^-b-c-|", values: ["a": 1, "b": 2, "c": 3])
/// let res = scheduler.start { xs.map { $0 * 10 } }
/// XCTAssertMarbles(res, "   ^-b-c-|", values: ["b": 20, "c": 30])
/// XCTAssertSubscriptions(xs, "^-----!")
/// ```
public enum Marble {
    /// Parses a diagram of events at absolute virtual times (hot observables, expected output).
    ///
    /// - Parameters:
    ///   - diagram: The marble diagram.
    ///   - values: The element of each value symbol.
    ///   - error: The error `#` stands for.
    ///   - timing: Frame length and anchor time.
    /// - Returns: The recorded events the diagram describes.
    /// - Throws: ``MarbleSyntaxError`` naming the position of the first problem.
    public static func events<Element>(
        _ diagram: String,
        values: [Character: Element] = [:],
        error: Swift.Error = MarbleError(),
        timing: MarbleTiming = .default
    ) throws(MarbleSyntaxError) -> [Recorded<Event<Element>>] {
        try events(diagram, kind: .expected, values: values, error: error, timing: timing)
    }

    /// Parses a subscription diagram such as `"^-----!"`: `^` the subscription, `!` the disposal (absent while
    /// still subscribed). Its first character falls on ``MarbleTiming/anchor``.
    ///
    /// - Throws: ``MarbleSyntaxError`` naming the position of the first problem.
    public static func subscription(
        _ diagram: String,
        timing: MarbleTiming = .default
    ) throws(MarbleSyntaxError) -> Subscription {
        let (symbols, anchor) = try MarbleParser(diagram: diagram, kind: .subscription).parse()
        func time(_ frame: Int) -> TestTime { timing.anchor + (frame - anchor) * timing.ticksPerFrame }
        let subscribe = symbols.first { $0.kind == .subscribed }!
        guard let unsubscribe = symbols.first(where: { $0.kind == .unsubscribed }) else {
            return Subscription(time(subscribe.frame))
        }
        return Subscription(time(subscribe.frame), time(unsubscribe.frame))
    }

    /// Draws recorded events as a marble diagram whose first frame is ``MarbleTiming/anchor``.
    ///
    /// Elements found in `values` are drawn with their symbol, others as `?`; events in the same frame become a
    /// group. Times before the anchor or between frames cannot be drawn exactly: the diagram then places the event
    /// in the frame before, and ``Marble/isExactlyDrawable(_:timing:)`` is `false`.
    public static func diagram<Element: Equatable>(
        _ events: [Recorded<Event<Element>>],
        values: [Character: Element] = [:],
        timing: MarbleTiming = .default
    ) -> String {
        let symbols = values.sorted { $0.key < $1.key }
        func symbol(for event: Event<Element>) -> Character {
            switch event {
            case .next(let element):
                if let match = symbols.first(where: { $0.value == element }) { return match.key }
                if let text = element as? String, text.count == 1 { return Character(text) }
                return "?"
            case .error: return "#"
            case .completed: return "|"
            }
        }
        var frames: [(frame: Int, symbols: [Character])] = []
        for recorded in events {
            let frame = max(0, recorded.time - timing.anchor) / timing.ticksPerFrame
            if let last = frames.last, last.frame == frame {
                frames[frames.count - 1].symbols.append(symbol(for: recorded.value))
            } else {
                frames.append((frame, [symbol(for: recorded.value)]))
            }
        }
        var text = ""
        var position = 0
        for (frame, group) in frames {
            if frame > position {
                text += String(repeating: "-", count: frame - position)
                position = frame
            }
            let drawn = group.count == 1 ? String(group) : "(" + String(group) + ")"
            text += drawn
            position += drawn.count
        }
        return text
    }

    /// Whether ``diagram(_:values:timing:)`` draws `events` exactly: every event on a frame at or after the
    /// anchor, and no group wider than the gap to the next event.
    public static func isExactlyDrawable<Element>(_ events: [Recorded<Event<Element>>], timing: MarbleTiming) -> Bool {
        var nextFree = 0
        var index = 0
        while index < events.count {
            let offset = events[index].time - timing.anchor
            guard offset >= 0, offset % timing.ticksPerFrame == 0 else { return false }
            let frame = offset / timing.ticksPerFrame
            guard frame >= nextFree else { return false }
            var count = 1
            while index + count < events.count && events[index + count].time == events[index].time { count += 1 }
            nextFree = frame + (count == 1 ? 1 : count + 2)
            index += count
        }
        return true
    }

    /// Draws a subscription as a diagram whose first character falls on ``MarbleTiming/anchor``.
    public static func diagram(_ subscription: Subscription, timing: MarbleTiming = .default) -> String {
        let start = max(0, subscription.subscribe - timing.anchor) / timing.ticksPerFrame
        var text = String(repeating: "-", count: start) + "^"
        if subscription.unsubscribe != .max {
            let end = max(start + 1, (subscription.unsubscribe - timing.anchor) / timing.ticksPerFrame)
            text += String(repeating: "-", count: end - start - 1) + "!"
        }
        return text
    }

    static func events<Element>(
        _ diagram: String,
        kind: MarbleDiagramKind,
        values: [Character: Element],
        error: Swift.Error,
        timing: MarbleTiming
    ) throws(MarbleSyntaxError) -> [Recorded<Event<Element>>] {
        let (symbols, anchor) = try MarbleParser(diagram: diagram, kind: kind).parse()
        let origin = kind == .cold ? 0 : timing.anchor
        var events: [Recorded<Event<Element>>] = []
        for symbol in symbols {
            let time = origin + (symbol.frame - anchor) * timing.ticksPerFrame
            switch symbol.kind {
            case .value(let key):
                guard let element = values[key] ?? (String(key) as? Element) ?? (key as? Element) else {
                    let known = values.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
                    throw MarbleSyntaxError(
                        diagram: diagram,
                        position: symbol.position,
                        reason: "value '\(key)' has no entry in `values` (known: \(known.isEmpty ? "none" : known))."
                    )
                }
                events.append(Recorded(time: time, value: .next(element)))
            case .completed:
                events.append(Recorded(time: time, value: .completed))
            case .error:
                events.append(Recorded(time: time, value: .error(error)))
            case .subscribed, .unsubscribed:
                break
            }
        }
        return events
    }
}
