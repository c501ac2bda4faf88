// SPDX-License-Identifier: MIT
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
import Dispatch
import Foundation
import RxCore

// The soak (`Benchmarks --soak`): millions of subscribe/send/dispose cycles through the pipelines of
// SoakPipelines.swift, with the resident memory and `Resources.total` sampled along the way. Not a timed benchmark:
// it judges that memory stays flat and that every subscription is released. Benchmarks/README.md describes it.

let soakUsage = "usage: Benchmarks --soak [--cycles N] [--quick] [--filter NAME] [--list]"

let soakHelpText = """
    \(soakUsage)

    Soak mode: runs 10,000,000 subscribe/dispose cycles (500,000 with --quick), rotating over pipelines of
    subjects, relays, share(replay: 1), flatMapLatest, observe(on:) a serial queue and a Driver chain. Each cycle
    subscribes, sends elements through, checks that exactly those arrived, disposes, and where it can, checks
    that an element sent after the disposal does not arrive. Resident memory and Resources.total are sampled at 100 evenly spaced points and
    printed as a curve.

      --soak         run the soak instead of the benchmark tables
      --cycles N     the number of cycles, 100 or more (default 10,000,000; overrides --quick)
      --quick        500,000 cycles
      --filter NAME  rotate only over the pipelines whose name contains NAME
      --list         with --soak, print the pipeline names and exit

    It passes when the mean resident memory over the last tenth of the samples is within 5% of the mean over the
    first tenth, and, where Resources.total is counted, when it returns to its start: between cycles it must end
    where it was before the first cycle, and after the pipelines are released, where it was before they were built.
    Resources.total is counted in debug builds and in builds with TRACE_RESOURCES defined; make soak runs
    swift run -c release --scratch-path .build-soak -Xswiftc -DTRACE_RESOURCES Benchmarks --soak.

    Exit status: 1 when a cycle receives the wrong elements, memory grows, or Resources.total does not return;
    2 on bad arguments.
    """

/// Whether the library counts `Resources.total` in this build; the flags reach every module of the package.
#if DEBUG || TRACE_RESOURCES
    private let resourcesCounted = true
#else
    private let resourcesCounted = false
#endif

/// The number of samples taken along the run.
private let sampleCount = 100
/// The largest difference allowed between the mean resident memory of the first and of the last tenth of samples.
private let allowedGrowth = 0.05

/// The resident set size of this process in bytes, or `nil` where it cannot be read.
func residentBytes() -> Int? {
    #if os(Linux)
        // The second field of /proc/self/statm: resident pages.
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(getpagesize())
    #elseif canImport(Darwin)
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let result = withUnsafeMutablePointer(to: &info) {
            $0.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                task_info(soakTask, task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
            }
        }
        return result == KERN_SUCCESS ? Int(info.resident_size) : nil
    #else
        return nil
    #endif
}

#if canImport(Darwin)
    /// This task's port, asked for once (`mach_task_self_` is a C global that Swift 6 does not treat as safe on
    /// older SDKs).
    private let soakTask: mach_port_t = task_self_trap()
#endif

/// One point of the memory curve.
private struct SoakSample {
    let cycles: Int
    let residentBytes: Int?
    let resourcesTotal: Int32
    let seconds: Double
}

