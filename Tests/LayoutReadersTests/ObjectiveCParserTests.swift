import Foundation
import LayoutModel
import XCTest
@testable import LayoutReaders

/// The Objective-C tokenizer and parsers on the edge cases of real files, and on input meant to break them.
final class ObjectiveCParserTests: XCTestCase {
    private func expression(_ text: String) -> ObjCExpr {
        let file = ObjCFileSyntax(path: "t.m", text: text)
        var parser = ObjCExpressionParser(tokens: file.tokens, matches: file.matches, position: 0, end: file.tokens.count)
        return parser.parseExpression()
    }

    func testStringsKeepBracketsAndSemicolonsInside() {
        let file = ObjCFileSyntax(path: "t.m", text: #"[label setText:@"a ] b ; c \" d"];"#)
        XCTAssertEqual(file.tokens.filter { $0.kind == .string }.map(\.text), [#"a ] b ; c " d"#])
        XCTAssertEqual(file.matches[0], file.tokens.count - 2)
        XCTAssertTrue(file.issues.isEmpty)
    }

    func testAtSignThenWhiteSpaceThenQuotedTextIsOneStringLiteral() {
        // inaturalist/INaturalistIOS @3ab22038 writes a views dictionary key as `@` and `"uploadButton"` on two lines.
        let file = ObjCFileSyntax(path: "t.m", text: "NSDictionary *views = @{ @\n   \"uploadButton\": self.uploadButton };")
        XCTAssertEqual(file.tokens.filter { $0.kind == .string }.map(\.text), ["uploadButton"])
        XCTAssertFalse(file.tokens.contains { $0.kind == .punctuation && $0.text == "@" })
        XCTAssertEqual(file.tokens.first { $0.kind == .string }?.line, 1)
    }

    func testCommentsAndDisabledCodeProduceNoTokens() {
        let text = """
        // [a b];
        /* [c d]; /* not nested */
        #if 0
        [e f];
        #if DEBUG
        [g h];
        #endif
        #else
        [kept one];
        #endif
        #ifdef DEBUG
        [first branch];
        #else
        [second branch];
        #endif
        """
        let file = ObjCFileSyntax(path: "t.m", text: text)
        XCTAssertEqual(file.tokens.filter { $0.kind == .identifier }.map(\.text), ["kept", "one", "first", "branch"])
        XCTAssertTrue(file.issues.isEmpty)
    }

    func testDefinesAndStaticConstantsBecomeNumbers() {
        let text = """
        #define kPadding 12.0f
        #define kNegative (-4)
        #define kColor [UIColor redColor]
        #define SQUARE(x) ((x) * (x))
        static const CGFloat kSpacing = 8;
        CGFloat const kHeight = 44.5;
        """
        let file = ObjCFileSyntax(path: "t.m", text: text)
        XCTAssertEqual(file.constants, ["kPadding": 12, "kNegative": -4, "kSpacing": 8, "kHeight": 44.5])
    }

    func testNestedMessagesAndKeywordSelectors() {
        guard case .message(let receiver, let parts, _) = expression("[[self.contentView.topAnchor constraintEqualToAnchor:[self.title bottomAnchor] constant:-(8 + 4)] setActive:YES]"),
              case .message(_, let innerParts, _) = receiver else { return XCTFail("not a message") }
        XCTAssertEqual(parts.map(\.label), ["setActive"])
        XCTAssertEqual(innerParts.map(\.label), ["constraintEqualToAnchor", "constant"])
        guard case .negated(.binary("+", .number(8), .number(4)))? = innerParts[1].argument else { return XCTFail("constant not parsed") }
    }

    func testBlocksAreOneArgument() {
        let selector = expression("[view mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(self).offset(8); [x y]; }]").selector
        XCTAssertEqual(selector, "mas_makeConstraints:")
        XCTAssertEqual(expression("[UIView animateWithDuration:0.3 animations:^{ [self layoutIfNeeded]; } completion:nil]").selector,
                       "animateWithDuration:animations:completion:")
    }

    func testCastsLiteralsAndVariadicArguments() {
        guard case .message(_, let parts, _) = expression("[NSArray arrayWithObjects:a, b, nil]"), case .array(let items)? = parts[0].argument else {
            return XCTFail("variadic arguments not kept")
        }
        XCTAssertEqual(items.count, 3)
        guard case .number(8) = expression("(CGFloat)8") else { return XCTFail("cast not skipped") }
        guard case .dictionary(let pairs) = expression(#"@{@"a": a, @"b": (UIView *)b}"#) else { return XCTFail("dictionary") }
        XCTAssertEqual(pairs.count, 2)
        guard case .array(let elements) = expression("@[a, @[b, c], d]") else { return XCTFail("array") }
        XCTAssertEqual(elements.count, 3)
    }

    func testDeclarationsOfInterfacesAndImplementations() {
        let text = """
        @interface Card : UITableViewCell <UITableViewDelegate> {
            UIView *_backing, *_overlay;
        }
        @property (nonatomic, weak) IBOutlet UILabel *title;
        @property (nonatomic, strong) NSArray<UIView *> *rows;
        - (void)configure:(id)model;
        @end
        @implementation Card
        @synthesize title = _title;
        static void helper(void) { if (1) { } }
        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)identifier NS_DESIGNATED_INITIALIZER {
            return self;
        }
        - (void)layoutSubviews { [super layoutSubviews]; }
        + (CGFloat)height { return 44; }
        @end
        """
        let file = ObjCFileSyntax(path: "t.m", text: text)
        XCTAssertEqual(file.interfaces.first?.superclass, "UITableViewCell")
        XCTAssertEqual(file.interfaces.first?.properties.map(\.name), ["_backing", "_overlay", "title", "rows"])
        XCTAssertEqual(file.interfaces.first?.properties.map(\.isOutlet), [false, false, true, false])
        XCTAssertEqual(file.implementations.first?.methods.map(\.selector), ["initWithStyle:reuseIdentifier:", "layoutSubviews", "height"])
        XCTAssertEqual(file.implementations.first?.methods.first?.parameters, ["style", "identifier"])
    }

    // MARK: hostile input

    private func readPromptly(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ReadResult {
        let source = SourceFile(path: "hostile.m", text: text)
        let result = ObjectiveCReader().read([source])
        XCTAssertFalse(result.diagnostics.isEmpty, "malformed input must end in a diagnostic", file: file, line: line)
        return result
    }

    func testUnterminatedBracketsEndInDiagnostics() {
        let text = """
        @interface Broken : UIView
        @end
        @implementation Broken
        - (instancetype)init {
            UILabel *label = [[UILabel alloc] init;
            [self addSubview:label;
            [label.topAnchor constraintEqualToAnchor:self.topAnchor constant:@"unterminated
        }
        """
        _ = readPromptly(text)
    }

    func testTenThousandNestedBracketsReturnPromptly() {
        let opening = String(repeating: "[", count: 10_000)
        let text = "@interface Deep : UIView\n@end\n@implementation Deep\n- (void)layoutSubviews {\n    \(opening)self foo];\n}\n@end\n"
        _ = readPromptly(text)
        _ = readPromptly(String(repeating: "@[", count: 10_000) + String(repeating: "(", count: 10_000) + String(repeating: "}", count: 10_000))
    }

    func testBinaryJunkReturnsPromptly() {
        var generator = SystemRandomNumberGenerator()
        var bytes: [UInt8] = []
        for _ in 0..<200_000 { bytes.append(UInt8.random(in: 0...255, using: &generator)) }
        let junk = String(decoding: bytes, as: UTF8.self)
        let result = ObjectiveCReader().read([SourceFile(path: "junk.m", text: "@implementation J : UIView\n- (void)init {\n" + junk)])
        XCTAssertNotNil(result.diagnostics.first)
    }

    func testRecursiveMethodsStop() {
        let text = """
        @interface Loop : UIView
        @end
        @implementation Loop
        - (instancetype)init { [self a]; return self; }
        - (void)a { [self b]; }
        - (void)b { [self a]; UIView *v = [UIView new]; [self addSubview:v]; [v.heightAnchor constraintEqualToConstant:4].active = YES; }
        @end
        """
        let result = ObjectiveCReader().read([SourceFile(path: "loop.m", text: text)])
        XCTAssertEqual(result.scenes.first?.constraints.count, 1)
    }
}
