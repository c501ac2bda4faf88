// SPDX-License-Identifier: MIT
// `import RxCocoa` gives what RxSwift's RxCocoa gives: the bindings of this folder (UIKit, AppKit, Foundation,
// delegate proxies), and the platform-neutral traits and relays they are built on (Driver, Signal, SharedSequence,
// ControlEvent, ControlProperty, Binder, the relays), which live in RxTraits and RxRelay.
@_exported import RxRelay
@_exported import RxTraits
