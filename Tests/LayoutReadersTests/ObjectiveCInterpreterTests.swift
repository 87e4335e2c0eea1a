import Foundation
import LayoutModel
import XCTest
@testable import LayoutReaders

/// What the Objective-C reader makes of the idioms of layout code, and what it leaves open.
final class ObjectiveCInterpreterTests: XCTestCase {
    private func scene(_ body: String, superclass: String = "UIView", properties: String = "", extra: String = "",
                       file: StaticString = #filePath, line: UInt = #line) -> Scene? {
        let text = """
        @interface Subject : \(superclass)
        \(properties)
        @end
        @implementation Subject
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if (self) {
        \(body)
            }
            return self;
        }
        \(extra)
        @end
        """
        return ObjectiveCReader().read([SourceFile(path: "Subject.m", text: text)]).scenes.first
    }

    private func item(_ scene: Scene?, _ name: String) -> Item? { scene?.item(ItemID(name)) }

    func testLoopsOverLiteralArraysAndPriorities() {
        let result = scene("""
            UILabel *a = [UILabel new]; UILabel *b = [UILabel new];
            for (UIView *v in @[a, b]) {
                v.translatesAutoresizingMaskIntoConstraints = NO;
                [self addSubview:v];
                NSLayoutConstraint *h = [v.heightAnchor constraintEqualToConstant:20];
                h.priority = UILayoutPriorityDefaultHigh - 1;
                h.active = YES;
            }
            NSLayoutConstraint *w = [a.widthAnchor constraintEqualToAnchor:b.widthAnchor multiplier:0.5];
            [w setPriority:999];
            [w setActive:YES];
        """)
        XCTAssertEqual(result?.constraints.map(\.formula), ["a.height == 20 @749", "b.height == 20 @749", "a.width == 0.5 * b.width @999"])
        XCTAssertEqual(item(result, "a")?.translatesAutoresizingMask, false)
        XCTAssertEqual(item(result, "b")?.superview, "self")
    }

    func testMutableArraysAndAddConstraints() {
        let result = scene("""
            UIView *box = [[UIView alloc] initWithFrame:CGRectZero];
            [self addSubview:box];
            NSMutableArray *constraints = [NSMutableArray array];
            [constraints addObject:[box.topAnchor constraintEqualToAnchor:self.layoutMarginsGuide.topAnchor]];
            [constraints addObjectsFromArray:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-(>=8@750)-[box(==44)]" options:0 metrics:nil views:@{@"box": box}]];
            [NSLayoutConstraint activateConstraints:constraints];
        """)
        XCTAssertEqual(result?.constraints.filter { $0.isActive }.map(\.formula),
                       ["box.top == self.layoutMarginsGuide.top", "box.leading >= self.leading + 8 @750", "box.width == 44"])
    }

    func testLazyGettersMakeTheirViews() {
        let result = scene("""
            [self addSubview:self.badge];
            [self.badge.widthAnchor constraintEqualToConstant:10].active = YES;
        """, properties: "@property (nonatomic, strong) UIView *badge;", extra: """
        - (UIView *)badge {
            if (!_badge) {
                _badge = [UIView new];
                _badge.translatesAutoresizingMaskIntoConstraints = NO;
            }
            return _badge;
        }
        """)
        XCTAssertEqual(item(result, "badge")?.translatesAutoresizingMask, false)
        XCTAssertEqual(item(result, "badge")?.superview, "self")
        XCTAssertEqual(result?.constraints.map(\.formula), ["badge.width == 10"])
    }

