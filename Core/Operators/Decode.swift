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
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - decoder: The decoder, for example `JSONDecoder()`.
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}
