// SPDX-License-Identifier: MIT
/// Closures for the `subscribe(with:)` family (`drive(with:)`, `emit(with:)`, the traits' forms): each calls its
/// body with `object` while `object` is alive, holding it weakly, and does nothing once it is gone.
package enum WeakCapture {
    /// `body` bound to `object`, held weakly.
    @inlinable
    package static func bind<Object: AnyObject, Argument>(
        _ object: Object,
        _ body: ((Object, Argument) -> Void)?
    ) -> (Argument) -> Void {
        { [weak object] argument in
            guard let object else { return }
            body?(object, argument)
        }
    }

    /// `body` bound to `object`, held weakly.
    @inlinable
    package static func bind<Object: AnyObject>(_ object: Object, _ body: ((Object) -> Void)?) -> () -> Void {
        { [weak object] in
            guard let object else { return }
            body?(object)
        }
    }
}
