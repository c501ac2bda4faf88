// SPDX-License-Identifier: MIT
import RxCore
import RxTestSupport
import RxTesting
import XCTest

final class MarbleParsingTests: RxTestCase {
    func test_framesAreTenTicksFromTheAnchor() throws {
        let events: [Recorded<Event<Int>>] = try Marble.events("--a--b--|", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(220, 1), .next(250, 2), .completed(280)])
    }

    func test_caretIsTheAnchor_andEarlierFramesAreBeforeIt() throws {
        let events: [Recorded<Event<Int>>] = try Marble.events("-a-^-b-|", values: ["a": 1, "b": 2])
        XCTAssertEqual(events, [.next(180, 1), .next(220, 2), .completed(240)])
    }

    func test_spacesAreIgnored() throws {
        let spaced: [Recorded<Event<Int>>] = try Marble.events("   ^ -b- |", values: ["b": 2])
        let compact: [Recorded<Event<Int>>] = try Marble.events("^-b-|", values: ["b": 2])
        XCTAssertEqual(spaced, compact)
    }

    func test_groupEmitsInOneFrame_andItsCharactersCountAsFrames() throws {
        let events: [Recorded<Event<Int>>] = try Marble.events("-(ab)-c", values: ["a": 1, "b": 2, "c": 3])
        XCTAssertEqual(events, [.next(210, 1), .next(210, 2), .next(260, 3)])
    }

    func test_groupMayEndWithTerminalEvent() throws {
        let events: [Recorded<Event<Int>>] = try Marble.events("(a|)", values: ["a": 1])
        XCTAssertEqual(events, [.next(200, 1), .completed(200)])
    }

    func test_errorSymbolUsesGivenErrorOrDefault() throws {
        let named: [Recorded<Event<Int>>] = try Marble.events("-#", error: testError)
        XCTAssertEqual(named, [.error(210, testError)])
        let unnamed: [Recorded<Event<Int>>] = try Marble.events("#")
        XCTAssertEqual(unnamed, [.error(200, MarbleError())])
    }

    func test_stringElementsMayOmitValues() throws {
        let events: [Recorded<Event<String>>] = try Marble.events("-x-y|")
        XCTAssertEqual(events, [.next(210, "x"), .next(230, "y"), .completed(240)])
    }

    func test_customTiming() throws {
        let timing = MarbleTiming(ticksPerFrame: 1, anchor: 200)
        let events: [Recorded<Event<Int>>] = try Marble.events("-a|", values: ["a": 7], timing: timing)
        XCTAssertEqual(events, [.next(201, 7), .completed(202)])
        XCTAssertEqual(MarbleTiming.default, MarbleTiming(ticksPerFrame: 10, anchor: 200))
    }

    func test_subscriptionDiagrams() throws {
        XCTAssertEqual(try Marble.subscription("^-----!"), Subscription(200, 260))
        XCTAssertEqual(try Marble.subscription("--^--!"), Subscription(220, 250))
        XCTAssertEqual(try Marble.subscription("  ^--"), Subscription(200))
    }
}

final class MarbleErrorTests: RxTestCase {
    private func syntaxError<Element>(
        _ diagram: String,
        values: [Character: Element] = [:],
        kind: String = "expected"
    ) -> MarbleSyntaxError? {
        do {
            let scheduler = TestScheduler(initialClock: 0)
            switch kind {
            case "hot": _ = try scheduler.createHotObservable(diagram, values: values)
            case "cold": _ = try scheduler.createColdObservable(diagram, values: values)
            case "subscription": _ = try Marble.subscription(diagram)
            default: _ = try Marble.events(diagram, values: values)
            }
            return nil
        } catch {
            return error
        }
    }

    private func assertError(
        _ diagram: String,
        kind: String = "expected",
        position: Int,
        reason: String,
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        let error = syntaxError(diagram, values: ["a": 1, "b": 2], kind: kind)
        XCTAssertEqual(error?.position, position, "position", file: file, line: line)
        XCTAssertEqual(error?.reason, reason, file: file, line: line)
    }

