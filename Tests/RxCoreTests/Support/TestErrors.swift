import Foundation

/// The error the tests send and expect.
struct TestError: Error, Equatable, CustomStringConvertible {
    let id: Int
    var description: String { "TestError(\(id))" }
}

let testError = TestError(id: 1)
let testError2 = TestError(id: 2)

/// Counts calls from several threads.
final class Counter: @unchecked Sendable {
    // `lock` guards `storage`.
    private let lock = NSLock()
    private var storage = 0

    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func increment() {
        lock.lock()
        storage += 1
        lock.unlock()
    }
}

/// Records values from several threads.
final class Recorder<Value>: @unchecked Sendable {
    // `lock` guards `storage`.
    private let lock = NSLock()
    private var storage: [Value] = []

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    func append(_ value: Value) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }
}
