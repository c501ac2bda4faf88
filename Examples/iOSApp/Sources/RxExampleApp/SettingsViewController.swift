// SPDX-License-Identifier: MIT
#if os(iOS)
    import RxCocoa
    import RxSwift
    import UIKit

    /// A settings screen: a switch, a slider and a segmented control summed up in a label, the app's returns to the
    /// foreground counted from a notification, and the controller's deallocation logged.
    public final class SettingsViewController: UIViewController {
        private let notificationsSwitch = UISwitch()
        private let volumeSlider = UISlider()
        private let themeControl = UISegmentedControl(items: ["Light", "Dark", "System"])
        private let summaryLabel = UILabel()
        private let activationsLabel = UILabel()
        private let disposeBag = DisposeBag()

        override public func viewDidLoad() {
            super.viewDidLoad()
            title = "Settings"
            view.backgroundColor = .systemBackground
            themeControl.selectedSegmentIndex = 2
            summaryLabel.numberOfLines = 0
            layOut(in: view, [notificationsSwitch, volumeSlider, themeControl, summaryLabel, activationsLabel])

            Observable.combineLatest(
                notificationsSwitch.rx.isOn.asObservable(),
                volumeSlider.rx.value.asObservable(),
                themeControl.rx.selectedSegmentIndex.asObservable()
            ) { isOn, volume, theme in
                "Notifications \(isOn ? "on" : "off"), volume \(Int(volume * 100)) %, theme \(theme)"
            }
            .bind(to: summaryLabel.rx.text)
            .disposed(by: disposeBag)

            NotificationCenter.default.rx.notification(UIApplication.didBecomeActiveNotification)
                .scan(0) { count, _ in count + 1 }
                .map { "Became active \($0) times since this screen opened" }
                .observe(on: MainScheduler.instance)
                .bind(to: activationsLabel.rx.text)
                .disposed(by: disposeBag)

            // Not disposed by the bag: the bag goes with the controller's stored properties, before the controller's
            // associated objects report the deallocation.
            _ = rx.deallocated.subscribe(onNext: { print("SettingsViewController deallocated") })
        }
    }
#endif
