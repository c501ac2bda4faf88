// SPDX-License-Identifier: MIT
import BenchmarkReport
import Foundation

/// `--instructions`: the instructions a workload executes per operation, counted by Valgrind instead of timed, so
/// that a change to a hot path can be judged on a shared, noisy machine.
///
/// Each workload runs in a child process of this executable (`--run-once NAME --size N`: its setup, one run, its
/// teardown) under `valgrind --tool=cachegrind --cache-sim=no`, at two sizes; the difference of the two totals
/// divided by the difference of the sizes is the count per operation, free of the process's start-up, the setup and
/// the teardown. With `--against PATH`, the same count for another build of this runner (a copy of
/// `.build/release/Benchmarks` from before a change) goes beside it, with the change in percent.
///
/// Counts are exact for single-threaded work and repeat to the instruction from run to run; where threads meet
/// (`observe-on-*`, `publish-contended`) they include waiting and vary. Instructions are not time: a cache miss or a
/// contended atomic costs more than its one instruction, so the timed table still decides targets.
enum InstructionCount {
    static let usage = "Benchmarks --instructions [--filter NAME] [--against PATH] [--valgrind PATH]"

    static let helpText = """
        \(usage)

        Counts the instructions each workload executes per operation, under Valgrind's cachegrind, instead of timing
        it: the count does not depend on the machine's load, so two builds compare to the instruction (single-threaded
        workloads; where threads meet the count includes waiting). Each workload runs in a child process at two
        sizes and the difference is divided by the difference of the sizes, so start-up and setup cancel out.
        Needs valgrind (the Debian package) and a release build; about 50 times slower than the work itself.

        Options:
          --filter NAME   count only the workloads whose name contains NAME, or the one named exactly NAME
          --against PATH  also count with another build of this runner (for example a copy of
                          .build/release/Benchmarks made before a change) and show the change in percent
          --valgrind PATH the valgrind executable (default: valgrind, found on PATH)
        """

    /// Runs `workload` once over `size` operations, with its setup and teardown, and exits: what a child counted
    /// under Valgrind does.
    static func runOnce(_ workload: Workload, size: Int) -> Never {
        prepared = workload.setUp?(size)
        let checksum = workload.run(size)
        prepared?.tearDown()
        prepared = nil
        guard checksum == workload.expectedChecksum(size) else {
            FileHandle.standardError.write(Data("error: \(workload.name) returned a wrong checksum\n".utf8))
            exit(1)
        }
        exit(0)
    }

    /// The two sizes a workload is counted at: large enough that the difference dwarfs the noise of allocation
    /// and start-up, small enough to run under Valgrind in seconds.
    static func sizes(of workload: Workload) -> (small: Int, large: Int) {
        let small = max(1, min(workload.size / 10, 20_000))
        return (small, small * 2)
    }

    #if os(Linux) || os(macOS)
        /// Counts every workload of `workloads` with `executable` (and `other`, if given), printing a table; returns
        /// the exit status.
        static func run(_ workloads: [Workload], executable this: String, other againstBuild: String?, valgrind: String)
            -> Int32
        {
            // Valgrind 3.19 cannot read the debug information Swift 6 writes ("possibly corrupted debuginfo"):
            // count with copies that have none.
            let executable: String
            let other: String?
            do {
                executable = try strippedCopy(of: this, named: "this")
                other = try againstBuild.map { try strippedCopy(of: $0, named: "against") }
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                return 2
            }
            defer {
                for copy in [executable] + (other.map { [$0] } ?? []) {
                    try? FileManager.default.removeItem(atPath: copy)
                }
            }
            var rows: [[String]] = []
            for workload in workloads {
                FileHandle.standardError.write(Data("counting \(workload.name)…\n".utf8))
                do {
                    let count = try perOperation(workload, executable: executable, valgrind: valgrind)
                    var row = [workload.name, workload.unit, InstructionReport.format(count)]
                    if let other {
                        // A workload added since the other build was made: counted here only.
                        guard let before = try? perOperation(workload, executable: other, valgrind: valgrind) else {
                            rows.append([workload.name, workload.unit, "n/a", InstructionReport.format(count), "new"])
                            continue
                        }
                        row = [
                            workload.name, workload.unit, InstructionReport.format(before),
                            InstructionReport.format(count),
                            InstructionReport.change(from: before, to: count),
                        ]
                    }
                    rows.append(row)
                } catch {
                    FileHandle.standardError.write(Data("error: \(workload.name): \(error)\n".utf8))
                    return 1
                }
            }
            let header =
                other == nil
                ? ["workload", "per", "instructions"]
                : ["workload", "per", "instructions (--against)", "instructions (this build)", "change"]
            print(InstructionReport.table([header] + rows))
            return 0
        }

        /// A copy of `executable` without debug information, in the temporary directory, made with `strip` (binutils)
        /// or the toolchain's `llvm-objcopy`. Named after this process, so that runs made at the same time (two
        /// checkouts on one machine) never count with each other's copies; removed when the run ends.
        static func strippedCopy(of executable: String, named name: String) throws -> String {
            let process = ProcessInfo.processInfo.processIdentifier
            let copy = FileManager.default.temporaryDirectory.appendingPathComponent("rx-benchmarks-\(process)-\(name)")
                .path
            let tools = [
                ["strip", "--strip-debug", "-o", copy, executable],
                ["llvm-objcopy", "--strip-debug", executable, copy],
            ]
            for arguments in tools {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = arguments
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                do { try process.run() } catch { continue }
                process.waitUntilExit()
                if process.terminationStatus == 0 { return copy }
            }
            throw CountError("could not strip \(executable): neither strip nor llvm-objcopy worked")
        }

        /// Instructions per operation of `workload` in `executable`.
        static func perOperation(_ workload: Workload, executable: String, valgrind: String) throws -> Double {
            let (small, large) = sizes(of: workload)
            let few = try totalInstructions(workload, size: small, executable: executable, valgrind: valgrind)
            let many = try totalInstructions(workload, size: large, executable: executable, valgrind: valgrind)
            return InstructionReport.perOperation(small: (small, few), large: (large, many))
        }

        /// The instructions a child running `workload` once over `size` operations executed, as cachegrind reports.
        static func totalInstructions(
            _ workload: Workload,
            size: Int,
            executable: String,
            valgrind: String
        ) throws -> Int64 {
            let process = Process()
            // Through `env`, which takes a path or a name to look up on PATH alike.
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                valgrind, "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                executable, "--run-once", workload.name, "--size", String(size),
            ]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw CountError("the child exited with \(process.terminationStatus):\n\(output)")
            }
            if let total = InstructionReport.total(fromCachegrindOutput: output) { return total }
            throw CountError("no instruction count in valgrind's output:\n\(output)")
        }
    #endif

    struct CountError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
