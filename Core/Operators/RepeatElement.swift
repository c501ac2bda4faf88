// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Returns an observable that emits `element` forever, one action per element on `scheduler`.
    ///
    /// ```
    /// repeatElement(x):   (xxxx…   (until disposed)
    /// ```
    ///
    /// - Parameters:
    ///   - element: The element to repeat.
    ///   - scheduler: Where the elements are emitted.
    public static func repeatElement(
        _ element: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        Producer { observer in
            let sink = Sink(observer: observer)
            sink.attach(
                scheduler.scheduleRecursive(element) { [sink] element, recurse in
                    sink.forward(.next(element))
                    recurse(element)
                }
            )
            return sink
        }
    }
}
