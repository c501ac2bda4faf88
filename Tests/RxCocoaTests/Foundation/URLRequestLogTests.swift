// SPDX-License-Identifier: MIT
import Foundation
import RxTestSupport
import RxTesting
import XCTest

@testable import RxCocoa

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The lines `URLSession.rx` prints for a request when `shouldLogRequest` allows it.
final class URLRequestLogTests: RxTestCase {
    private let url = URL(string: "https://example.com/path?q=1")!

    func test_curlCommand_ofAPlainGet() {
        XCTAssertEqual(
            URLRequestLog.curlCommand(for: URLRequest(url: url)),
            "curl -X GET \n\"https://example.com/path?q=1\" -i -v"
        )
    }

    func test_curlCommand_withMethodBodyAndHeader_escapesQuotes() {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"a":1}"#.utf8)
        request.setValue("say \"hi\"", forHTTPHeaderField: "X-Note")

        XCTAssertEqual(
            URLRequestLog.curlCommand(for: request),
            "curl -X POST -d \"{\\\"a\\\":1}\" \n    -H \"X-Note: say \\\"hi\\\"\" \n\"https://example.com/path?q=1\" -i -v"
        )
    }

    func test_outcome_ofHTTPResponses() {
        let ok = HTTPURLResponse(url: url, statusCode: 204, httpVersion: nil, headerFields: nil)
        let missing = HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil, headerFields: nil)

        XCTAssertEqual(URLRequestLog.outcome(ok, nil, after: 0.0125), "Success (12ms): Status 204")
        XCTAssertEqual(URLRequestLog.outcome(missing, nil, after: 1), "Failure (1000ms): Status 404")
    }

    func test_outcome_ofErrors() {
        let cancelled = URLError(.cancelled)
        let offline = URLError(.notConnectedToInternet)

        XCTAssertEqual(URLRequestLog.outcome(nil, cancelled, after: 0.003), "Canceled (3ms)")
        XCTAssertEqual(URLRequestLog.outcome(nil, offline, after: 0), "Failure (0ms): NSError > \(offline)")
        XCTAssertEqual(URLRequestLog.outcome(nil, nil, after: 0), "<Unhandled response from server>")
    }
}
