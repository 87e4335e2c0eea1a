#import <UIKit/UIKit.h>

// Two maximum heights for the input, from the screen's height at run time (60 % with a hardware keyboard, 40 % with
// the on-screen one): constants the reader cannot evaluate prove no equality, so they are not duplicates. The
// attachment bar's height stated twice with the same number is (reported).
@interface ChatInputViewController : UIViewController
@property (nonatomic, strong) UITextView *messageInput;
@property (nonatomic, strong) UIView *attachmentBar;
@property (nonatomic, strong) NSLayoutConstraint *hardwareKeyboardLimit;
@property (nonatomic, strong) NSLayoutConstraint *softwareKeyboardLimit;
@end

@implementation ChatInputViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.messageInput = [[UITextView alloc] init];
    self.messageInput.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:self.messageInput];
    self.attachmentBar = [[UIView alloc] init];
    self.attachmentBar.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:self.attachmentBar];
    self.hardwareKeyboardLimit = [NSLayoutConstraint constraintWithItem:self.messageInput attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationLessThanOrEqual toItem:nil attribute:NSLayoutAttributeHeight multiplier:1 constant:self.view.frame.size.height * 0.6];
    self.softwareKeyboardLimit = [NSLayoutConstraint constraintWithItem:self.messageInput attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationLessThanOrEqual toItem:nil attribute:NSLayoutAttributeHeight multiplier:1 constant:self.view.frame.size.height * 0.4];
    self.hardwareKeyboardLimit.active = YES;
    self.softwareKeyboardLimit.active = YES;
    [self.attachmentBar.heightAnchor constraintEqualToConstant:44].active = YES;
    [self.attachmentBar.heightAnchor constraintEqualToConstant:44].active = YES;
}

@end
