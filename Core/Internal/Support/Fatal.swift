// SPDX-License-Identifier: MIT
/// Stops the program with a message naming the abstract method that was not overridden.
@usableFromInline
func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method: a subclass must override it.", file: file, line: line)
}

/// Stops the program with `message`: a broken precondition of the public API, such as a
/// ``SingleAssignmentDisposable`` set twice. For a state the library's own design rules out, use
/// ``rxInternalInconsistency(_:file:line:)``.
@usableFromInline
func rxFatalError(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}

/// Stops the program with `message` unless `condition` holds: the check of an argument of the public API.
///
/// Unlike the standard library's `precondition`, the message is printed in release builds too, so a user who
/// passes a bad argument learns which operator and which argument, whatever the build.
@inlinable
package func rxPrecondition(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString = #file,
    line: UInt = #line
) {
    if !condition() { fatalError(message(), file: file, line: line) }
}

/// Stops the program: the library met a state its own design rules out (a state machine's impossible transition, a
/// registry's broken invariant). The one helper for internal invariants; ``rxFatalError(_:file:line:)`` and
/// ``rxPrecondition(_:_:file:line:)`` are for misuse of the public API.
@usableFromInline
package func rxInternalInconsistency(
    _ message: @autoclosure () -> String,
    file: StaticString = #file,
    line: UInt = #line
) -> Never {
    fatalError("Internal inconsistency: \(message())", file: file, line: line)
}
