// SPDX-License-Identifier: MIT
import Foundation

/// Ends the process when a case runs longer than its bound: it prints the case (seed, pipeline, scripts), how far
/// each actor got and every thread's stack, then stops. A hung case cannot be recovered from in-process, and a
/// stopped run with the stacks beats a CI job that times out saying nothing.
///
/// The stacks come from `gdb` attached to the process, where it is installed and the system lets it attach;
/// otherwise the report says so and still names the case and the actors' positions.
final class Watchdog: @unchecked Sendable {
    static let shared = Watchdog()

    // `lock` guards the fields below.
    private let lock = NSLock()
    private var started: Date?
    private var limit: TimeInterval = 0
    private var report: () -> String = { "" }

    private init() {
        let thread = Thread { [unowned self] in
            while true {
                Thread.sleep(forTimeInterval: 0.1)
                self.check()
            }
        }
        thread.name = "rx.fuzz.watchdog"
        thread.start()
    }

    /// Watches a case: `report` describes it and its progress.
    func begin(limit: TimeInterval, report: @escaping () -> String) {
        lock.lock()
        started = Date()
        self.limit = limit
        self.report = report
        lock.unlock()
    }

    func end() {
        lock.lock()
        started = nil
        lock.unlock()
    }

    private func check() {
        lock.lock()
        guard let started, Date().timeIntervalSince(started) > limit else {
            lock.unlock()
            return
        }
        let report = self.report
        let limit = self.limit
        lock.unlock()
        var text = "\nConcurrencyFuzz: a case did not end within \(Int(limit)) s (a deadlock or a livelock)\n"
        text += report() + "\n"
        text += Self.threadStacks()
        FileHandle.standardError.write(Data(text.utf8))
        FileHandle.standardOutput.write(Data(text.utf8))
        fatalError("ConcurrencyFuzz: hung case; its seed and stacks are printed above")
    }

    /// Every thread's stack, from gdb; or why there are none.
    static func threadStacks() -> String {
        #if os(Linux) || os(macOS)
            return gdbThreadStacks()
        #else
            return "(no thread stacks: this platform cannot start gdb)\n"
        #endif
    }

    #if os(Linux) || os(macOS)
        private static func gdbThreadStacks() -> String {
            let candidates = ["/usr/bin/gdb", "/usr/local/bin/gdb"]
            guard let gdb = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
                return "(no thread stacks: gdb is not installed)\n"
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: gdb)
            process.arguments = [
                "--batch", "--nx", "-p", "\(getpid())", "-ex", "set pagination off", "-ex", "thread apply all bt 40",
            ]
            // To a file, not a pipe: gdb stops every thread of this process, the reader of a pipe too, and would block
            // once the pipe is full.
            let path = NSTemporaryDirectory() + "rx-fuzz-stacks-\(getpid()).txt"
            _ = FileManager.default.createFile(atPath: path, contents: nil)
            guard let file = FileHandle(forWritingAtPath: path) else {
                return "(no thread stacks: cannot write \(path))\n"
            }
            process.standardOutput = file
            process.standardError = file
            do {
                try process.run()
            } catch {
                return "(no thread stacks: gdb did not start: \(error))\n"
            }
            process.waitUntilExit()
            file.closeFile()
            let output = (try? String(contentsOfFile: path, encoding: .utf8)) ?? "(unreadable gdb output)"
            try? FileManager.default.removeItem(atPath: path)
            return "Thread stacks (gdb):\n" + output + "\n"
        }
    #endif
}
