import LayoutModel

/// Recognises the known root causes of a conflict, in priority order; the first that fits wins, and a conflict no
/// recogniser fits is named by its required constraints (`ConflictingRequiredConstraintsRecogniser`).
struct ConflictDiagnoser {
    let input: ExplainInput
    let members: [ConflictMember]

    /// The recognisers, most specific first: a cause that explains another's symptoms comes before it.
    static var recognisers: [any ConflictRecogniser.Type] {
        [
            SystemViewsOnlyRecogniser.self,
            AutoresizingMaskLeftOnRecogniser.self,
            TemplateCellWidthRecogniser.self,
            SelfSizingCellRecogniser.self,
            HiddenArrangedSubviewRecogniser.self,
            TemporaryLayoutSizeRecogniser.self,
            SystemImposedSizeRecogniser.self,
            RequiredContentSizeRecogniser.self,
            LayoutGuideHeightRecogniser.self,
            EdgeAndMarginRecogniser.self,
            TwoRequiredSizesRecogniser.self,
            TwoRequiredPositionsRecogniser.self,
            CollapsedViewRecogniser.self,
            NegativeSizeRecogniser.self,
            InterfaceBuilderPrototypingRecogniser.self,
            FixedFrameContainerRecogniser.self,
        ]
    }

    func diagnose() -> Diagnosis {
        for recogniser in Self.recognisers {
            if let diagnosis = recogniser.init(input: input, members: members).recognise() { return diagnosis }
        }
        return ConflictingRequiredConstraintsRecogniser(input: input, members: members).diagnosis()
    }
}
