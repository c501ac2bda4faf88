// SPDX-License-Identifier: MIT
import Foundation
import RxRelay
import RxSwift
import RxTest
import XCTest

// A store in the shape ReactorKit gives: actions in, mutations from side effects, a reduced state out, shared with
// the latest state replayed.
protocol Reactor: AnyObject {
    associatedtype Action
    associatedtype Mutation
    associatedtype State

    var action: PublishSubject<Action> { get }
    var initialState: State { get }
    func mutate(action: Action) -> Observable<Mutation>
    func reduce(state: State, mutation: Mutation) -> State
}

extension Reactor {
    func makeState(scheduler: ImmediateSchedulerType) -> Observable<State> {
        action
            .flatMap { [weak self] action -> Observable<Mutation> in
                guard let self = self else { return .empty() }
                return self.mutate(action: action).catch { _ in .empty() }
            }
            .scan(initialState) { [weak self] state, mutation in
                guard let self = self else { return state }
                return self.reduce(state: state, mutation: mutation)
            }
            .startWith(initialState)
            .observe(on: scheduler)
            .share(replay: 1, scope: .forever)
    }
}

final class CounterReactor: Reactor {
    enum Action { case increase, decrease, load }
    enum Mutation { case add(Int), setLoading(Bool) }
    struct State: Equatable {
        var value = 0
        var isLoading = false
    }

    let action = PublishSubject<Action>()
    let initialState = State()
    let scheduler: TestScheduler

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func mutate(action: Action) -> Observable<Mutation> {
        switch action {
        case .increase: return .just(.add(1))
        case .decrease: return .just(.add(-1))
        case .load:
            return Observable.concat([
                .just(.setLoading(true)),
                Observable.just(.add(10)).delay(.seconds(5), scheduler: scheduler),
                .just(.setLoading(false)),
            ])
        }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        var state = state
        switch mutation {
        case .add(let delta): state.value += delta
        case .setLoading(let loading): state.isLoading = loading
        }
        return state
    }
}

final class ReactorStoreTests: XCTestCase {
    func testActionsReduceIntoStates() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let reactor = CounterReactor(scheduler: scheduler)
        let states = scheduler.createObserver(CounterReactor.State.self)
        let state = reactor.makeState(scheduler: CurrentThreadScheduler.instance)
        let bag = DisposeBag()
        scheduler.scheduleAt(10) { state.subscribe(states).disposed(by: bag) }
        scheduler.scheduleAt(20) { reactor.action.onNext(.increase) }
        scheduler.scheduleAt(30) { reactor.action.onNext(.increase) }
        scheduler.scheduleAt(40) { reactor.action.onNext(.load) }
        scheduler.scheduleAt(50) { reactor.action.onNext(.decrease) }
        scheduler.start()

        typealias S = CounterReactor.State
        XCTAssertEqual(
            states.events,
            [
                .next(10, S(value: 0, isLoading: false)),
                .next(20, S(value: 1, isLoading: false)),
                .next(30, S(value: 2, isLoading: false)),
                .next(40, S(value: 2, isLoading: true)),
                .next(45, S(value: 12, isLoading: true)),
                .next(45, S(value: 12, isLoading: false)),
                .next(50, S(value: 11, isLoading: false)),
            ]
        )
    }
}
