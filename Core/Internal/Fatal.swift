/// Stops the program with a message naming the abstract method that was not overridden.
@usableFromInline
func rxAbstractMethod(file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError("Abstract method: a subclass must override it.", file: file, line: line)
}

/// Stops the program with `message`; used for broken preconditions of the public API.
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