    func testWhatIsNotReadOpensTheViews() {
        let result = scene("""
            UIView *framed = [UIView new]; [self addSubview:framed];
            framed.frame = CGRectMake(0, 0, 10, 10);
            UIView *handed = [UIView new]; [self addSubview:handed];
            [self.helper arrange:handed];
            ChartView *chart = [[ChartView alloc] init]; [self addSubview:chart];
            UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem]; [self addSubview:button];
            [button setTitle:@"Go" forState:UIControlStateNormal];
            [button addTarget:self action:@selector(go) forControlEvents:UIControlEventTouchUpInside];
            UIView *maybe = [UIView new]; [self addSubview:maybe];
            if (self.compact) { [maybe.heightAnchor constraintEqualToConstant:1].active = YES; }
            [chart.heightAnchor constraintEqualToConstant:100].active = YES;
        """)
        XCTAssertEqual(item(result, "framed")?.openness?.vertical, ["frame set in code"])
        XCTAssertEqual(item(result, "handed")?.openness?.horizontal, ["message `arrange:` not read"])
        XCTAssertEqual(item(result, "chart")?.openness?.horizontal, ["class ChartView not read (another module)"])
        XCTAssertNil(item(result, "button")?.openness)
        XCTAssertEqual(item(result, "maybe")?.openness?.vertical, ["constraint activated under a condition"])
        XCTAssertEqual(item(result, "maybe")?.openness?.horizontal, [])
        XCTAssertEqual(result?.constraints.map(\.isActive), [false, true])
    }

    func testConstraintWithItemAndHiddenViews() {
        let result = scene("""
            UIView *line = [UIView new];
            [line setTranslatesAutoresizingMaskIntoConstraints:NO];
            line.hidden = YES;
            [self addSubview:line];
            [self addConstraint:[NSLayoutConstraint constraintWithItem:line attribute:NSLayoutAttributeLeading relatedBy:NSLayoutRelationGreaterThanOrEqual toItem:self attribute:NSLayoutAttributeLeft multiplier:1 constant:kMissing]];
        """)
        XCTAssertEqual(item(result, "line")?.isHidden, true)
        XCTAssertEqual(result?.constraints.first?.formula, "line.leading >= self.left + ?")
    }

    func testStatisticsCountMasonryCallsReadIntoConstraints() {
        let text = """
        @interface V : UIView
        @end
        @implementation V
        - (instancetype)init {
            UIView *a = [UIView new]; [self addSubview:a];
            [a mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self); }];
            [a.widthAnchor constraintEqualToConstant:4].active = YES;
            return self;
        }
        - (void)neverCalled:(UIView *)x { [x.widthAnchor constraintEqualToConstant:4].active = YES; }
        @end
        """
        let statistics = ObjectiveCReader().readWithStatistics([SourceFile(path: "V.m", text: text)]).statistics
        XCTAssertEqual(statistics.constraintExpressionsFound, 3)
        XCTAssertEqual(statistics.constraintExpressionsUnderstood, 2)
        XCTAssertEqual(statistics.unsupported, ["not reached from any scene": 1])
        XCTAssertEqual(statistics.libraries["Masonry"], ReaderCoverage.LibraryCoverage(found: 1, understood: 1))
    }

    func testViewsChangedInMethodsNotReachedAreOpen() {
        let result = scene("""
            _icon = [[TintedImageView alloc] init];
            _icon.translatesAutoresizingMaskIntoConstraints = NO;
            [self addSubview:_icon];
            [_icon.centerXAnchor constraintEqualToAnchor:self.centerXAnchor].active = YES;
            _title = [UILabel new];
            [self addSubview:_title];
            Headline *headline = [Headline new];
            [self addSubview:headline];
        """, properties: "@property (nonatomic, strong) TintedImageView *icon;\n@property (nonatomic, strong) UILabel *title;", extra: """
        - (void)setModel:(id)model {
            self.title.text = @"x";
            [self.icon.heightAnchor constraintEqualToConstant:20].active = YES;
        }
        @end
        @interface TintedImageView : UIImageView
        @end
        @implementation TintedImageView
        @end
        @interface Headline : UILabel
        @end
        @implementation Headline
        """)
        // `setModel:` runs at a time the reader does not know: read as code under a condition, its height is made but
        // not taken as active, and the icon it would constrain is open.
        XCTAssertEqual(item(result, "icon")?.openness?.vertical, ["also changed in `setModel:`, not read", "constraint activated under a condition"])
        let height = result?.constraints.first { $0.firstAttribute == .height }
        XCTAssertEqual(height?.constant, 20)
        XCTAssertEqual(height?.isActive, false)
        XCTAssertNil(item(result, "title")?.openness)
        XCTAssertEqual(item(result, "headline")?.platformClass, "UILabel")
        XCTAssertEqual(item(result, "headline")?.effectiveIntrinsicSize, AxisPair(horizontal: IntrinsicMetric.unknown, vertical: IntrinsicMetric.unknown))
    }

