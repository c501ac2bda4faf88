// SPDX-License-Identifier: MIT
/// A type that is both an observable sequence and an observer: a subject.
///
/// `RxSubjects` provides the concrete subjects; the sharing operators of RxCore (`multicast`) work with any
/// `SubjectType`.
public protocol SubjectType: ObservableType {
    /// The observer side of the subject.
    associatedtype Observer: ObserverType

    /// Returns the observer side of the subject, to send it events.
    func asObserver() -> Observer
}
