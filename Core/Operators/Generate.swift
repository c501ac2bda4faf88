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
    public static func generate(
        initialState: Element,
        condition: @escaping (Element) throws -> Bool,
        scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance,
        iterate: @escaping (Element) throws -> Element
    ) -> Observable<Element> {
        Producer { observer in
            let sink = Sink(observer: observer)
            sink.attach(
                scheduler.scheduleRecursive((initialState, true)) { [sink] step, recurse in
                    do {
                        let state = step.1 ? step.0 : try iterate(step.0)
                        if try condition(state) {
                            sink.forward(.next(state))
                            recurse((state, false))
                        } else {
                            sink.forwardTerminal(.completed)
                        }
                    } catch {
                        sink.forwardTerminal(.error(error))
                    }
                }
            )
            return sink
        }
    }
}
