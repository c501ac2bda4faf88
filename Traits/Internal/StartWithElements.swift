// SPDX-License-Identifier: MIT
import RxCore

/// `source.startWith(elements...)` for an array of elements, which a variadic call cannot take: the traits'
/// `startWith` forwards to `ObservableType.startWith`, as RxSwift's do, so that the start elements are emitted
/// while the result is being subscribed and the source is subscribed right after them (even when the subscriber
/// left during them), never through the current-thread trampoline.
///
/// One `startWith` per element, the last element innermost: each emits its element, then subscribes the next, so
/// the elements arrive in order and the source is subscribed once, after all of them. Only the subscription pays
/// for the extra layers; the source's events reach the observer directly. One element (or none) is a single
/// `startWith` over the caller's array, with no second array.
@inlinable
func startingWith<Element>(_ source: Observable<Element>, _ elements: [Element]) -> Observable<Element> {
    guard elements.count > 1, let last = elements.last else { return source.startWith(contentsOf: elements) }
    return elements.dropLast().reversed().reduce(source.startWith(last)) { $0.startWith($1) }
}
