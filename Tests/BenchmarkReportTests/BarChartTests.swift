// SPDX-License-Identifier: MIT
import BenchmarkReport
import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class BarChartTests: XCTestCase {
    private let rows = [
        BarChart.Row(name: "baseline-closures", unit: "element", nanoseconds: 3.8, allocations: 0),
        BarChart.Row(
            name: "map-filter",
            unit: "element",
            nanoseconds: 9.04,
            allocations: 0,
            baseline: (name: "baseline-closures", nanoseconds: 3.78),
            reference: 232
        ),
        BarChart.Row(name: "subscribe-dispose", unit: "subscription", nanoseconds: 399, allocations: 3),
        BarChart.Row(name: "test-scheduler", unit: "action", nanoseconds: 883, allocations: 1, reference: 5_800),
        // A name with characters XML reserves, and a platform without the allocation counter.
        BarChart.Row(name: "a<b>&\"c\"", unit: "element", nanoseconds: 12_345, allocations: nil),
    ]
    /// 26 November 2026, 14:05:45 UTC.
    private let date = Date(timeIntervalSince1970: 1_795_701_945)
    private var fullRun: BarChart.Run { BarChart.Run(isQuick: false, date: date, machine: "vm (AMD EPYC, 2 cores)") }

    func testChartIsWellFormedSVGWithOneBarPerWorkloadInEachPanel() throws {
        let elements = try parse(BarChart.render(rows, run: fullRun))

        XCTAssertEqual(elements.first?.name, "svg")
        XCTAssertEqual(elements.first?.attributes["xmlns"], "http://www.w3.org/2000/svg")
        let names = rows.map(\.name)
        XCTAssertEqual(elements.filter { $0.classes == "bar ns" }.map(\.workload), names)
        XCTAssertEqual(elements.filter { $0.classes == "bar allocs" }.map(\.workload), names)
    }

    func testMarksTheBaselineAndTheRxSwiftReferenceOnTheRowsThatHaveThem() throws {
        let elements = try parse(BarChart.render(rows, run: fullRun))

        XCTAssertEqual(elements.filter { $0.classes == "mark baseline" }.map(\.workload), ["map-filter"])
        XCTAssertEqual(
            elements.filter { $0.classes == "mark reference" }.map(\.workload),
            ["map-filter", "test-scheduler"]
        )
    }

    func testBarsGrowWithTheLogarithmOfTheirValue() throws {
        let bars = try parse(BarChart.render(rows, run: fullRun)).filter { $0.classes == "bar ns" }
        let widths = try bars.map { try XCTUnwrap(Double($0.attributes["width"] ?? "")) }

        // 3.8 → 9.04 → 399 → 883 → 12,345 ns: widths in the same order, and a decade is as wide everywhere.
        XCTAssertEqual(widths, widths.sorted())
        let perDecade = (widths[3] - widths[2]) / log10(883.0 / 399.0)
        XCTAssertEqual((widths[1] - widths[0]) / log10(9.04 / 3.8), perDecade, accuracy: perDecade * 0.05)
    }

    func testAnEmptyRunStillGivesAValidDocument() throws {
        let elements = try parse(BarChart.render([], run: fullRun))

        XCTAssertEqual(elements.first?.name, "svg")
        XCTAssertTrue(elements.filter { $0.classes?.hasPrefix("bar") == true }.isEmpty)
    }

    func testFirstLineSaysTheKindOfRunItsDateAndTheMachine() throws {
        let runLines = try parse(BarChart.render(rows, run: fullRun)).filter { $0.classes == "run" }

        XCTAssertEqual(runLines.map(\.name), ["text"])
        XCTAssertEqual(runLines.first?.text, "full run, 2026-11-26 14:05 UTC, on vm (AMD EPYC, 2 cores)")
    }

    func testAQuickRunSaysSo() throws {
        let quickRun = BarChart.Run(isQuick: true, date: date, machine: "vm (AMD EPYC, 2 cores)")
        let runLine = try XCTUnwrap(parse(BarChart.render(rows, run: quickRun)).first { $0.classes == "run" }?.text)

        XCTAssertTrue(runLine.hasPrefix("--quick run"), runLine)
        XCTAssertTrue(runLine.contains("2026-11-26 14:05 UTC, on vm (AMD EPYC, 2 cores)"), runLine)
        XCTAssertFalse(runLine.contains("full run"), runLine)
    }

    func testLongestLabelsFitWithinTheChartWidth() throws {
        // The estimate errs on the wide side of sans-serif text (about 0.5–0.56 em per lowercase letter or digit).
        XCTAssertGreaterThanOrEqual(BarChart.estimatedWidth(of: "0123456789") / 10, 0.6 * 11)
        let long = [
            // The longest names the runner has today, and longer ones.
            BarChart.Row(
                name: "subject-subscribe-at-scale/40000",
                unit: "subscribe",
                nanoseconds: 1_137,
                allocations: 4
            ),
            BarChart.Row(
                name: "a-workload-whose-name-is-much-longer-than-any-the-runner-has-today/1000000",
                unit: "element",
                nanoseconds: 123_456_789,
                allocations: 98_765.4,
                baseline: (name: "baseline-closures", nanoseconds: 4.76),
                reference: 5_800
            ),
            BarChart.Row(name: "w", unit: "element", nanoseconds: 0.5, allocations: 0.001),
        ]
        let machine = "a-build-host.example.com (Intel(R) Xeon(R) Platinum 8375C CPU @ 2.90GHz, 128 cores)"
        for (chartRows, run) in [
            (rows, fullRun), (long, BarChart.Run(isQuick: true, date: date, machine: machine)), ([], fullRun),
        ] {
            let elements = try parse(
                BarChart.render(chartRows, run: run, referenceSource: "RxSwift 6.10.2 (see --help)")
            )
            let svg = try XCTUnwrap(elements.first)
            let width = try XCTUnwrap(Double(svg.attributes["width"] ?? ""))
            XCTAssertEqual(
                svg.attributes["viewBox"],
                "0 0 \(svg.attributes["width"] ?? "") \(svg.attributes["height"] ?? "")"
            )
            let texts = elements.filter { $0.name == "text" }
            XCTAssertGreaterThanOrEqual(texts.count, 1 + 2 * chartRows.count)
            for text in texts {
                let content = try XCTUnwrap(text.text)
                let x = try XCTUnwrap(Double(text.attributes["x"] ?? ""))
                let extent = BarChart.estimatedWidth(of: content, bold: text.attributes["font-weight"] == "bold")
                let start =
                    switch text.attributes["text-anchor"] {
                    case "end": x - extent
                    case "middle": x - extent / 2
                    default: x
                    }
                XCTAssertGreaterThanOrEqual(start, 0, "'\(content)' starts left of the chart")
                XCTAssertLessThanOrEqual(start + extent, width, "'\(content)' ends right of the chart (\(width))")
            }
            // Every workload's name is drawn in full, as it is.
            for row in chartRows {
                XCTAssertTrue(texts.contains { $0.text == row.name }, row.name)
            }
        }
    }

    // MARK: - Parsing

    private struct Element {
        let name: String
        let attributes: [String: String]
        /// The element's text content, for `text` elements.
        var text: String?
        var classes: String? { attributes["class"] }
        var workload: String? { attributes["data-workload"] }
    }

    /// Every element of `svg` in document order; fails when the text is not well-formed XML.
    private func parse(_ svg: String) throws -> [Element] {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        let parsed = parser.parse()
        XCTAssertTrue(parsed, "not well-formed XML: \(String(describing: parser.parserError))\n\(svg)")
        return collector.elements
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        private var openText: Int?

        func parser(
            _ parser: XMLParser,
            didStartElement elementName: String,
            namespaceURI: String?,
            qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(Element(name: elementName, attributes: attributes))
            if elementName == "text" {
                openText = elements.count - 1
                elements[elements.count - 1].text = ""
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let openText { elements[openText].text? += string }
        }

        func parser(
            _ parser: XMLParser,
            didEndElement elementName: String,
            namespaceURI: String?,
            qualifiedName: String?
        ) {
            if elementName == "text" { openText = nil }
        }
    }
}
