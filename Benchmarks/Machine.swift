// SPDX-License-Identifier: MIT
#if canImport(Darwin)
    import Darwin
#endif
import Foundation

// The machine a run is on, for the `--svg` chart's first line (BenchmarkReport reads nothing itself).

/// The machine the benchmarks run on, in a few words: its host name, CPU model and active core count, as
/// "vm (AMD EPYC, 2 cores)". The CPU model is the first `model name` of /proc/cpuinfo on Linux (`Model` on the
/// ARM boards that have no `model name`) and `machdep.cpu.brand_string` on Darwin; it is left out where it cannot be
/// read.
func machineDescription() -> String {
    let info = ProcessInfo.processInfo
    let cores = info.activeProcessorCount
    let details = [cpuModel(), "\(cores) \(cores == 1 ? "core" : "cores")"].compactMap { $0 }
    return "\(info.hostName) (\(details.joined(separator: ", ")))"
}

/// The CPU's model name, with runs of spaces collapsed, or nil where it cannot be read.
private func cpuModel() -> String? {
    #if os(Linux)
        guard let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        var fields: [String: String] = [:]
        for line in cpuinfo.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = parts[0].trimmingCharacters(in: .whitespaces)
            if fields[key] == nil { fields[key] = parts[1].trimmingCharacters(in: .whitespaces) }
        }
        return (fields["model name"] ?? fields["Model"]).flatMap(collapsingSpaces)
    #elseif canImport(Darwin)
        var size = 0
        guard sysctlbyname("machdep.cpu.brand_string", nil, &size, nil, 0) == 0, size > 0 else { return nil }
        var buffer = [CChar](repeating: 0, count: size)
        guard sysctlbyname("machdep.cpu.brand_string", &buffer, &size, nil, 0) == 0 else { return nil }
        return collapsingSpaces(buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
    #else
        return nil
    #endif
}

/// `text` with runs of whitespace made one space, or nil when nothing else is left.
private func collapsingSpaces(_ text: String) -> String? {
    let words = text.split(whereSeparator: \.isWhitespace)
    return words.isEmpty ? nil : words.joined(separator: " ")
}
