import RxSwift

extension ObservableType {
    /// Drops the `nil` elements and unwraps the others, as RxOptional's `filterNil()` does.
    public func unwrap<Wrapped>() -> Observable<Wrapped> where Element == Wrapped? {
        compactMap { $0 }
    }

    /// Emits the first element, then each element that differs from the last one emitted by more than
    /// `threshold`, as RxSwiftExt-style operators are written: on top of the public operators.
    public func distinct(byMoreThan threshold: Int) -> Observable<Element> where Element == Int {
        scan(nil as (last: Int, emit: Bool)?) { state, value in
            guard let state else { return (value, true) }
            return abs(value - state.last) > threshold ? (value, true) : (state.last, false)
        }
        .compactMap { state in state.flatMap { $0.emit ? $0.last : nil } }
    }
}
