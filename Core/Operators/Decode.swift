// SPDX-License-Identifier: MIT
import Foundation

/// A decoder of `Decodable` values from `Data`, such as `JSONDecoder` and `PropertyListDecoder`.
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each element with `decoder`; a decoding error is emitted as `error`.
    ///
    /// ```
    /// source: --d1--d2--|     (Data)
    /// decode: --v1--v2--|     v = try decoder.decode(type, from: d); a decoding error fails the sequence
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - decoder: The decoder, for example `JSONDecoder()`.
    /// - Note: Emits on the thread that delivers the source's events; no scheduler is involved.
    @inlinable
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}
