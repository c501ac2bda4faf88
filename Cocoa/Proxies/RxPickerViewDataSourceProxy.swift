// SPDX-License-Identifier: MIT
#if os(iOS) || os(visionOS)
    import RxCore
    import UIKit

    extension UIPickerView: HasDataSource {
        /// The picker view's data source protocol.
        public typealias DataSource = UIPickerViewDataSource
    }

    /// What the data source proxy answers while no data source is bound: no components, no rows.
    @MainActor
    private final class EmptyPickerViewDataSource: NSObject, UIPickerViewDataSource {
        static let shared = EmptyPickerViewDataSource()

        func numberOfComponents(in pickerView: UIPickerView) -> Int {
            0
        }

        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            0
        }
    }

    /// The data source proxy of picker views (`UIPickerViewDataSource`), behind `pickerView.rx.dataSource` and the
    /// `items` bindings.
    ///
    /// It answers the data source's required questions itself, from its forward data source (the adapter bound with
    /// `rx.items(adapter:)`, or yours), with no components and no rows while there is none. Fetch it with
    /// `RxPickerViewDataSourceProxy.proxy(for:)`, never with the initializer.
    public class RxPickerViewDataSourceProxy: DelegateProxy<UIPickerView, UIPickerViewDataSource>, DelegateProxyType {
        /// The picker view whose data source the proxy is; held weakly.
        public private(set) weak var pickerView: UIPickerView?

        /// The data source that answers the required questions; held weakly, as the forward data source is.
        private weak var requiredMethodsDataSource: UIPickerViewDataSource? = EmptyPickerViewDataSource.shared

        /// Creates the proxy of `pickerView`. Called by the family's factory.
        ///
        /// - Parameter pickerView: The picker view.
        public init(pickerView: ParentObject) {
            self.pickerView = pickerView
            super.init(parentObject: pickerView, delegateProxy: RxPickerViewDataSourceProxy.self)
        }

        /// Registers ``RxPickerViewDataSourceProxy`` for `UIPickerView`.
        public static func registerKnownImplementations() {
            register { RxPickerViewDataSourceProxy(pickerView: $0) }
        }

        /// Sets the data source the proxy forwards to, which then answers the number of components and rows.
        ///
        /// - Parameters:
        ///   - forwardToDelegate: The new forward data source, or `nil` for none (no components).
        ///   - retainDelegate: Whether the proxy keeps it alive.
        override public func setForwardToDelegate(_ forwardToDelegate: UIPickerViewDataSource?, retainDelegate: Bool) {
            requiredMethodsDataSource = forwardToDelegate ?? EmptyPickerViewDataSource.shared
            super.setForwardToDelegate(forwardToDelegate, retainDelegate: retainDelegate)
        }
    }

    extension RxPickerViewDataSourceProxy: UIPickerViewDataSource {
        /// The forward data source's number of components, or 0 without one.
        ///
        /// - Parameter pickerView: The picker view.
        /// - Returns: The number of components.
        public func numberOfComponents(in pickerView: UIPickerView) -> Int {
            (requiredMethodsDataSource ?? EmptyPickerViewDataSource.shared).numberOfComponents(in: pickerView)
        }

        /// The forward data source's number of rows of `component`, or 0 without one.
        ///
        /// - Parameters:
        ///   - pickerView: The picker view.
        ///   - component: The component.
        /// - Returns: The number of rows.
        public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            (requiredMethodsDataSource ?? EmptyPickerViewDataSource.shared)
                .pickerView(pickerView, numberOfRowsInComponent: component)
        }
    }
#endif
