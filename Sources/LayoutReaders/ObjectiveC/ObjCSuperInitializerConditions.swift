/// `if ((self = [super initWithFrame:frame]))`, Objective-C's idiom for running the superclass's initializer: the
/// condition holds for the object UIKit made, and the message runs (a project superclass's initializer adds views,
/// constraints, asks for a cell's content view). Only the message is evaluated: `self` stays the object being made
/// (a platform initializer's unknown result assigned to it lost every later message to `self`).
extension ObjCInterpreter {
    /// In a condition assigning `self` (`(self = [super init…])`), the range of the message assigned.
    static func messageAssignedToSelf(_ range: Range<Int>, _ frame: Frame) -> Range<Int>? {
        let tokens = frame.file.tokens
        guard let equals = range.first(where: { position in
            position > range.lowerBound && tokens[position].isPunctuation("=") && tokens[position - 1].isIdentifier("self")
        }), equals + 1 < range.upperBound, tokens[equals + 1].isPunctuation("[") else { return nil }
        let close = frame.file.matches[equals + 1]
        guard close < range.upperBound else { return nil }
        return (equals + 1)..<(close + 1)
    }
}