    func test_unbalancedGroups() {
        assertError(
            "--(ab--|",
            position: 5,
            reason: "'-' inside the group opened at position 2; a group is one instant."
        )
        assertError("--(ab", position: 2, reason: "unbalanced group: '(' is never closed.")
        assertError("--ab)-|", position: 4, reason: "unbalanced group: ')' without a matching '('.")
        assertError("-(a(b))", position: 3, reason: "nested group: the group opened at position 1 is not closed.")
        assertError("-()", position: 1, reason: "empty group '()'.")
    }

    func test_twoTerminalEvents() {
        assertError("-a-|-#", position: 5, reason: "two terminal events: '#' after the one at position 3.")
        assertError("-(|#)", position: 3, reason: "two terminal events: '#' after the one at position 2.")
    }

    func test_valueAfterTerminal() {
        assertError("-|-a", position: 3, reason: "value 'a' after the terminal event at position 1.")
    }

    func test_valueWithoutEntry_namesKnownKeys() {
        assertError("-a-c-|", position: 3, reason: "value 'c' has no entry in `values` (known: 'a', 'b').")
        let error = syntaxError("-z", values: [Character: Int]())
        XCTAssertEqual(error?.reason, "value 'z' has no entry in `values` (known: none).")
    }

    func test_caretRules() {
        assertError("-^-^", position: 3, reason: "a second '^'; the subscription point is already at position 1.")
        assertError(
            "-^a",
            kind: "cold",
            position: 1,
            reason: "'^' in a cold observable; its first frame already is the subscription."
        )
        assertError("(a^)", position: 2, reason: "'^' inside a group.")
    }

    func test_disposalOnlyInSubscriptionDiagrams() {
        assertError(
            "-a-!",
            position: 3,
            reason: "'!' (disposal) belongs in subscription diagrams, not in event diagrams."
        )
    }

    func test_subscriptionDiagramRules() {
        assertError("--!", kind: "subscription", position: 2, reason: "'!' before the subscription point '^'.")
        assertError(
            "^-!-!",
            kind: "subscription",
            position: 4,
            reason: "a second '!'; the disposal is already at position 2."
        )
        assertError(
            "^-a-!",
            kind: "subscription",
            position: 2,
            reason: "'a' in a subscription diagram; only '-', '^' and '!' are allowed."
        )
        assertError("^-|", kind: "subscription", position: 2, reason: "'|' in a subscription diagram; use '^' and '!'.")
        assertError(
            "^(-)",
            kind: "subscription",
            position: 1,
            reason: "groups are not allowed in a subscription diagram."
        )
        assertError(
            "---",
            kind: "subscription",
            position: 0,
            reason: "a subscription diagram needs a '^' (subscription point)."
        )
    }

    func test_descriptionPointsAtThePosition() {
        let error = MarbleSyntaxError(diagram: "--a(b", position: 3, reason: "unbalanced group: '(' is never closed.")
        XCTAssertEqual(
            error.description,
            """
            Malformed marble diagram at position 3: unbalanced group: '(' is never closed.
              --a(b
                 ^
            """
        )
    }
}

final class MarbleRenderingTests: RxTestCase {
    func test_drawsEventsFromTheAnchor() {
        let events: [Recorded<Event<Int>>] = [.next(220, 1), .next(250, 2), .completed(280)]
        XCTAssertEqual(Marble.diagram(events, values: ["a": 1, "b": 2]), "--a--b--|")
    }

