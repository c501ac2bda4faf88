// SPDX-License-Identifier: MIT
import Foundation

/// What `Benchmarks --instructions` reads from Valgrind and prints: the parts of instruction counting that need no
/// child process, kept here so that they are tested.
public enum InstructionReport {
    /// The total instruction count in cachegrind's summary (`==123== I   refs:      1,234,567`, or `I refs:` in
    /// newer releases), or `nil` when the output has none.
    public static func total(fromCachegrindOutput output: String) -> Int64? {
        for line in output.split(separator: "\n") {
            guard let refs = line.range(of: "refs:"),
                line[..<refs.lowerBound].hasSuffix("I   ")
                    || line[..<refs.lowerBound].hasSuffix("I ")
            else { continue }
            let digits = line[refs.upperBound...].filter(\.isNumber)
            if let total = Int64(digits) { return total }
        }
        return nil
    }

    /// The instructions per operation, from the totals of two runs of `small` and `large` operations: what the
    /// larger run did beyond the smaller one, per operation beyond it, so that start-up and setup cancel out.
    public static func perOperation(small: (size: Int, total: Int64), large: (size: Int, total: Int64)) -> Double {
        precondition(large.size > small.size, "perOperation: the large run must have more operations")
        return Double(large.total - small.total) / Double(large.size - small.size)
    }

    /// A count as the table shows it: whole instructions from 100 up, one decimal below.
    public static func format(_ count: Double) -> String {
        count >= 100 ? String(format: "%.0f", count) : String(format: "%.1f", count)
    }

    /// The change from `before` to `after` in percent, signed, with one decimal (`+1.5 %`).
    public static func change(from before: Double, to after: Double) -> String {
        guard before > 0 else { return "—" }
        return String(format: "%+.1f %%", (after - before) / before * 100)
    }

    /// `rows` (the first one the header) as a text table: the first column left-aligned, the others right-aligned.
    public static func table(_ rows: [[String]]) -> String {
        guard let header = rows.first else { return "" }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