/// Runs the soak; returns the exit status.
func runSoak(cycles: Int, filter: String?) -> Int32 {
    precondition(Thread.isMainThread, "The soak runs on the main thread, as its Driver chain requires.")
    let chosen = SoakPipelines.all().filter { pipeline in filter.map { pipeline.name.contains($0) } ?? true }
    guard !chosen.isEmpty else {
        fail("no soak pipeline matches '\(filter ?? "")'; use --soak --list to see them")
    }
    progress("soak: \(grouped(cycles)) cycles over \(chosen.count) pipeline(s)…")

    let resourcesBeforeSetUp = Resources.total
    var cyclesOf = chosen.map { $0.make() }
    let probes = chosen.map { _ in SoakProbe() }
    let resourcesAfterSetUp = Resources.total

    var errors: [String] = []
    var checksum = 0
    var expectedChecksum = 0
    var samples: [SoakSample] = []
    let start = DispatchTime.now().uptimeNanoseconds
    func seconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
    func sample(_ done: Int) -> SoakSample {
        SoakSample(cycles: done, residentBytes: residentBytes(), resourcesTotal: Resources.total, seconds: seconds())
    }

    let initial = sample(0)
    var done = 0
    sampling: for point in 1...sampleCount {
        let target = cycles * point / sampleCount
        while done < target {
            let index = done % cyclesOf.count
            if resourcesCounted { probes[index].idle = Resources.total }
            let check = cyclesOf[index](done, probes[index])
            checksum &+= check.received
            expectedChecksum &+= check.expected
            if let problem = check.problem {
                errors.append("cycle \(grouped(done)), \(chosen[index].name): \(problem)")
                break sampling
            }
            done += 1
        }
        samples.append(sample(done))
        if point % 10 == 0 {
            progress("soak: \(point)% (\(grouped(done)) cycles, \(String(format: "%.1f", seconds())) s)")
        }
    }
    let elapsed = seconds()
    if done < cycles { samples.append(sample(done)) }

    // An `observe(on:)` sink may be released on its queue just after its disposal: give stragglers a moment.
    let resourcesAtEnd = settle(towards: resourcesAfterSetUp)
    let queuedDeliveries = probes.map(\.queuedDeliveries).reduce(0, +)
    cyclesOf.removeAll()
    let resourcesAfterTearDown = settle(towards: resourcesBeforeSetUp)

    // The report.
    let perCycle = grouped(Int((elapsed * 1e9 / Double(max(done, 1))).rounded()))
    let stopped = done < cycles ? " (stopped early, of \(grouped(cycles)))" : ""
    print(
        "Soak: \(grouped(done)) subscribe/dispose cycles\(stopped) in \(String(format: "%.1f", elapsed)) s "
            + "(\(perCycle) ns per cycle), rotating over \(chosen.count) pipeline(s):\n"
    )
    let nameWidth = max(8, chosen.map(\.name.count).max() ?? 0)
    let heldColumn = resourcesCounted ? "holds  " : ""
    print("  \(pad("pipeline", nameWidth))  \(heldColumn)one cycle")
    for (pipeline, probe) in zip(chosen, probes) {
        let held = resourcesCounted ? pad(probe.held == .min ? "-" : "\(probe.held)", 5) + "  " : ""
        print("  \(pad(pipeline.name, nameWidth))  \(held)\(pipeline.summary)")
    }
    if resourcesCounted {
        print("(holds: the most resources, counted by Resources.total, that one cycle held at once)")
    }
    print("\nchecksum (sum of the elements received): \(checksum), expected \(expectedChecksum)")
    if checksum != expectedChecksum && errors.isEmpty {
        errors.append("wrong checksum: received \(checksum), expected \(expectedChecksum)")
    }
    if queuedDeliveries > 0 {
        print(
            "driver-chain cycles whose element was queued on the main queue instead of delivered inline: \(queuedDeliveries)"
        )
    }

    print("\nThe memory curve (RSS: resident set size; Resources.total between cycles):\n")
    print(curveTable([initial] + samples))
    let residents = samples.compactMap(\.residentBytes)
    if initial.residentBytes == nil {
        print("\nRSS: not available on this platform; memory is not judged")
    } else if done < cycles {
        print("\nRSS: the run stopped early; memory is not judged")
    } else if residents.count == samples.count {
        print("\nRSS " + sparkline(residents.map(Double.init)))
        let tenth = samples.count / 10
        let first = mean(residents.prefix(tenth))
        let last = mean(residents.suffix(tenth))
        let growth = (last - first) / first
        print(
            String(
                format: "RSS mean over the first tenth of samples %.2f MiB, over the last tenth %.2f MiB: %+.2f%%",
                first / mebibyte,
                last / mebibyte,
                growth * 100
            )
        )
        if abs(growth) > allowedGrowth {
            errors.append(
                String(
                    format:
                        "resident memory is not flat: the last tenth's mean differs from the first's by %.2f%% (allowed %.0f%%)",
                    growth * 100,
                    allowedGrowth * 100
                )
            )
        } else {
            print(String(format: "memory: flat (within %.0f%%)", allowedGrowth * 100))
        }
    } else {
        print("\nRSS: could not be read at every sample; memory is not judged")
        errors.append("the resident set size could be read at the start but not at every sample")
    }

    if resourcesCounted {
        let peak = probes.map(\.peak).max() ?? .min
        print(
            """

            Resources.total: \(resourcesBeforeSetUp) at the start, \(resourcesAfterSetUp) with the pipelines built, \
            peak \(peak) while subscribed, \(resourcesAtEnd) after the last cycle, \(resourcesAfterTearDown) with \
            the pipelines released
            """
        )
        if peak <= resourcesAfterSetUp {
            errors.append("Resources.total never rose while subscribed (peak \(peak)): the library is not counting")
        }
        if resourcesAtEnd != resourcesAfterSetUp {
            errors.append(
                "Resources.total did not return between cycles: \(resourcesAfterSetUp) before the first cycle, "
                    + "\(resourcesAtEnd) after the last"
            )
        }
        if resourcesAfterTearDown != resourcesBeforeSetUp {
            errors.append(
                "Resources.total did not return to its start: \(resourcesBeforeSetUp) at the start, "
                    + "\(resourcesAfterTearDown) once the pipelines were released"
            )
        }
        if errors.isEmpty { print("Resources.total: back to its start") }
    } else {
        print(
            """

            Resources.total is not counted in this build (a release build without TRACE_RESOURCES), so only
            memory is judged. To count it, run make soak, which runs
              swift run -c release --scratch-path .build-soak -Xswiftc -DTRACE_RESOURCES Benchmarks --soak
            (or run the soak from a debug build: swift run Benchmarks --soak).
            """
        )
    }

    guard errors.isEmpty else {
        for error in errors { FileHandle.standardError.write(Data("error: \(error)\n".utf8)) }
        return 1
    }
    print("\nsoak: passed")
    return 0
}

