// SPDX-License-Identifier: MIT
/// The factories of one family of delegate proxies (the proxies that share an identifier, such as every
/// `UIScrollViewDelegate` proxy), one per parent object class, and the lookup of the factory for an object up its
/// class hierarchy.
///
/// Platform-neutral, so that Linux tests it; `DelegateProxyType.register(make:)` and `createProxy(for:)` use it on
/// Apple platforms. Main-actor confined, as RxSwift confines proxies to the main thread.
@MainActor
package final class DelegateProxyFactory {
    /// The factory of each family, by identifier.
    private static var families: [Int: DelegateProxyFactory] = [:]

    /// The makers, by the parent object class they were registered for.
    private var makers: [ObjectIdentifier: (AnyObject) -> AnyObject] = [:]

    /// The family's identifier, checked against the proxies registered.
    package let identifier: Int

    private init(identifier: Int) {
        self.identifier = identifier
    }

    /// The factory of the family `identifier`, made on first use; then `registerKnownImplementations` runs once, so
    /// that it can add its makers to the factory returned.
    ///
    /// - Parameters:
    ///   - identifier: The family's identifier (`DelegateProxyType.identifier`).
    ///   - registerKnownImplementations: Registers the family's known proxies; called once per identifier.
    /// - Returns: The family's factory, the same object on every call.
    package static func shared(identifier: Int, registerKnownImplementations: () -> Void) -> DelegateProxyFactory {
        if let factory = families[identifier] {
            return factory
        }
        let factory = DelegateProxyFactory(identifier: identifier)
        families[identifier] = factory
        registerKnownImplementations()
        return factory
    }

    /// Adds the maker of proxies for objects of class `Parent` (and of its subclasses that have no maker of their
    /// own).
    ///
    /// - Parameters:
    ///   - parent: The parent object class.
    ///   - make: Makes the proxy of an object of that class.
    /// - Precondition: No maker was registered for `Parent` in this family.
    package func register<Parent>(_ parent: Parent.Type, make: @escaping (Parent) -> AnyObject) {
        let key = ObjectIdentifier(Parent.self)
        guard makers[key] == nil else {
            fatalError("A delegate proxy factory for \(Parent.self) is already registered; register one per class.")
        }
        makers[key] = { object in
            guard let parent = object as? Parent else {
                fatalError("The delegate proxy factory for \(Parent.self) was given \(type(of: object)).")
            }
            return make(parent)
        }
    }

    /// Whether a maker is registered for exactly `parent`.
    package func hasMaker(for parent: Any.Type) -> Bool {
        makers[ObjectIdentifier(parent)] != nil
    }

    /// Makes the proxy of `object` with the maker of its class or, failing that, of its nearest superclass that has
    /// one.
    ///
    /// - Parameter object: The parent object.
    /// - Returns: The proxy, or `nil` when no class of the hierarchy has a maker.
    package func makeProxy(for object: AnyObject) -> AnyObject? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let make = makers[ObjectIdentifier(current.subjectType)] {
                return make(object)
            }
            mirror = current.superclassMirror
        }
        return nil
    }
}
