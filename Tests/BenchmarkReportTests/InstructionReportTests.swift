// SPDX-License-Identifier: MIT
import BenchmarkReport
import XCTest

final class InstructionReportTests: XCTestCase {
    func test_total_readsCachegrindsSummary() {
        let output = """
            ==4242== Cachegrind, a cache and branch-prediction profiler
            ==4242== Command: ./Benchmarks --run-once map-filter --size 20000
            ==4242==
            ==4242== I   refs:      12,345,678
            """
        XCTAssertEqual(InstructionReport.total(fromCachegrindOutput: output), 12_345_678)
    }

    func test_total_readsTheNewerSpelling() {
        XCTAssertEqual(InstructionReport.total(fromCachegrindOutput: "==1== I refs:        987"), 987)
    }

    func test_total_isNilWithoutASummary() {
        XCTAssertNil(InstructionReport.total(fromCachegrindOutput: "==1== Valgrind: I can't recover.  Giving up."))
        XCTAssertNil(InstructionReport.total(fromCachegrindOutput: "==1== D   refs:      5,000"))
    }

    func test_perOperation_cancelsWhatBothRunsShare() {
        // 1,000 instructions of start-up, then 7 per operation.
        let perOperation = InstructionReport.perOperation(
            small: (size: 100, total: 1_000 + 700),
            large: (size: 300, total: 1_000 + 2_100)
        )
        XCTAssertEqual(perOperation, 7)
    }

    func test_formatAndChange() {
        XCTAssertEqual(InstructionReport.format(224.4), "224")
        XCTAssertEqual(InstructionReport.format(12.34), "12.3")
        XCTAssertEqual(InstructionReport.change(from: 200, to: 203), "+1.5 %")
        XCTAssertEqual(InstructionReport.change(from: 200, to: 190), "-5.0 %")
        XCTAssertEqual(InstructionReport.change(from: 0, to: 5), "—")
    }

    func test_table_alignsTheColumns() {
        let table = InstructionReport.table([["workload", "instructions"], ["map-filter", "168"], ["zip4", "1024"]])
        XCTAssertEqual(
            table,
            """
            workload    instructions
            map-filter           168
            zip4                1024
            """
        )
    }
}
