import RxCore

extension ObservableType {
    /// Shares one subscription through a ``PublishSubject``: subscribers receive the events sent after they
    /// subscribed, from the moment `connect()` is called.
    ///
    /// - Returns: A connectable observable; combine with `refCount()` to connect automatically.
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject<Element>() })
    }

    /// Shares one subscription through a ``ReplaySubject`` of `bufferSize` elements.
    ///
    /// - Parameter bufferSize: How many elements a new subscriber receives first.
    /// - Returns: A connectable observable.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
    }

    /// Shares one subscription through an unbounded ``ReplaySubject``: every subscriber receives every element.
    ///
    /// - Returns: A connectable observable.
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
    }
}
