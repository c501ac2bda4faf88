// SPDX-License-Identifier: MIT
import Foundation
import RxCore

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The errors of `URLSession`'s reactive extensions.
public enum RxCocoaURLError: Swift.Error {
    /// The session returned neither a response nor an error.
    case unknown
    /// The response is not an `HTTPURLResponse`.
    case nonHTTPResponse(response: URLResponse)
    /// The server answered with a status code outside `200..<300`; `data` is the body it sent.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body could not be decoded; `error` is the decoder's error.
    case deserializationError(error: Swift.Error)
}

extension RxCocoaURLError: CustomDebugStringConvertible {
    /// A sentence describing the error, with the status code or the underlying error where there is one.
    public var debugDescription: String {
        switch self {
        case .unknown:
            "Unknown error has occurred."
        case .nonHTTPResponse(let response):
            "Response is not NSHTTPURLResponse `\(response)`."
        case .httpRequestFailed(let response, _):
            "HTTP request failed with `\(response.statusCode)`."
        case .deserializationError(let error):
            "Error during deserialization of the response: \(error)"
        }
    }
}

extension Reactive where Base: URLSession {
    /// The response and body of `request`, as an observable of one element.
    ///
    /// ```
    /// subscribe ---------(response, data)|     (any status code)
    /// subscribe ---------#                      (transport error)
    /// ```
    ///
    /// Each subscription starts a data task of its own (nothing is sent before a subscription), and disposing of
    /// the subscription before the answer arrives cancels the task. Every status code is an element; use
    /// ``data(request:)`` to treat one outside `200..<300` as an error.
    ///
    /// When ``shouldLogRequest`` returns `true` for the request, the request is printed as a `curl` command when the
    /// answer arrives, followed by a line with the outcome and the time it took.
    ///
    /// - Parameter request: The request to send.
    /// - Returns: The HTTP response with its body, or the session's error, or ``RxCocoaURLError/unknown`` when the
    ///   session returned neither, or ``RxCocoaURLError/nonHTTPResponse(response:)``.
    /// - Note: Events are delivered on the session's delegate queue.
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let start: Date? = URLSession.rx.shouldLogRequest(request) ? Date() : nil
            let task = session.dataTask(with: request) { data, response, error in
                if let start {
                    print(URLRequestLog.curlCommand(for: request))
                    print(URLRequestLog.outcome(response, error, after: Date().timeIntervalSince(start)))
                }
                guard let response, let data else {
                    observer.on(.error(error ?? RxCocoaURLError.unknown))
                    return
                }
                guard let httpResponse = response as? HTTPURLResponse else {
                    observer.on(.error(RxCocoaURLError.nonHTTPResponse(response: response)))
                    return
                }
                observer.on(.next((httpResponse, data)))
                observer.on(.completed)
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    /// The body of the answer to `request`, as an observable of one element, when its status code is in
    /// `200..<300`.
    ///
    /// Each subscription sends the request anew; disposing of the subscription cancels it (see
    /// ``response(request:)``).
    ///
    /// - Parameter request: The request to send.
    /// - Returns: The body; or ``RxCocoaURLError/httpRequestFailed(response:data:)`` for another status code, or
    ///   the errors of ``response(request:)``.
    /// - Note: Events are delivered on the session's delegate queue.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data in
            guard 200..<300 ~= response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// The body of the answer to `request`, decoded as JSON with `JSONSerialization`, as an observable of one
    /// element.
    ///
    /// Each subscription sends the request anew; disposing of the subscription cancels it (see
    /// ``response(request:)``).
    ///
    /// - Parameters:
    ///   - request: The request to send.
    ///   - options: The options of `JSONSerialization.jsonObject(with:options:)`.
    /// - Returns: The decoded object; or ``RxCocoaURLError/deserializationError(error:)`` when the body is not
    ///   JSON, or the errors of ``data(request:)``.
    /// - Note: Events are delivered on the session's delegate queue.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// The body of a GET request for `url`, decoded as JSON, as an observable of one element: the same as
    /// ``json(request:options:)`` with `URLRequest(url: url)` and no options.
    ///
    /// - Parameter url: The address to get.
    /// - Returns: The decoded object, or the errors of ``json(request:options:)``.
    /// - Note: Events are delivered on the session's delegate queue.
    public func json(url: Foundation.URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}

extension Reactive where Base == URLSession {
    /// Decides which requests of the reactive extensions are logged to standard output: the request as a `curl`
    /// command, then `Success (12ms): Status 200`, `Failure (12ms): Status 404`, `Canceled (12ms)` or
    /// `Failure (12ms): NSError > …`.
    ///
    /// By default every request is logged in debug builds (`DEBUG` defined) and none in release builds. Thread-safe
    /// to read and write; the function is called on the thread that subscribes and on the session's delegate
    /// queue, so it must be safe to call from any thread.
    public static var shouldLogRequest: (URLRequest) -> Bool {
        get { URLRequestLog.decider.withLock { $0 } }
        set { URLRequestLog.decider.withLock { $0 = newValue } }
    }
}

/// How the reactive extensions of `URLSession` log a request and its outcome.
enum URLRequestLog {
    /// The storage of `URLSession.rx.shouldLogRequest`.
    static let decider = Locked<(URLRequest) -> Bool> { _ in
        #if DEBUG
            true
        #else
            false
        #endif
    }

    /// `request` as a `curl` command line: method, body, one `-H` line per header, the address, `-i -v`.
    static func curlCommand(for request: URLRequest) -> String {
        var command = "curl -X \(request.httpMethod ?? "GET") "
        if let body = request.httpBody, let text = String(data: body, encoding: .utf8) {
            command += "-d \"\(escaped(text))\" "
        }
        for (field, value) in request.allHTTPHeaderFields ?? [:] {
            command += "\n    -H \"\(escaped(field)): \(escaped(value))\" "
        }
        command += "\n\"\(escaped(request.url?.absoluteString ?? "<unknown url>"))\""
        command += " -i -v"
        return command
    }

    /// One line on how the request ended, with its duration in whole milliseconds.
    static func outcome(_ response: URLResponse?, _ error: Error?, after interval: TimeInterval) -> String {
        let milliseconds = Int(interval * 1000)
        if let response = response as? HTTPURLResponse {
            let verdict = 200..<300 ~= response.statusCode ? "Success" : "Failure"
            return "\(verdict) (\(milliseconds)ms): Status \(response.statusCode)"
        }
        if let error {
            if error._domain == NSURLErrorDomain && error._code == NSURLErrorCancelled {
                return "Canceled (\(milliseconds)ms)"
            }
            return "Failure (\(milliseconds)ms): NSError > \(error)"
        }
        return "<Unhandled response from server>"
    }

    /// `text` with its double quotes escaped for a shell's double-quoted string.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "\\\"")
    }
}
