// SPDX-License-Identifier: MIT
#if os(iOS) || os(visionOS)
    import RxCore
    import UIKit

    extension UIPickerView: HasDelegate {
        /// The picker view's delegate protocol.
        public typealias Delegate = UIPickerViewDelegate
    }

    /// The delegate proxy of picker views (`UIPickerViewDelegate`), behind `pickerView.rx.delegate`.
    ///
    /// Fetch it with `RxPickerViewDelegateProxy.proxy(for:)`, never with the initializer. Its observables deliver on
    /// the main thread, where UIKit calls the delegate.
    open class RxPickerViewDelegateProxy: DelegateProxy<UIPickerView, UIPickerViewDelegate>, DelegateProxyType {
        /// The picker view whose delegate the proxy is; held weakly.
        public private(set) weak var pickerView: UIPickerView?

        /// Creates the proxy of `pickerView`. Called by the family's factory.
        ///
        /// - Parameter pickerView: The picker view.
        public init(pickerView: ParentObject) {
            self.pickerView = pickerView
            super.init(parentObject: pickerView, delegateProxy: RxPickerViewDelegateProxy.self)
        }

        /// Registers ``RxPickerViewDelegateProxy`` for `UIPickerView`.
        public static func registerKnownImplementations() {
            register { RxPickerViewDelegateProxy(pickerView: $0) }
        }
    }

    extension RxPickerViewDelegateProxy: UIPickerViewDelegate {}
#endif
