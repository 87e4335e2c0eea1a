#import <UIKit/UIKit.h>

// A settings row's base asks for its content view in its initializer (through a helper); subclasses call it with
// the idiomatic `if ((self = [super initWithStyle:…]))`, which runs the base's initializer first: the switch one
// subclass then adds to the cell itself sits above the content view, not reported. The plain base row asks for
// nothing, so the button its subclass adds to the cell itself is covered by the content view UIKit adds later:
// reported.
@interface SettingsBaseRowCell : UITableViewCell
@end

@implementation SettingsBaseRowCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if ((self = [super initWithStyle:style reuseIdentifier:reuseIdentifier])) {
        [self prepareBackground];
    }
    return self;
}

- (void)prepareBackground {
    self.contentView.backgroundColor = [UIColor clearColor];
}
@end

@interface SettingsSwitchRowCell : SettingsBaseRowCell
@end

@implementation SettingsSwitchRowCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if ((self = [super initWithStyle:style reuseIdentifier:reuseIdentifier])) {
        UISwitch *toggle = [[UISwitch alloc] init];
        [toggle addTarget:self action:@selector(toggled:) forControlEvents:UIControlEventValueChanged];
        [self addSubview:toggle];
    }
    return self;
}

- (void)toggled:(UISwitch *)sender {
}
@end

@interface SettingsPlainRowCell : UITableViewCell
@end

@implementation SettingsPlainRowCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if ((self = [super initWithStyle:style reuseIdentifier:reuseIdentifier])) {
        self.selectionStyle = UITableViewCellSelectionStyleNone;
    }
    return self;
}
@end

@interface SettingsActionRowCell : SettingsPlainRowCell
@end

@implementation SettingsActionRowCell
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if ((self = [super initWithStyle:style reuseIdentifier:reuseIdentifier])) {
        UIButton *action = [UIButton buttonWithType:UIButtonTypeSystem];
        [action addTarget:self action:@selector(tapped:) forControlEvents:UIControlEventTouchUpInside];
        [self addSubview:action];
    }
    return self;
}

- (void)tapped:(UIButton *)sender {
}
@end
