import LayoutModel
import LayoutReaders
import XCTest

/// Issue #21 for the Objective-C reader: the hostile inputs that overflowed the stack (each made here) are read
/// in linear time; the part past a limit is skipped or unknown, opening the views it mentions, and the rest of
/// the method is still read.
final class ObjectiveCHardeningTests: XCTestCase {
    /// A view whose two widths conflict (lines 13 and 14), then `statement`, then a height read after it.
    private func read(_ statement: String) -> ReadResult {
        let source = """
            #import <UIKit/UIKit.h>
            @interface HostileView : UIView
            @end
            @implementation HostileView {
                UIView *_badge;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                if ((self = [super initWithFrame:frame])) {
                    _badge = [[UIView alloc] initWithFrame:CGRectZero];
                    _badge.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:_badge];
                    [_badge.heightAnchor constraintEqualToConstant:20].active = YES;
                    [_badge.widthAnchor constraintEqualToConstant:24].active = YES;
                    [_badge.widthAnchor constraintEqualToConstant:40].active = YES;
                    \(statement)
                }
                return self;
            }
            @end
            """
        return ObjectiveCReader().read([SourceFile(path: "HostileView.m", text: source)])
    }

    private func assertReadAround(_ result: ReadResult, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.scenes.count, 1, file: file, line: line)
        let widths = result.scenes.first?.constraints.filter { $0.firstAttribute == .width && $0.isActive }.map(\.constant)
        XCTAssertEqual(widths, [24, 40], file: file, line: line)
    }

    func testLongPostfixAndOperatorChainsBecomeUnknown() {
        let members = read("id chained = _badge" + String(repeating: ".superview", count: 60_000) + ";")
        assertReadAround(members)
        let sum = read("CGFloat total = 1" + String(repeating: " + 1", count: 200_000) + ";\n"
                       + "[_badge.heightAnchor constraintEqualToConstant:total].active = YES;")
        assertReadAround(sum)
        // The height made from the cut expression is not a number the reader knows.
        XCTAssertFalse(sum.scenes.first?.constraints.contains { $0.firstAttribute == .height && $0.constant == 200_001 } ?? true)
    }

    func testLongCastAndPrefixRunsBecomeUnknown() {
        assertReadAround(read("id cast = " + String(repeating: "(id)", count: 50_000) + "_badge;"))
        assertReadAround(read("CGFloat negative = " + String(repeating: "- ", count: 50_000) + "1;"))
    }

    func testDeeplyNestedStatementsAreSkippedWithANote() {
        let braces = read(String(repeating: "{ ", count: 50_000) + "[_badge removeFromSuperview];" + String(repeating: "}", count: 50_000))
        assertReadAround(braces)
        let ifs = read(String(repeating: "if (frame.size.width > 1) ", count: 30_000) + "[_badge removeFromSuperview];")
        assertReadAround(ifs)
        for result in [braces, ifs] {
            let notes = result.diagnostics.filter { $0.message.contains("nested more than 120 levels deep") }
            XCTAssertEqual(notes.count, 1, "\(result.diagnostics)")
            XCTAssertEqual(notes.first?.location.line, 15)
            // The badge is mentioned in what was skipped: it is open, not taken as left alone.
            XCTAssertTrue(result.scenes.first?.items.contains { $0.id.name.contains("badge") && $0.isOpen } ?? false)
        }
    }

    /// `numberOfLines = 1e19` trapped converting to `Int`; a constant or multiplier beyond the limits reached the
    /// solver (and a frame of 1e19 points the HTML reporter). Both are notes now, the constraint inactive.
    func testNumbersBeyondTheLimitsAreNotesNotTrapsOrConstraints() {
        let result = read("""
            _badge.numberOfLines = 1e19;
                    _badge.numberOfLines = NAN;
                    [_badge.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:1e19].active = YES;
                    [_badge.topAnchor constraintEqualToAnchor:self.topAnchor multiplier:1e8].active = YES;
            """)
        assertReadAround(result)
        for constraint in result.scenes.first?.constraints ?? [] where constraint.isActive {
            XCTAssertTrue(NumericLimits.admits(constraint.constant) && NumericLimits.admits(constraint.multiplier), "\(constraint)")
        }
        let notes = result.diagnostics.filter { $0.severity == .note && $0.message.contains("out of range") || $0.message.contains("beyond") }
        XCTAssertEqual(Set(notes.map(\.location.line)), [17, 18], "\(result.diagnostics)")
    }

    /// With CR-only line endings the first `#import` ran to the end of the file and the file gave no scene at all.
    func testCarriageReturnLineEndingsEndLines() {
        let source = "#import <UIKit/UIKit.h>\n@interface CRView : UIView\n@end\n@implementation CRView {\n    UIView *_dot;\n}\n"
            + "- (instancetype)initWithFrame:(CGRect)frame {\n    if ((self = [super initWithFrame:frame])) {\n"
            + "        _dot = [[UIView alloc] init];\n        _dot.translatesAutoresizingMaskIntoConstraints = NO;\n"
            + "        [self addSubview:_dot];\n        [_dot.widthAnchor constraintEqualToConstant:24].active = YES;\n"
            + "    }\n    return self;\n}\n@end\n"
        func widths(_ text: String) -> [String] {
            let result = ObjectiveCReader().read([SourceFile(path: "CRView.m", text: text)])
            return result.scenes.flatMap(\.constraints).map { "\($0.location.line):\($0.location.column) \($0.constant)" }
        }
        let unix = widths(source)
        XCTAssertEqual(unix, ["12:27 24.0"])
        XCTAssertEqual(widths(source.replacingOccurrences(of: "\n", with: "\r")), unix)
        XCTAssertEqual(widths(source.replacingOccurrences(of: "\n", with: "\r\n")), unix)
    }
}
