// SPDX-License-Identifier: MIT
import Foundation
import RxCocoa
import RxCore
import RxTestSupport
import RxTesting
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `URLProtocol` that answers every request from a table of canned answers, keyed by URL, and records which
/// loads started and stopped.
private final class StubProtocol: URLProtocol {
    enum Answer {
        case respond(statusCode: Int, body: Data)
        case fail(URLError.Code)
        /// Never answers: the load runs until it is stopped.
        case hang
    }

    static let answers = Locked<[URL: Answer]>([:])
    static let started = Recorder<URL>()
    static let stopped = Recorder<URL>()

    override class func canInit(with request: URLRequest) -> Bool { true }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url else { return }
        Self.started.append(url)
        switch Self.answers.withLock({ $0[url] }) ?? .fail(.fileDoesNotExist) {
        case .respond(let statusCode, let body):
            let response = HTTPURLResponse(
                url: url,
                statusCode: statusCode,
                httpVersion: "HTTP/1.1",
                headerFields: nil
            )!
            client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: body)
            client?.urlProtocolDidFinishLoading(self)
        case .fail(let code):
            client?.urlProtocol(self, didFailWithError: URLError(code))
        case .hang:
            break
        }
    }

    override func stopLoading() {
        if let url = request.url { Self.stopped.append(url) }
    }
}

final class URLSessionTests: RxTestCase {
    private var session: URLSession!
    private var previousShouldLog: ((URLRequest) -> Bool)!

