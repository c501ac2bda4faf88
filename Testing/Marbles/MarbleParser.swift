// SPDX-License-Identifier: MIT
/// One symbol of a parsed diagram, at its frame.
struct MarbleSymbol: Equatable {
    enum Kind: Equatable {
        case value(Character)
        case completed
        case error
        case subscribed
        case unsubscribed
    }

    /// The frame (character index, spaces not counted) of the symbol; symbols in a group share its `(` frame.
    let frame: Int
    /// The character offset in the diagram, for error messages.
    let position: Int
    let kind: Kind
}

/// What a diagram describes, which decides the symbols it may use.
enum MarbleDiagramKind {
    /// Events of a hot observable: values, `|`, `#`, groups, and one `^` (the anchor).
    case hot
    /// Events of a cold observable: values, `|`, `#`, groups; no `^` (the first frame is the subscription).
    case cold
    /// Expected events of an observer: like `hot`.
    case expected
    /// A subscription: one `^` and at most one `!`, with `-` between; anchored at its first character.
    case subscription
}

/// Parses marble diagrams; every problem is a ``MarbleSyntaxError`` naming its position.
struct MarbleParser {
    let diagram: String
    let kind: MarbleDiagramKind

    /// The symbols of the diagram and the frame of its anchor.
    func parse() throws(MarbleSyntaxError) -> (symbols: [MarbleSymbol], anchorFrame: Int) {
        var symbols: [MarbleSymbol] = []
        var frame = 0
        var group: (frame: Int, position: Int, count: Int)?
        var caret: (frame: Int, position: Int)?
        var terminal: Int?
        var unsubscribe: Int?
        var firstFrame: Int?

        for (position, character) in diagram.enumerated() {
            if character == " " { continue }
            if firstFrame == nil { firstFrame = frame }
            defer { frame += 1 }
            switch character {
            case "-":
                if let group {
                    throw fail(
                        position,
                        "'-' inside the group opened at position \(group.position); a group is one instant."
                    )
                }
            case "(":
                if let group {
                    throw fail(position, "nested group: the group opened at position \(group.position) is not closed.")
                }
                if kind == .subscription { throw fail(position, "groups are not allowed in a subscription diagram.") }
                group = (frame, position, 0)
            case ")":
                guard let open = group else { throw fail(position, "unbalanced group: ')' without a matching '('.") }
                if open.count == 0 { throw fail(open.position, "empty group '()'.") }
                group = nil
            case "^":
                if let caret {
                    throw fail(
                        position,
                        "a second '^'; the subscription point is already at position \(caret.position)."
                    )
                }
                if kind == .cold {
                    throw fail(position, "'^' in a cold observable; its first frame already is the subscription.")
                }
                if group != nil { throw fail(position, "'^' inside a group.") }
                caret = (frame, position)
                if kind == .subscription {
                    symbols.append(MarbleSymbol(frame: frame, position: position, kind: .subscribed))
                }
            case "!":
                guard kind == .subscription else {
                    throw fail(position, "'!' (disposal) belongs in subscription diagrams, not in event diagrams.")
                }
                if let unsubscribe {
                    throw fail(position, "a second '!'; the disposal is already at position \(unsubscribe).")
                }
                guard caret != nil else { throw fail(position, "'!' before the subscription point '^'.") }
                unsubscribe = position
                symbols.append(MarbleSymbol(frame: frame, position: position, kind: .unsubscribed))
            case "|", "#":
                if kind == .subscription {
                    throw fail(position, "'\(character)' in a subscription diagram; use '^' and '!'.")
                }
                if let terminal {
                    throw fail(position, "two terminal events: '\(character)' after the one at position \(terminal).")
                }
                terminal = position
                symbols.append(
                    MarbleSymbol(
                        frame: group?.frame ?? frame,
                        position: position,
                        kind: character == "|" ? .completed : .error
                    )
                )
                group?.count += 1
            default:
                if kind == .subscription {
                    throw fail(position, "'\(character)' in a subscription diagram; only '-', '^' and '!' are allowed.")
                }
                if let terminal {
                    throw fail(position, "value '\(character)' after the terminal event at position \(terminal).")
                }
                symbols.append(MarbleSymbol(frame: group?.frame ?? frame, position: position, kind: .value(character)))
                group?.count += 1
            }
        }
        if let group { throw fail(group.position, "unbalanced group: '(' is never closed.") }
        if kind == .subscription && caret == nil {
            throw fail(0, "a subscription diagram needs a '^' (subscription point).")
        }
        let anchor = kind == .subscription ? (firstFrame ?? 0) : (caret?.frame ?? 0)
        return (symbols, anchor)
    }

    private func fail(_ position: Int, _ reason: String) -> MarbleSyntaxError {
        MarbleSyntaxError(diagram: diagram, position: position, reason: reason)
    }
}