/// Waits up to two seconds, serving the main queue, for `Resources.total` to reach `target`; returns its value.
private func settle(towards target: Int32) -> Int32 {
    guard resourcesCounted else { return Resources.total }
    let deadline = Date(timeIntervalSinceNow: 2)
    while Resources.total != target && Date() < deadline {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
    }
    return Resources.total
}

private let mebibyte = 1_048_576.0

/// About 20 rows of the curve: the first sample (before any cycle) and every fifth after it.
private func curveTable(_ samples: [SoakSample]) -> String {
    let step = max(1, (samples.count - 1) / 20)
    let rows = samples.indices.filter { $0 % step == 0 || $0 == samples.count - 1 }.map { samples[$0] }
    let header = ["cycles", "RSS MiB", "Resources.total", "seconds"]
    let cells = rows.map { sample in
        [
            grouped(sample.cycles),
            sample.residentBytes.map { String(format: "%.2f", Double($0) / mebibyte) } ?? "n/a",
            resourcesCounted ? "\(sample.resourcesTotal)" : "not counted",
            String(format: "%.1f", sample.seconds),
        ]
    }
    let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
    func line(_ row: [String]) -> String {
        zip(row, widths).map { String(repeating: " ", count: $1 - $0.count) + $0 }.joined(separator: "  ")
    }
    let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
    return ([line(header), rule] + cells.map(line)).joined(separator: "\n")
}

/// The values as a line of block characters, each the mean of two consecutive values, scaled from their minimum to
/// their maximum (which the line names).
private func sparkline(_ values: [Double]) -> String {
    let blocks = Array("▁▂▃▄▅▆▇█")
    let pairs = stride(from: 0, to: values.count, by: 2).map { mean(values[$0..<min($0 + 2, values.count)]) }
    guard let low = values.min(), let high = values.max() else { return "" }
    let line = String(
        pairs.map { value in
            high > low ? blocks[min(blocks.count - 1, Int((value - low) / (high - low) * Double(blocks.count)))] : "▄"
        }
    )
    return line + String(format: "  (%.2f … %.2f MiB)", low / mebibyte, high / mebibyte)
}

private func mean<Values: Collection>(_ values: Values) -> Double where Values.Element: BinaryInteger {
    values.isEmpty ? 0 : Double(values.reduce(0, +)) / Double(values.count)
}

private func mean<Values: Collection>(_ values: Values) -> Double where Values.Element == Double {
    values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
}

/// `value` with thousands separators: 10,000,000.
private func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var result = ""
    for (offset, digit) in digits.enumerated() {
        if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
        result.append(digit)
    }
    return value < 0 ? "-" + result : result
}

private func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
}

private func progress(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
