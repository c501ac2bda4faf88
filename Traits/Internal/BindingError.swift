/// Reports an error sent to something that cannot fail (a binder, a control property or event), as RxCocoa does:
/// a failed assertion in debug builds, a log line in release builds.
func reportBindingError(_ error: Swift.Error, file: StaticString = #file, line: UInt = #line) {
    let message = "Binding error: \(error). UI bindings cannot fail; handle the error before binding."
    assertionFailure(message, file: file, line: line)
    print(message)
}
