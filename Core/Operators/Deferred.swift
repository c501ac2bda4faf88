// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Returns an observable that calls `observableFactory` for every subscriber and subscribes to its result.
    ///
    /// ```
    /// deferred { f() }: each subscription calls f() and mirrors what it returns
    /// f() at 1st subscription: --1--|      f() at 2nd subscription: --2--|
    /// ```
    ///
    /// An error thrown by the factory is emitted as an `error` event.
    ///
    /// - Parameter observableFactory: Builds the observable for one subscription.
    /// - Note: The factory runs on the subscribing thread.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element>
    {
        Producer { observer in
            let sink = Sink(observer: observer)
            do {
                let source = try observableFactory()
                sink.attach(source._subscribe(sink.mirroringObserver()))
            } catch {
                sink.forwardTerminal(.error(error))
            }
            return sink
        }
    }
}
