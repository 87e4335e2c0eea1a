import LayoutReaders
import LayoutRules

// The console-log reader's records already have the shape the explainer's mapping reads (`ExplainInput(_:)` in
// LayoutRules); the readers cannot know the rules, so the conformances are declared where both are imported.
extension ConsoleLogMessage: LoggedMessage {}
extension ConsoleLogConstraint: LoggedConstraintRecord {}
extension ConsoleLogItem: LoggedItemRecord {}
extension ConsoleLogAmbiguity: LoggedAmbiguityRecord {}
