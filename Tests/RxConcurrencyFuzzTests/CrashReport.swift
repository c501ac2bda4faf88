// SPDX-License-Identifier: MIT
import Foundation

/// Prints the running case when the process crashes (a failed precondition, a stack overflow, a bad access), so
/// that a crash names its seed and pipeline as a failed check does. The Swift runtime's own crash report (the
/// backtrace) follows, since the handler hands the signal on to the handler it replaced.
///
/// The case is rendered once, before it runs, into a C string the signal handler writes with `write(2)`, which is
/// safe in a signal handler. Each actor thread gets an alternate signal stack, so a stack overflow is reported too.
enum CrashReport {
    private static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Installs the handlers once; later calls do nothing.
    static func install() {
        _ = installed
    }

    private static let installed: Void = {
        installAlternateStack()
        for signal in signals {
            var action = sigaction()
            action.sa_flags = SA_SIGINFO | SA_ONSTACK
            #if canImport(Darwin)
                action.__sigaction_u.__sa_sigaction = crashReportHandler
            #else
                action.__sigaction_handler.sa_sigaction = crashReportHandler
            #endif
            var previous = sigaction()
            sigaction(signal, &action, &previous)
            crashReportPrevious[Int(signal)] = previous
        }
    }()

    /// Gives the calling thread a signal stack of its own, so that a stack overflow can still be reported.
    static func installAlternateStack() {
        let size = 256 << 10
        var stack = stack_t()
        stack.ss_sp = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        stack.ss_size = numericCast(size)
        stack.ss_flags = 0
        sigaltstack(&stack, nil)
    }

    /// Sets the text printed if the process crashes from now on.
    static func setCurrentCase(_ description: String) {
        let text = strdup("\nConcurrencyFuzz: the process crashed while running this case:\n\(description)\n")
        let older = crashReportRetired
        crashReportRetired = crashReportText
        crashReportText = text
        // Freed one case late, so that a handler still reading the previous text on another thread finds it.
        free(older)
    }
}

/// The signal handler: writes the current case, then hands the signal on (it restores the previous handler and
/// returns, so the faulting instruction runs again, or `abort` raises again, and that handler reports it).
private func crashReportHandler(
    _ signal: Int32,
    _ info: UnsafeMutablePointer<siginfo_t>?,
    _ context: UnsafeMutableRawPointer?
) {
    if let text = crashReportText { _ = write(2, text, strlen(text)) }
    var previous = crashReportPrevious[Int(signal)]
    sigaction(signal, &previous, nil)
}

// Read by the signal handler, which can capture nothing; written by the main thread only.
nonisolated(unsafe) private var crashReportText: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var crashReportRetired: UnsafeMutablePointer<CChar>?
nonisolated(unsafe) private var crashReportPrevious: [sigaction] = Array(repeating: sigaction(), count: 65)
