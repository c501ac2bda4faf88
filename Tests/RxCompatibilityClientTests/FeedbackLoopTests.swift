// SPDX-License-Identifier: MIT
import Foundation
import RxCocoa
import RxSwift
import RxTest
import XCTest

// A feedback loop in the shape RxFeedback gives: the state is a Driver, each feedback turns the state into a
// Signal of events, and the events are reduced into the next state.
extension SharedSequenceConvertibleType where Element == Any, SharingStrategy == DriverSharingStrategy {
    static func system<State, Event>(
        initialState: State,
        reduce: @escaping (State, Event) -> State,
        feedback: [(Driver<State>) -> Signal<Event>]
    ) -> Driver<State> {
        Driver.deferred {
            let replay = ReplaySubject<State>.create(bufferSize: 1)
            let state = replay.asDriver(onErrorDriveWith: .empty())
            let events = Signal.merge(feedback.map { $0(state) })
            return events.scan(initialState, accumulator: reduce)
                .do(onNext: { replay.onNext($0) }, onSubscribed: { replay.onNext(initialState) })
                .asDriver(onErrorDriveWith: .empty())
                .startWith(initialState)
        }
    }
}

/// A query-driven feedback: whenever the state asks for a page, "load" it.
func react<State, Query: Equatable, Event>(
    query: @escaping (State) -> Query?,
    effects: @escaping (Query) -> Signal<Event>
) -> (Driver<State>) -> Signal<Event> {
    { state in
        state.map(query).distinctUntilChanged { $0 == $1 }.flatMapLatest { query -> Signal<Event> in
            guard let query = query else { return Signal.empty() }
            return effects(query)
        }
    }
}

final class FeedbackLoopTests: XCTestCase {
    struct PagingState: Equatable {
        var pages: [Int] = []
        var wantsPage: Int? = 1
    }

    enum PagingEvent { case loaded(Int) }

    func testAFeedbackLoopOnDriverLoadsUntilTheQueryIsSatisfied() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let system = Driver<Any>.system(
                initialState: PagingState(),
                reduce: { state, event -> PagingState in
                    var state = state
                    switch event {
                    case .loaded(let page):
                        state.pages.append(page)
                        state.wantsPage = page < 3 ? page + 1 : nil
                    }
                    return state
                },
                feedback: [
                    react(
                        query: { $0.wantsPage },
                        effects: { page in
                            Signal.just(PagingEvent.loaded(page)).delay(.seconds(10))
                        }
                    )
                ]
            )
            let res = scheduler.start { system.map(\.pages).asObservable() }
            XCTAssertEqual(res.events.last?.value.element, [1, 2, 3])
            XCTAssertEqual(res.events.first?.time, 200)
        }
    }
}
