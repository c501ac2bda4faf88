// SPDX-License-Identifier: MIT
import Foundation

/// The error the tests send and expect.
public struct TestError: Error, Equatable, CustomStringConvertible {
    public let id: Int
    public init(id: Int) { self.id = id }
    public var description: String { "TestError(\(id))" }
}

/// The usual test error.
public let testError = TestError(id: 1)
/// A second, different test error.
public let testError2 = TestError(id: 2)

/// Counts calls from several threads.
public final class Counter: @unchecked Sendable {
    // `lock` guards `storage`.
    private let lock = NSLock()
    private var storage = 0

    public init() {}

    public var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    public func increment() {
        add(1)
    }

    public func add(_ delta: Int) {
        lock.lock()
        storage += delta
        lock.unlock()
    }
}

/// Records values from several threads.
public final class Recorder<Value>: @unchecked Sendable {
    // `lock` guards `storage`.
    private let lock = NSLock()
    private var storage: [Value] = []

    public init() {}

    public var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    public func append(_ value: Value) {
        lock.lock()
        storage.append(value)
        lock.unlock()
    }
}
