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

    func testChartIsWellFormedSVGWithOneBarPerWorkloadInEachPanel() throws {
        let elements = try parse(BarChart.render(rows))

        XCTAssertEqual(elements.first?.name, "svg")
        XCTAssertEqual(elements.first?.attributes["xmlns"], "http://www.w3.org/2000/svg")
        let names = rows.map(\.name)
        XCTAssertEqual(elements.filter { $0.classes == "bar ns" }.map(\.workload), names)
        XCTAssertEqual(elements.filter { $0.classes == "bar allocs" }.map(\.workload), names)
    }

    func testMarksTheBaselineAndTheRxSwiftReferenceOnTheRowsThatHaveThem() throws {
        let elements = try parse(BarChart.render(rows))

        XCTAssertEqual(elements.filter { $0.classes == "mark baseline" }.map(\.workload), ["map-filter"])
        XCTAssertEqual(
            elements.filter { $0.classes == "mark reference" }.map(\.workload),
            ["map-filter", "test-scheduler"]
        )
    }

    func testBarsGrowWithTheLogarithmOfTheirValue() throws {
        let bars = try parse(BarChart.render(rows)).filter { $0.classes == "bar ns" }
        let widths = try bars.map { try XCTUnwrap(Double($0.attributes["width"] ?? "")) }

        // 3.8 → 9.04 → 399 → 883 → 12,345 ns: widths in the same order, and a decade is as wide everywhere.
        XCTAssertEqual(widths, widths.sorted())
        let perDecade = (widths[3] - widths[2]) / log10(883.0 / 399.0)
        XCTAssertEqual((widths[1] - widths[0]) / log10(9.04 / 3.8), perDecade, accuracy: perDecade * 0.05)
    }

    func testAnEmptyRunStillGivesAValidDocument() throws {
        let elements = try parse(BarChart.render([]))

        XCTAssertEqual(elements.first?.name, "svg")
        XCTAssertTrue(elements.filter { $0.classes?.hasPrefix("bar") == true }.isEmpty)
    }

    // MARK: - Parsing

    private struct Element {
        let name: String
        let attributes: [String: String]
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

        func parser(
            _ parser: XMLParser,
            didStartElement elementName: String,
            namespaceURI: String?,
            qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements.append(Element(name: elementName, attributes: attributes))
        }
    }
}
