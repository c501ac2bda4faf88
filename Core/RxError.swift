// SPDX-License-Identifier: MIT
/// The errors the library itself emits.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
    /// An unknown error.
    case unknown
    /// An operation was performed on an object that had already been disposed.
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An argument was out of range.
    case argumentOutOfRange
    /// The sequence was empty where an element was required.
    case noElements
    /// The sequence had more than one element where exactly one was required.
    case moreThanOneElement
    /// A timeout expired.
    case timeout

    /// A readable description of the error.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error occurred."
        case .disposed(let object):
            return "Object `\(object)` was already disposed."
        case .overflow:
            return "Arithmetic overflow occurred."
        case .argumentOutOfRange:
            return "Argument out of range."
        case .noElements:
            return "Sequence doesn't contain any elements."
        case .moreThanOneElement:
            return "Sequence contains more than one element."
        case .timeout:
            return "Sequence timeout."
        }
    }
}

// Unchecked: `disposed(object:)` only carries the object for its description; it is never mutated through the error.
extension RxError: @unchecked Sendable {}

extension RxError: CustomStringConvertible {
    /// The same text as ``debugDescription``.
    public var description: String { debugDescription }
}
