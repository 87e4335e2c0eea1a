import LayoutModel
import Testing

/// The model's vocabulary: attributes, priorities, autoresizing notation, the hierarchy.
struct ModelVocabularyTests {
    @Test func attributesKnowTheirAxisKindAndFamily() {
        #expect(Attribute.leading.axis == .horizontal)
        #expect(Attribute.lastBaseline.axis == .vertical)
        #expect(Attribute.width.kind == .dimension)
        #expect(Attribute.centerY.kind == .yPosition)
        #expect(Attribute.notAnAttribute.kind == nil)
        #expect(Attribute.trailingMargin.directionFamily == .leadingTrailing)
        #expect(Attribute.rightMargin.directionFamily == .leftRight)
        #expect(Attribute.top.directionFamily == .neutral)
        #expect(Attribute.leadingMargin.withoutMargin == .leading)
        #expect(Attribute.bottom.marginForm == .bottomMargin)
        #expect(Attribute.width.marginForm == nil)
    }

    @Test(arguments: [("Leading", Attribute.leading), ("LeadingMargin", .leadingMargin), ("baseline", .lastBaseline),
                      ("Center X", .centerX), ("first_baseline", .firstBaseline), ("CenterXWithinMargins", .centerXWithinMargins)])
    func attributeNamesReadInAnyCase(name: String, attribute: Attribute) {
        #expect(Attribute(name: name) == attribute)
    }

    @Test func prioritiesClampAndCompute() {
        #expect(Priority(1200) == .required)
        #expect(Priority(0).value == 1)
        #expect((Priority.required - 1).value == 999)
        #expect((Priority.defaultLow + 1).value == 251)
        #expect(Priority(named: "defaultHigh") == .defaultHigh)
        #expect(Priority(named: "LOW") == .defaultLow)
        #expect(Priority(named: "urgent") == nil)
        #expect(!Priority(999.5).isRequired && Priority.required.isRequired)
        #expect(Priority(249.5).description == "249.5")
    }

    @Test func autoresizingNotationMatchesTheRuntimeLog() {
        #expect(AutoresizingMask().runtimeNotation == "h=--& v=--&")
        #expect(AutoresizingMask([.flexibleWidth, .flexibleHeight]).runtimeNotation == "h=-&- v=-&-")
        #expect(AutoresizingMask([.flexibleLeftMargin, .flexibleBottomMargin]).runtimeNotation == "h=&-- v=--&")
        #expect(AutoresizingMask(runtimeNotation: "h=-&- v=-&-") == [.flexibleWidth, .flexibleHeight])
        #expect(AutoresizingMask(runtimeNotation: "h=-x-") == nil)
    }

    @Test func hierarchyAnswersAncestryAndCommonAncestors() {
        let scene = Scene(name: "S", root: "root", items: [
            Item(id: "root"), Item(id: "card", superview: "root"), Item(id: "title", superview: "card"),
            Item(id: "orphan"), Item(id: "loopA", superview: "loopB"), Item(id: "loopB", superview: "loopA"),
        ])
        #expect(scene.ancestry(of: "title") == ["title", "card", "root"])
        #expect(scene.commonAncestor("title", "root") == "root")
        #expect(scene.commonAncestor("title", "card") == "card")
        #expect(scene.commonAncestor("title", "orphan") == nil)
        #expect(scene.ancestry(of: "loopA") == ["loopA", "loopB"])
    }

    @Test func variantsActivateDeactivateAndHide() {
        let scene = Scene(name: "S", root: "r", items: [Item(id: "r"), Item(id: "a", superview: "r", isHidden: true)],
                          constraints: [Constraint(firstItem: "a", firstAttribute: .width, constant: 1),
                                        Constraint(firstItem: "a", firstAttribute: .width, constant: 2, isActive: false)],
                          variants: [Variant(name: "v", activatedConstraints: [1], deactivatedConstraints: [0], shownItems: ["a"])])
        let applied = scene.applying(scene.variants[0])
        #expect(applied.activeConstraints.map(\.index) == [1])
        #expect(applied.item("a")?.isHidden == false)
        #expect(applied.variants.isEmpty)
    }

    @Test func formulasReadLikeTheFormat() {
        let constraint = Constraint(firstItem: "a", firstAttribute: .top, relation: .greaterThanOrEqual, secondItem: "b",
                                    secondAttribute: .bottom, multiplier: 0.5, constant: -8, priority: Priority(750), identifier: "gap")
        #expect(constraint.formula == "a.top >= 0.5 * b.bottom - 8 @750")
        #expect(constraint.displayName == "'gap' a.top >= 0.5 * b.bottom - 8 @750")
        #expect(Constraint(firstItem: "a", firstAttribute: .height, constant: 44).formula == "a.height == 44")
        #expect(formatNumber(20.0) == "20" && formatNumber(0.65) == "0.65")
        #expect(editDistance("titleLable", "titleLabel") == 2)
    }
}
