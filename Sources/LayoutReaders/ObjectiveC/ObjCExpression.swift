/// An Objective-C expression as far as the reader needs one; whatever else it meets is `unknown`, keeping
/// the token range so the views it mentions can be opened.
indirect enum ObjCExpr: Sendable {
    case identifier(String)
    case number(Double)
    case string(String)
    case boolean(Bool)
    case nilValue
    /// `[receiver label:arg label2:arg2]`; a unary selector is one part without an argument. `selectorToken`
    /// is the index of the first selector token (its offset keys the statistics).
    case message(receiver: ObjCExpr, parts: [(label: String, argument: ObjCExpr?)], selectorToken: Int)
    /// `a.b` and `a->b`.
    case member(ObjCExpr, String)
    /// `NSDictionaryOfVariableBindings(a, b)`, `MAX(a, b)`, `CGRectMake(…)`.
    case call(String, [ObjCExpr], nameToken: Int)
    /// `make.top.equalTo(view)`: a block-valued property called (Masonry's chains), with the token range of the whole call.
    case apply(ObjCExpr, [ObjCExpr], range: Range<Int>)
    /// `@[a, b]`.
    case array([ObjCExpr])
    /// `@{@"a": a}`.
    case dictionary([(key: ObjCExpr, value: ObjCExpr)])
    case binary(String, ObjCExpr, ObjCExpr)
    /// `(_bar = bar)` used as a value: the assignment is made and its value is the assigned one.
    case assignment(target: ObjCExpr, value: ObjCExpr, equalsToken: Int)
    case negated(ObjCExpr)
    /// `^{ … }` / `^(MASConstraintMaker *make) { … }`: the token range of its body.
    case block(Range<Int>)
    /// `({ UILabel *label = [UILabel new]; …; label; })`, GNU C's statement expression: the token range inside the braces.
    case statementExpression(Range<Int>)
    /// Text the reader does not model, with its token range.
    case unknown(Range<Int>)

    /// `label1:label2:` (or the unary name).
    var selector: String? {
        guard case .message(_, let parts, _) = self else { return nil }
        return parts.map { $0.argument == nil ? $0.label : $0.label + ":" }.joined()
    }
}
