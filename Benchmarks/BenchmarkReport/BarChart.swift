// SPDX-License-Identifier: MIT
import Foundation

/// Draws the benchmark figures as an SVG bar chart: one panel of median nanoseconds per operation and one of
/// allocations per operation, each on a log scale, one bar per workload and panel.
///
/// Plain text, no dependency: the runner's `--svg PATH` writes what ``render(_:run:referenceSource:)`` returns. Each
/// bar is a `rect` of class `bar ns` or `bar allocs` carrying the workload's name in `data-workload`; the baseline a
/// row is divided by and the RxSwift reference figure are vertical marks (classes `mark baseline` and
/// `mark reference`) across that row's time bar. The first line (a `text` of class `run`) says what kind of run
/// the figures come from, when, and on which machine.
///
/// Nothing is clipped: the label column is as wide as the longest workload name, the gap between the panels and the
/// margin after them as wide as the longest value label, and the chart as wide as its longest line of text, all
/// estimated with ``estimatedWidth(of:bold:)``.
package enum BarChart {
    /// What the figures come from. The runner reads these facts (this target reads nothing from its environment).
    package struct Run: Sendable {
        /// Whether the run was a `--quick` pass: sizes divided by 100, runs of about a millisecond.
        package var isQuick: Bool
        /// When the run started.
        package var date: Date
        /// The machine, as the runner describes it: host name, CPU model, core count.
        package var machine: String

        package init(isQuick: Bool, date: Date, machine: String) {
            self.isQuick = isQuick
            self.date = date
            self.machine = machine
        }

        /// The chart's first line: "full run, 2026-11-26 14:05 UTC, on vm (AMD EPYC, 2 cores)" or the same for a
        /// `--quick` run, which says that its times are not comparable.
        package var line: String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
            let kind = isQuick ? "--quick run (sizes divided by 100: times too short to compare)" : "full run"
            return "\(kind), \(formatter.string(from: date)), on \(machine)"
        }
    }

    /// The figures of one workload.
    package struct Row: Sendable {
        /// The workload's name.
        package var name: String
        /// What one operation is ("element", "subscription", …).
        package var unit: String
        /// The median time per operation, in nanoseconds.
        package var nanoseconds: Double
        /// Allocations per operation, or nil when the counter is not available on this platform.
        package var allocations: Double?
        /// The baseline this row is divided by and its median time per operation in the same run, if any.
        package var baseline: (name: String, nanoseconds: Double)?
        /// The RxSwift figure this row is compared with, in nanoseconds per operation, if any.
        package var reference: Double?

        package init(
            name: String,
            unit: String,
            nanoseconds: Double,
            allocations: Double?,
            baseline: (name: String, nanoseconds: Double)? = nil,
            reference: Double? = nil
        ) {
            self.name = name
            self.unit = unit
            self.nanoseconds = nanoseconds
            self.allocations = allocations
            self.baseline = baseline
            self.reference = reference
        }
    }

    /// Allocation counts below this are drawn as a sliver at the axis and labelled with their value.
    static let smallestAllocations = 0.01

    // Layout, in SVG user units.
    private static let fontSize = 11.0
    private static let margin = 10.0
    private static let panelWidth = 330.0
    private static let rowHeight = 18.0
    private static let top = 94.0
    private static let bottom = 34.0

    /// The width of a line of `text` at the chart's font size, estimated per character: 0.64 em for normal text and
    /// 0.7 em for bold, more than the average advance of sans-serif lowercase letters and digits (about 0.5–0.56 em),
    /// so that an estimate errs on the wide side.
    package static func estimatedWidth(of text: String, bold: Bool = false) -> Double {
        Double(text.count) * fontSize * (bold ? 0.7 : 0.64)
    }

    /// Returns the SVG document for `rows`, in their order.
    ///
    /// - Parameters:
    ///   - run: What kind of run the figures come from, when, and on which machine: the chart's first line.
    ///   - referenceSource: Where the RxSwift figures come from, shown in the legend.
    package static func render(_ rows: [Row], run: Run, referenceSource: String = "RxSwift") -> String {
        let timeValues = rows.flatMap { row in
            [row.nanoseconds, row.baseline?.nanoseconds, row.reference].compactMap { $0 }.filter { $0 > 0 }
        }
        let timeAxis = LogAxis(values: timeValues, floor: nil)
        let allocationAxis = LogAxis(
            values: rows.compactMap(\.allocations).filter { $0 > 0 } + [1],
            floor: smallestAllocations
        )
        let timeLabels = rows.map { figure($0.nanoseconds) }
        let allocationLabels = rows.map { row in row.allocations.map(figure) ?? "n/a" }
        let timeTitle = "median ns per operation (log scale)"
        let allocationTitle = "allocations per operation (log scale)"
        let allocationNote = "counts below \(label(smallestAllocations)) are drawn at the axis"
        let runLine = run.line
        // A workload's name ends 8 units left of its bars; a value label starts 4 units right of its bar's end.
        let labelWidth = margin + widest(rows.map(\.name)) + 8
        let panelGap = max(70, 4 + widest(timeLabels) + 2 * margin)
        let timeLeft = labelWidth
        let allocationLeft = labelWidth + panelWidth + panelGap
        let width =
            [
                allocationLeft + panelWidth
                    + max(4 + widest(allocationLabels), widest(allocationAxis.decades.map(label)) / 2),
                allocationLeft
                    + max(estimatedWidth(of: allocationTitle, bold: true), estimatedWidth(of: allocationNote)),
                timeLeft + 18 + estimatedWidth(of: referenceSource),
                margin + estimatedWidth(of: runLine),
            ].map { ($0 + margin).rounded(.up) }.max() ?? 0
        let plotHeight = Double(rows.count) * rowHeight
        let height = top + plotHeight + bottom

        var svg: [String] = []
        svg.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(number(width))\" height=\"\(number(height))\" "
                + "viewBox=\"0 0 \(number(width)) \(number(height))\" font-family=\"sans-serif\" "
                + "font-size=\"\(number(fontSize))\">"
        )
        svg.append("<title>Benchmarks: median ns per operation and allocations per operation, log scales</title>")
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>")
        // What the figures come from, then the titles and legend.
        svg.append(text(runLine, x: margin, y: 16, fill: "#333333", className: "run"))
        svg.append(text(timeTitle, x: timeLeft, y: 36, weight: "bold"))
        svg.append(text(allocationTitle, x: allocationLeft, y: 36, weight: "bold"))
        svg.append(
            "<rect x=\"\(number(timeLeft))\" y=\"46\" width=\"14\" height=\"10\" fill=\"#4a78b5\"/>"
                + text("this library", x: timeLeft + 18, y: 55)
        )
        svg.append(
            "<line x1=\"\(number(timeLeft + 100))\" y1=\"44\" x2=\"\(number(timeLeft + 100))\" y2=\"58\" "
                + "stroke=\"black\" stroke-width=\"2\"/>"
                + text("the row's baseline, same run", x: timeLeft + 106, y: 55)
        )
        svg.append(
            "<line x1=\"\(number(timeLeft + 7))\" y1=\"62\" x2=\"\(number(timeLeft + 7))\" y2=\"76\" "
                + "stroke=\"#d62728\" stroke-width=\"2\" stroke-dasharray=\"3,2\"/>"
                + text(referenceSource, x: timeLeft + 18, y: 73)
        )
        svg.append(text(allocationNote, x: allocationLeft, y: 55))
        // Decade grid lines and their labels.
        for (axis, left) in [(timeAxis, timeLeft), (allocationAxis, allocationLeft)] {
            for decade in axis.decades {
                let x = left + axis.position(decade) * panelWidth
                svg.append(
                    "<line x1=\"\(number(x))\" y1=\"\(number(top - 4))\" x2=\"\(number(x))\" "
                        + "y2=\"\(number(top + plotHeight))\" stroke=\"#dddddd\"/>"
                )
                svg.append(
                    text(label(decade), x: x, y: top + plotHeight + 14, anchor: "middle", fill: "#555555")
                )
            }
        }
        // One row per workload.
        for (index, row) in rows.enumerated() {
            let y = top + Double(index) * rowHeight
            let name = escaped(row.name)
            svg.append(text(row.name, x: labelWidth - 8, y: y + 12, anchor: "end"))
            let timeWidth = max(1, timeAxis.position(row.nanoseconds) * panelWidth)
            svg.append(
                "<rect class=\"bar ns\" data-workload=\"\(name)\" x=\"\(number(timeLeft))\" y=\"\(number(y + 3))\" "
                    + "width=\"\(number(timeWidth))\" height=\"\(number(rowHeight - 6))\" fill=\"#4a78b5\">"
                    + "<title>\(name): \(figure(row.nanoseconds)) ns per \(escaped(row.unit))</title></rect>"
            )
            svg.append(text(timeLabels[index], x: timeLeft + timeWidth + 4, y: y + 12, fill: "#333333"))
            if let baseline = row.baseline {
                let x = timeLeft + timeAxis.position(baseline.nanoseconds) * panelWidth
                svg.append(
                    "<line class=\"mark baseline\" data-workload=\"\(name)\" x1=\"\(number(x))\" y1=\"\(number(y))\" "
                        + "x2=\"\(number(x))\" y2=\"\(number(y + rowHeight))\" stroke=\"black\" stroke-width=\"2\">"
                        + "<title>\(escaped(baseline.name)): \(figure(baseline.nanoseconds)) ns</title></line>"
                )
            }
            if let reference = row.reference {
                let x = timeLeft + timeAxis.position(reference) * panelWidth
                svg.append(
                    "<line class=\"mark reference\" data-workload=\"\(name)\" x1=\"\(number(x))\" y1=\"\(number(y))\" "
                        + "x2=\"\(number(x))\" y2=\"\(number(y + rowHeight))\" stroke=\"#d62728\" stroke-width=\"2\" "
                        + "stroke-dasharray=\"3,2\"><title>RxSwift: \(figure(reference)) ns</title></line>"
                )
            }
            let allocations = row.allocations ?? 0
            let allocationWidth = max(1, allocationAxis.position(allocations) * panelWidth)
            let shown = allocationLabels[index]
            svg.append(
                "<rect class=\"bar allocs\" data-workload=\"\(name)\" x=\"\(number(allocationLeft))\" "
                    + "y=\"\(number(y + 3))\" width=\"\(number(allocationWidth))\" "
                    + "height=\"\(number(rowHeight - 6))\" fill=\"#8c6bb1\">"
                    + "<title>\(name): \(shown) allocations per \(escaped(row.unit))</title></rect>"
            )
            svg.append(text(shown, x: allocationLeft + allocationWidth + 4, y: y + 12, fill: "#333333"))
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    /// A base-10 logarithmic axis from the decade at or below the smallest value to the decade at or above the
    /// largest.
    struct LogAxis {
        let low: Double
        let high: Double

        init(values: [Double], floor: Double?) {
            let smallest = floor ?? values.min() ?? 1
            let largest = max(values.max() ?? 10, smallest)
            var low = Foundation.floor(log10(smallest))
            var high = ceil(log10(largest))
            if high <= low { high = low + 1 }
            if !low.isFinite { low = 0 }
            self.low = low
            self.high = high
        }

        /// Where `value` falls, from 0 (the lowest decade) to 1 (the highest); values below the axis are 0.
        func position(_ value: Double) -> Double {
            guard value > 0 else { return 0 }
            return min(1, max(0, (log10(value) - low) / (high - low)))
        }

        /// The decades the axis spans, ends included.
        var decades: [Double] {
            stride(from: low, through: high, by: 1).map { pow(10, $0) }
        }
    }

    private static func text(
        _ content: String,
        x: Double,
        y: Double,
        anchor: String = "start",
        fill: String = "black",
        weight: String = "normal",
        className: String? = nil
    ) -> String {
        let classAttribute = className.map { " class=\"\($0)\"" } ?? ""
        return "<text\(classAttribute) x=\"\(number(x))\" y=\"\(number(y))\" text-anchor=\"\(anchor)\" "
            + "fill=\"\(fill)\" font-weight=\"\(weight)\">\(escaped(content))</text>"
    }

    /// The estimated width of the widest of `texts`, 0 when there are none.
    private static func widest(_ texts: [String]) -> Double {
        texts.map { estimatedWidth(of: $0) }.max() ?? 0
    }

    /// A coordinate with at most one decimal.
    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
    }

    /// An axis label: 0.01, 0.1, 1, 10, 100, 1k, 10k, …
    private static func label(_ decade: Double) -> String {
        if decade >= 1_000_000 { return "\(Int(decade / 1_000_000))M" }
        if decade >= 1_000 { return "\(Int(decade / 1_000))k" }
        if decade >= 1 { return String(Int(decade)) }
        return String(format: "%g", decade)
    }

    /// A figure with three significant digits at most, as the runner's table shows it.
    private static func figure(_ value: Double) -> String {
        if value >= 100 { return String(format: "%.0f", value) }
        if value >= 10 { return String(format: "%.1f", value) }
        return String(format: "%.2f", value)
    }

    /// `text` with the characters XML reserves replaced by entities.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
