// SPDX-License-Identifier: MIT
import RxCore

extension ObservableType {
    /// Shares one subscription through a ``PublishSubject``: subscribers receive the events sent after they
    /// subscribed, from the moment `connect()` is called.
    ///
    /// Each connection has its own subject: when the source terminates (or the connection is disposed), the
    /// connection and its subject are dropped before the terminal event is forwarded, so a later subscriber gets
    /// a fresh subject and the next `connect()` subscribes the source again. The same holds for ``replay(_:)`` and
    /// ``replayAll()``, whose replay buffer goes with the subject.
    ///
    /// - Returns: A connectable observable; combine with `refCount()` to connect automatically.
    public func publish() -> ConnectableObservable<Element> {
        // The subject of a connection is never seen outside: its engine alone, which delivers as a `PublishSubject`
        // does (the same engine), one object where the subject and its engine were two.
        multicast(makeCore: { SubjectCore(kind: .publish) })
    }

    /// Shares one subscription through a ``ReplaySubject`` of `bufferSize` elements.
    ///
    /// - Parameter bufferSize: How many elements a new subscriber of the current connection receives first.
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
