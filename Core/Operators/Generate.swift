// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Returns an observable that emits states from `initialState`, advanced by `iterate`, while `condition`
    /// holds, then completes.
    ///
    /// ```
    /// generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }):   (012|)
    /// ```
    ///
    /// An error thrown by `condition` or `iterate` is emitted as an `error` event.
    ///
    /// - Parameters:
    ///   - initialState: The first state.
    ///   - condition: Whether to emit the state and go on.
    ///   - scheduler: Where the states are emitted, one action each.
    ///   - iterate: Computes the next state.
    @inlinable
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        let scheduling = StepScheduling(scheduler)
        return Producer { observer in
            let sink = RecursiveSourceSink(
                observer: observer,
                steps: GenerateSteps(state: initialState, condition: condition, iterate: iterate),
                scheduling: scheduling
            )
            sink.start()
            return sink
        }
    }
}

/// The steps of `generate`: the initial state, then each state `iterate` computes from the one before, while
/// `condition` holds.
@usableFromInline
struct GenerateSteps<Element>: SourceSteps {
    @usableFromInline var state: Element
    @usableFromInline var isFirst = true
    @usableFromInline let condition: (Element) throws -> Bool
    @usableFromInline let iterate: (Element) throws -> Element

    @inlinable
    init(state: Element, condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element)
    {
        self.state = state
        self.condition = condition
        self.iterate = iterate
    }

    @inlinable
    mutating func next() throws -> Element? {
        if isFirst {
            isFirst = false
        } else {
            state = try iterate(state)
        }
        return try condition(state) ? state : nil
    }
}
