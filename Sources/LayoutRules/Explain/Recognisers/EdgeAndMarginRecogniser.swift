import LayoutModel

/// A conflict made of exactly one edge pinned to its container's edge and to the same edge's margin.
struct EdgeAndMarginRecogniser: ConflictRecogniser {
    let input: ExplainInput
    let members: [ConflictMember]

    func recognise() -> Diagnosis? {
        guard logged.count == 2, members.count == 2, let pair = EdgeAndMarginPair(input),
              Set(logged.map(\.index)) == [pair.edgeIndex, pair.marginIndex] else { return nil }
        return pair.diagnosis(input)
    }
}