    override func setUp() {
        super.setUp()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubProtocol.self]
        session = URLSession(configuration: configuration)
        previousShouldLog = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { _ in false }
    }

    override func tearDown() {
        session.invalidateAndCancel()
        session = nil
        URLSession.rx.shouldLogRequest = previousShouldLog
        super.tearDown()
    }

    /// A URL of its own for each test, answered with `answer`.
    private func stub(_ answer: StubProtocol.Answer, function: String = #function) -> URL {
        let url = URL(string: "https://stub.invalid/\(function.filter { $0.isLetter || $0.isNumber })")!
        StubProtocol.answers.withLock { $0[url] = answer }
        return url
    }

    func test_response_emitsTheResponseAndBody_thenCompletes() throws {
        let url = stub(.respond(statusCode: 404, body: Data("missing".utf8)))

        let result = session.rx.response(request: URLRequest(url: url)).toBlocking(timeout: 10).materialize()

        guard case .completed(let elements) = result, elements.count == 1 else {
            return XCTFail("expected one element and completion, got \(result)")
        }
        XCTAssertEqual(elements[0].response.statusCode, 404)
        XCTAssertEqual(elements[0].response.url, url)
        XCTAssertEqual(String(decoding: elements[0].data, as: UTF8.self), "missing")
    }

    func test_data_success_emitsTheBody() throws {
        let url = stub(.respond(statusCode: 200, body: Data("hello".utf8)))

        let data = try session.rx.data(request: URLRequest(url: url)).toBlocking(timeout: 10).toArray()

        XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, ["hello"])
    }

    func test_data_statusOutside2xx_failsWithHTTPRequestFailed() {
        let url = stub(.respond(statusCode: 500, body: Data("oops".utf8)))

        let result = session.rx.data(request: URLRequest(url: url)).toBlocking(timeout: 10).materialize()

        guard case .failed(let elements, let error) = result else { return XCTFail("expected an error, got \(result)") }
        XCTAssertTrue(elements.isEmpty)
        guard case .httpRequestFailed(let response, let data)? = error as? RxCocoaURLError else {
            return XCTFail("expected httpRequestFailed, got \(error)")
        }
        XCTAssertEqual(response.statusCode, 500)
        XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, "oops")
        XCTAssertEqual((error as? RxCocoaURLError)?.debugDescription, "HTTP request failed with `500`.")
    }

    func test_transportError_isForwarded() {
        let url = stub(.fail(.notConnectedToInternet))

        let result = session.rx.data(request: URLRequest(url: url)).toBlocking(timeout: 10).materialize()

        guard case .failed(let elements, let error) = result else { return XCTFail("expected an error, got \(result)") }
        XCTAssertTrue(elements.isEmpty)
        XCTAssertEqual(error._domain, NSURLErrorDomain)
        XCTAssertEqual(error._code, URLError.Code.notConnectedToInternet.rawValue)
    }

    func test_json_decodesTheBody() throws {
        let url = stub(.respond(statusCode: 200, body: Data(#"{"answer": 42, "list": [1, 2]}"#.utf8)))

        let objects = try session.rx.json(request: URLRequest(url: url)).toBlocking(timeout: 10).toArray()

        XCTAssertEqual(objects.count, 1)
        let object = objects.first as? [String: Any]
        XCTAssertEqual(object?["answer"] as? Int, 42)
        XCTAssertEqual(object?["list"] as? [Int], [1, 2])
    }

    func test_jsonURL_getsAndDecodes() throws {
        let url = stub(.respond(statusCode: 200, body: Data("[true]".utf8)))

        let objects = try session.rx.json(url: url).toBlocking(timeout: 10).toArray()

        XCTAssertEqual(objects.compactMap { $0 as? [Bool] }, [[true]])
    }

    func test_json_readingOptions_arePassedOn() throws {
        let url = stub(.respond(statusCode: 200, body: Data(#""fragment""#.utf8)))

        let objects = try session.rx.json(request: URLRequest(url: url), options: .fragmentsAllowed)
            .toBlocking(timeout: 10).toArray()

        XCTAssertEqual(objects.compactMap { $0 as? String }, ["fragment"])
    }

    func test_json_invalidBody_failsWithDeserializationError() {
        let url = stub(.respond(statusCode: 200, body: Data("not json".utf8)))

        let result = session.rx.json(request: URLRequest(url: url)).toBlocking(timeout: 10).materialize()

        guard case .failed(let elements, let error) = result else { return XCTFail("expected an error, got \(result)") }
        XCTAssertTrue(elements.isEmpty)
        guard case .deserializationError? = error as? RxCocoaURLError else {
            return XCTFail("expected deserializationError, got \(error)")
        }
        XCTAssertTrue(
            (error as? RxCocoaURLError)?.debugDescription.hasPrefix("Error during deserialization of the response: ")
                ?? false
        )
    }

    func test_json_statusOutside2xx_failsWithHTTPRequestFailed_beforeDecoding() {
        let url = stub(.respond(statusCode: 401, body: Data("not json".utf8)))

        let result = session.rx.json(request: URLRequest(url: url)).toBlocking(timeout: 10).materialize()

        guard case .failed(_, let error) = result, case .httpRequestFailed? = error as? RxCocoaURLError else {
            return XCTFail("expected httpRequestFailed, got \(result)")
        }
    }

    func test_nothingIsSent_beforeSubscription_andEachSubscriptionSendsAgain() throws {
        let url = stub(.respond(statusCode: 200, body: Data()))
        let data = session.rx.data(request: URLRequest(url: url))
        XCTAssertEqual(StubProtocol.started.values.filter { $0 == url }.count, 0)

        _ = try data.toBlocking(timeout: 10).toArray()
        _ = try data.toBlocking(timeout: 10).toArray()

        XCTAssertEqual(StubProtocol.started.values.filter { $0 == url }.count, 2)
    }

    func test_disposal_cancelsTheTask_andEmitsNothing() {
        let url = stub(.hang)
        let events = Recorder<String>()

        let subscription = session.rx.data(request: URLRequest(url: url))
            .subscribe { events.append("\($0)") }
        poll(until: { StubProtocol.started.values.contains(url) }, timeout: 10)
        subscription.dispose()
        poll(until: { StubProtocol.stopped.values.contains(url) }, timeout: 10)

        XCTAssertTrue(StubProtocol.stopped.values.contains(url))
        XCTAssertEqual(events.values, [])
    }

    func test_errorDescriptions() {
        let url = URL(string: "https://stub.invalid/")!
        let response = URLResponse(url: url, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        XCTAssertEqual(RxCocoaURLError.unknown.debugDescription, "Unknown error has occurred.")
        XCTAssertTrue(
            RxCocoaURLError.nonHTTPResponse(response: response).debugDescription
                .hasPrefix("Response is not NSHTTPURLResponse `")
        )
    }

    func test_shouldLogRequest_isReadAndWritten() {
        URLSession.rx.shouldLogRequest = { $0.httpMethod == "POST" }
        var post = URLRequest(url: URL(string: "https://stub.invalid/")!)
        post.httpMethod = "POST"

        XCTAssertTrue(URLSession.rx.shouldLogRequest(post))
        XCTAssertFalse(URLSession.rx.shouldLogRequest(URLRequest(url: URL(string: "https://stub.invalid/")!)))
    }
}
