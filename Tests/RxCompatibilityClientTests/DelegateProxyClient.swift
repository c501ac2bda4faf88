// SPDX-License-Identifier: MIT
// A delegate proxy written for RxSwift, as RxDataSources and RxGesture write theirs, compiled in Swift 5 mode: no
// isolation annotations anywhere, a nonisolated caller of `proxy(for:)`.
#if canImport(ObjectiveC)
    import Foundation
    import RxCocoa
    import RxSwift

    @objc protocol LegacyWidgetDelegate: NSObjectProtocol {
        @objc optional func widgetDidChange(_ widget: LegacyWidget)
    }

    final class LegacyWidget: NSObject, HasDelegate {
        typealias Delegate = LegacyWidgetDelegate
        weak var delegate: LegacyWidgetDelegate?
    }

    final class RxLegacyWidgetDelegateProxy: DelegateProxy<LegacyWidget, LegacyWidgetDelegate>, DelegateProxyType,
        LegacyWidgetDelegate
    {
        init(widget: LegacyWidget) {
            super.init(parentObject: widget, delegateProxy: RxLegacyWidgetDelegateProxy.self)
        }

        static func registerKnownImplementations() {
            register { RxLegacyWidgetDelegateProxy(widget: $0) }
        }
    }

    func legacyWidgetChanges(_ widget: LegacyWidget) -> Observable<Void> {
        RxLegacyWidgetDelegateProxy.proxy(for: widget)
            .methodInvoked(#selector(LegacyWidgetDelegate.widgetDidChange(_:)))
            .map { _ in () }
            .take(until: widget.rx.deallocated)
    }
#endif
