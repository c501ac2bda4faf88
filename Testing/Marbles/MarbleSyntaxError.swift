// SPDX-License-Identifier: MIT
/// A malformed marble diagram: what is wrong and where.
public struct MarbleSyntaxError: Error, Equatable, CustomStringConvertible {
    /// The diagram as written.
    public let diagram: String
    /// The zero-based position (character offset) of the problem in ``diagram``.
    public let position: Int
    /// What is wrong.
    public let reason: String

    /// Creates an error.
    public init(diagram: String, position: Int, reason: String) {
        self.diagram = diagram
        self.position = position
        self.reason = reason
    }

    /// The reason, the position, and the diagram with a caret under the offending character.
    public var description: String {
        """
        Malformed marble diagram at position \(position): \(reason)
          \(diagram)
          \(String(repeating: " ", count: position))^
        """
    }
}
