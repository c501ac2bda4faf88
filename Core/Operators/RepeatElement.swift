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
    @inlinable
    public static func repeatElement(
        _ element: Element,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance
    ) -> Observable<Element> {
        let scheduling = StepScheduling(scheduler)
        return Producer { observer in
            let sink = RecursiveSourceSink(
                observer: observer,
                steps: RepeatSteps(element: element),
                scheduling: scheduling
            )
            sink.start()
            return sink
        }
    }
}

/// The steps of `repeatElement`: the element, each step, without end.
@usableFromInline
struct RepeatSteps<Element>: SourceSteps {
    @usableFromInline let element: Element

    @inlinable
    init(element: Element) {
        self.element = element
    }

    @inlinable
    func next() -> Element? {
        element
    }
}