    func testStackViewsKeepTheirArrangedSubviews() {
        let result = scene("""
            UILabel *a = [UILabel new]; UILabel *b = [UILabel new];
            UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[a]];
            stack.axis = UILayoutConstraintAxisVertical;
            stack.spacing = 6;
            [stack addArrangedSubview:b];
            [self addSubview:stack];
            [stack.topAnchor constraintEqualToAnchor:self.topAnchor].active = YES;
        """)
        XCTAssertEqual(item(result, "stack")?.stack?.arrangedSubviews, ["a", "b"])
        XCTAssertEqual(item(result, "stack")?.stack?.axis, .vertical)
        XCTAssertEqual(item(result, "stack")?.stack?.spacing, 6)
    }

    func testConstraintsMadeInBranchesAndActivatedLaterStayUndecided() {
        let result = scene("""
            UIView *graph = [UIView new]; [self addSubview:graph];
            NSMutableArray *constraints = [NSMutableArray array];
            if (_compact) {
                [constraints addObject:[graph.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:8]];
            } else {
                [constraints addObject:[graph.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:16]];
            }
            [constraints addObject:[graph.heightAnchor constraintEqualToConstant:40]];
            [NSLayoutConstraint activateConstraints:constraints];
        """)
        XCTAssertEqual(result?.constraints.map(\.isActive), [false, false, true])
        XCTAssertEqual(item(result, "graph")?.openness?.horizontal, ["constraint activated under a condition"])
        XCTAssertEqual(item(result, "graph")?.openness?.vertical, [])
    }

    func testArraysKeptInInstanceVariables() {
        let result = scene("""
            _line = [UIView new]; [self addSubview:_line];
            _pending = [NSMutableArray new];
            [_pending addObject:[_line.heightAnchor constraintEqualToConstant:1]];
            [self.pending addObject:[_line.widthAnchor constraintEqualToConstant:10]];
            [NSLayoutConstraint activateConstraints:_pending];
        """, properties: "@property (nonatomic, strong) UIView *line;\n@property (nonatomic, strong) NSMutableArray *pending;")
        XCTAssertEqual(result?.constraints.map(\.isActive), [true, true])
    }

    func testViewsHandedToHelperFunctionsThroughDictionariesAreOpen() {
        let result = scene("""
            UIView *header = [UIView new]; [self addSubview:header];
            NSDictionary *views = NSDictionaryOfVariableBindings(header);
            EnableAutoLayoutForViews(views.allValues);
            [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[header]|" options:0 metrics:nil views:views]];
        """)
        XCTAssertEqual(item(result, "header")?.openness?.autoresizingFlagUnknown, true)
        XCTAssertEqual(item(result, "header")?.openness?.horizontal, ["function `EnableAutoLayoutForViews` not read"])
    }

    func testFormatOptionsCombinedWithBitwiseOr() {
        let result = scene("""
            UILabel *a = [UILabel new]; UILabel *b = [UILabel new]; [self addSubview:a]; [self addSubview:b];
            [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[a][b]|" options:NSLayoutFormatDirectionLeadingToTrailing | NSLayoutFormatAlignAllCenterX metrics:nil views:NSDictionaryOfVariableBindings(a, b)]];
        """)
        XCTAssertEqual(result?.constraints.map(\.formula), ["a.top == self.top", "b.top == a.bottom", "self.bottom == b.bottom", "a.centerX == b.centerX"])
    }

    func testAClassesOwnDesignatedInitializerIsRead() {
        let text = """
        @interface Slider : UIView
        @end
        @implementation Slider
        - (instancetype)initWithProvider:(id)provider title:(NSString *)title {
            self = [super initWithFrame:CGRectZero];
            if (self) {
                UILabel *label = [UILabel new]; [self addSubview:label];
                [label.topAnchor constraintEqualToAnchor:self.topAnchor].active = YES;
            }
            return self;
        }
        @end
        """
        let scene = ObjectiveCReader().read([SourceFile(path: "Slider.m", text: text)]).scenes.first
        XCTAssertEqual(scene?.constraints.map(\.formula), ["label.top == self.top"])
    }
}
