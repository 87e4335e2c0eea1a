#import <UIKit/UIKit.h>

// Two views of the app's own classes turn translatesAutoresizingMaskIntoConstraints off in their own set-up, so the
// screen that pins them with constraints needs no flag of its own. The card badge overrides -init; the field box
// overrides -initWithFrame:, which UIView's -init calls, so [[FieldBox alloc] init] runs it too. The badge is kept
// in a variable typed as a plain UIView: the object is still a CardBadge. A plain UIView made the same way keeps
// its mask and is reported.
@interface CardBadge : UIView
@end

@implementation CardBadge

- (instancetype)init {
    self = [super init];
    if (self) {
        [self setup];
    }
    return self;
}

- (void)setup {
    self.translatesAutoresizingMaskIntoConstraints = NO;
    self.backgroundColor = [UIColor whiteColor];
}

@end

@interface FieldBox : UIView
@end

@implementation FieldBox

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        [self setup];
    }
    return self;
}

- (void)setup {
    self.translatesAutoresizingMaskIntoConstraints = NO;
}

@end

@interface PaymentFormViewController : UIViewController
@end

@implementation PaymentFormViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UIView *badge = [[CardBadge alloc] init];
    [self.view addSubview:badge];
    FieldBox *box = [[FieldBox alloc] init];
    [self.view addSubview:box];
    UIView *divider = [[UIView alloc] init];
    [self.view addSubview:divider];
    NSDictionary *views = NSDictionaryOfVariableBindings(badge, box, divider);
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-16-[badge(40)]" options:0 metrics:nil views:views]];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-16-[box]-16-|" options:0 metrics:nil views:views]];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[divider]|" options:0 metrics:nil views:views]];
    [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-80-[badge(24)]-12-[box(44)]-12-[divider(1)]" options:0 metrics:nil views:views]];
}

@end