    func test_drawsGroupsErrorsAndUnknownValues() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .next(210, 9), .error(260, testError)]
        XCTAssertEqual(Marble.diagram(events, values: ["a": 1]), "-(a?)-#")
    }

    func test_roundTrips() throws {
        let timing = MarbleTiming(ticksPerFrame: 5, anchor: 100)
        let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]
        for diagram in ["--a--b--|", "a", "(ab)-c-#", "---", "-(a|)", "|", "abc"] {
            let events = try Marble.events(diagram, values: values, error: testError, timing: timing)
            XCTAssertTrue(Marble.isExactlyDrawable(events, timing: timing), diagram)
            XCTAssertEqual(Marble.diagram(events, values: values, timing: timing), diagram.trimmingTrailingDashes)
            XCTAssertEqual(
                try Marble.events(
                    Marble.diagram(events, values: values, timing: timing),
                    values: values,
                    error: testError,
                    timing: timing
                ),
                events,
                diagram
            )
        }
    }

    func test_offGridEventsAreNotExactlyDrawable() {
        let events: [Recorded<Event<Int>>] = [.next(201, 1)]
        XCTAssertFalse(Marble.isExactlyDrawable(events, timing: .default))
        XCTAssertFalse(Marble.isExactlyDrawable([Recorded<Event<Int>>.next(190, 1)], timing: .default))
        XCTAssertFalse(
            Marble.isExactlyDrawable(
                [Recorded<Event<Int>>.next(200, 1), .next(200, 2), .next(210, 3)],
                timing: .default
            )
        )
    }

    func test_drawsSubscriptions() {
        XCTAssertEqual(Marble.diagram(Subscription(200, 260)), "^-----!")
        XCTAssertEqual(Marble.diagram(Subscription(220)), "--^")
    }
}

final class MarbleObservableTests: RxTestCase {
    func test_hotObservableFromDiagram() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createHotObservable("-a-^-b-c-|", values: ["a": 1, "b": 2, "c": 3])
        XCTAssertEqual(xs.recordedEvents, [.next(180, 1), .next(220, 2), .next(240, 3), .completed(260)])
        let res = scheduler.start(disposed: 250) { xs }
        XCTAssertMarbles(res, "^-b-c", values: ["b": 2, "c": 3])
        XCTAssertSubscriptions(xs, "^----!")
    }

    func test_coldObservableFromDiagram_isRelativeToEachSubscription() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = try scheduler.createColdObservable("-a-(b|)", values: ["a": 1, "b": 2])
        XCTAssertEqual(xs.recordedEvents, [.next(10, 1), .next(30, 2), .completed(30)])
        let res = scheduler.start { xs }
        XCTAssertMarbles(res, "-a-(b|)", values: ["a": 1, "b": 2])
    }

    func test_differenceDrawsBothDiagramsAndTheFirstDifferingEvent() throws {
        let actual: [Recorded<Event<Int>>] = [.next(220, 1), .next(250, 3), .completed(280)]
        let difference = try marbleDifference(actual, "--a--b--|", values: ["a": 1, "b": 2, "c": 3])
        XCTAssertEqual(
            difference,
            """
            Recorded events differ from the marble diagram:
              expected: --a--b--|
              actual:   --a--c--|
              first difference (event 1): expected next(2) @ 250, got next(3) @ 250
            """
        )
        XCTAssertNil(try marbleDifference(actual, "--a--c--|", values: ["a": 1, "c": 3]))
    }

    func test_differenceMentionsOffGridEvents() throws {
        let actual: [Recorded<Event<Int>>] = [.next(201, 1)]
        let difference = try marbleDifference(actual, "a", values: ["a": 1]) ?? ""
        XCTAssertTrue(difference.contains("fall between frames"), difference)
    }

    func test_subscriptionsDifference() throws {
        XCTAssertNil(try marbleSubscriptionsDifference([Subscription(200, 260)], ["^-----!"]))
        let difference = try marbleSubscriptionsDifference([Subscription(200, 250)], ["^-----!"])
        XCTAssertEqual(
            difference,
            """
            Subscriptions differ from the marble diagrams:
              expected: ["^-----!"] [(200: 260)]
              actual:   ["^----!"] [(200: 250)]
            """
        )
    }
}

private extension String {
    /// Trailing dashes carry no event, so a drawn diagram ends at its last event.
    var trimmingTrailingDashes: String {
        var text = self
        while text.hasSuffix("-") { text.removeLast() }
        return text
    }
}
