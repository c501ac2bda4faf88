// SPDX-License-Identifier: MIT
// `import RxCocoa` compiles unchanged for the platform-neutral part of RxCocoa (Driver, Signal, SharedSequence,
// ControlEvent, ControlProperty, Binder, relays); this module only re-exports the library modules that hold it.
// UIKit and AppKit bindings (`rx.text`, `rx.tap`) are not part of the library.
@_exported import RxRelay
@_exported import RxTraits
