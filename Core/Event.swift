// SPDX-License-Identifier: MIT
/// A sequence event: an element, an error, or completion.
///
/// Every observer sees `next* (error | completed)?`: zero or more ``next(_:)`` events, then at most one
/// terminal event, after which nothing is delivered.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed with `error`; nothing follows.
    case error(Swift.Error)
    /// The sequence finished; nothing follows.
    case completed
}

extension Event: Sendable where Element: Sendable {}

extension Event: CustomDebugStringConvertible {
    /// A description such as `next(1)`, `error(boom)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event {
    /// `true` for `error` and `completed`.
    @inlinable
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The element of a `next` event, otherwise `nil`.
    @inlinable
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, otherwise `nil`.
    @inlinable
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// `true` for `completed`.
    @inlinable
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; an error thrown by `transform` becomes an `error` event.
    ///
    /// - Parameter transform: Applied to the element of a `next` event.
    /// - Returns: The transformed event; `error` and `completed` pass through unchanged.
    @inlinable
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

/// A type that can be turned into an ``Event``; lets `dematerialize` accept events.
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element
    /// The event itself.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
