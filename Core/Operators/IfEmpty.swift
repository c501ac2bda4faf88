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
        FallbackSink.producer(asObservable(), fallback: .ifEmpty(other))
    }
}
