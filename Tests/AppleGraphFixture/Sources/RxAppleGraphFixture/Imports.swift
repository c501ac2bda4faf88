// The fixture exists for its manifest; this file only gives its target a source and names each module it depends on.
import RxBlocking
import RxCocoa
import RxRelay
import RxSwift
import RxTest

/// The modules this fixture's target depends on, named so that a reader of the check's output can match them.
public let appleGraphFixtureModules = ["RxSwift", "RxCocoa", "RxRelay", "RxTest", "RxBlocking"]
