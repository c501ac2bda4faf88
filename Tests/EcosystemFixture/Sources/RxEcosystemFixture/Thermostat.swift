import Foundation
import RxCocoa
import RxRelay
import RxSwift

/// A model object with reactive extensions, the way a library exposes its types to RxSwift users.
public final class Thermostat: ReactiveCompatible {
    public fileprivate(set) var target: Int
    fileprivate let readings = PublishRelay<Int?>()

    public init(target: Int) {
        self.target = target
    }

    /// A sensor reading; `nil` when the sensor did not answer.
    public func report(_ reading: Int?) {
        readings.accept(reading)
    }
}

extension Reactive where Base: Thermostat {
    /// The readings the sensor answered with.
    public var readings: Observable<Int> {
        base.readings.asObservable().unwrap()
    }

    /// Sets the target temperature.
    public var target: Binder<Int> {
        Binder(base) { thermostat, target in thermostat.target = target }
    }
}

/// A view model in the RxCocoa style: inputs are relays, outputs are Drivers.
public final class ThermostatViewModel {
    public let requestedTarget = BehaviorRelay<Int>(value: 20)
    /// The requested target, clamped to what the thermostat accepts, for the UI.
    public let displayedTarget: Driver<String>

    public init() {
        displayedTarget =
            requestedTarget
            .map { min(max($0, 5), 30) }
            .distinctUntilChanged()
            .map { "\($0) °C" }
            .asDriver(onErrorJustReturn: "–")
    }
}
