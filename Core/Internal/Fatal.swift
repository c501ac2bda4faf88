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
