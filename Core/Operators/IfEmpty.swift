// SPDX-License-Identifier: MIT
extension ObservableType {
    /// Emits `default` and completes if the sequence completes without elements.
    ///
    /// ```
    /// source:            -----|
    /// ifEmpty(default: x): -----(x|)
    /// ```
    ///
    /// - Note: Emits on the thread of the sequence being mirrored (the source, then the replacement).
    public func ifEmpty(default: Element) -> Observable<Element> {
        ifEmpty(switchTo: .just(`default`))
    }

    /// Continues with `other` if the sequence completes without elements.
    ///
    /// - Note: Emits on the thread of the sequence being mirrored (the source, then the replacement).
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = Sink<Element>(observer: observer)
            let current = SerialDisposable()
            var isEmpty = true
            sink.attach(current)
            // A source that completes empty while being subscribed has already put `other` in `current`, which
            // the source's subscription must not replace.
            current.replace {
                source._subscribe(
                    AnyObserver { [sink] event in
                        switch event {
                        case .next(let element):
                            isEmpty = false
                            sink.forwardNext(element)
                        case .error:
                            sink.forwardTerminal(event)
                        case .completed:
                            guard isEmpty else {
                                sink.forwardTerminal(.completed)
                                return
                            }
                            current.disposable = other._subscribe(
                                AnyObserver { [sink] event in
                                    event.isStopEvent ? sink.forwardTerminal(event) : sink.forward(event)
                                }
                            )
                        }
                    }
                )
            }
            return sink
        }
    }
}
