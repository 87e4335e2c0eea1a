#import "SettingsViewController.h"

// The header label is an outlet: its nib places it, so it is open; the switch below it hangs off it.
@implementation SettingsViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UISwitch *toggle = [[UISwitch alloc] init];
    toggle.translatesAutoresizingMaskIntoConstraints = NO;
    [self.view addSubview:toggle];
    [toggle.topAnchor constraintEqualToAnchor:self.headerLabel.bottomAnchor constant:8].active = YES;
    [toggle.trailingAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.trailingAnchor constant:-16].active = YES;
}

@end
