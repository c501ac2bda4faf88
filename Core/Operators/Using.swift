// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Returns an observable that creates a resource for each subscription and disposes it when the
    /// subscription ends (terminal event or `dispose()`).
    ///
    /// ```
    /// using: creates the resource at subscription, then mirrors factory(resource):  --1--2--|
    ///                                                       and disposes the resource here ^
    /// ```
    ///
    /// An error thrown by either factory is emitted as an `error` event; a resource already created is still
    /// disposed.
    ///
    /// - Parameters:
    ///   - resourceFactory: Creates the resource.
    ///   - observableFactory: Builds the observable that uses the resource.
    /// - Note: Emits on the thread of the observable the factory returns; the resource is disposed on the thread that ends the subscription.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Producer { observer in
            let sink = Sink(observer: observer)
            var resource: Disposable = Disposables.create()
            let source: Observable<Element>
            do {
                let created = try resourceFactory()
                resource = created
                source = try observableFactory(created)
            } catch {
                source = .error(error)
            }
            let subscription = source._subscribe(sink.mirroringObserver())
            sink.attach(Disposables.create(subscription, resource))
            return sink
        }
    }
}
