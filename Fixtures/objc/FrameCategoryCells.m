#import <UIKit/UIKit.h>

// A frame category of the app's: UIView has no `right` or `centerY` of its own.
@interface UIView (FrameEdges)
@property (nonatomic) CGFloat right;
@property (nonatomic) CGFloat centerY;
@end

// The switch is placed by hand in layoutSubviews through the category's setters: it is not placed by constraints,
// so nothing is concluded about the row's height from them.
@interface ToggleRowCell : UITableViewCell
@property (nonatomic, strong) UISwitch *toggle;
@end

@implementation ToggleRowCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _toggle = [[UISwitch alloc] initWithFrame:CGRectZero];
        [self.contentView addSubview:_toggle];
    }
    return self;
}

- (void)layoutSubviews {
    [super layoutSubviews];
    self.toggle.right = self.contentView.bounds.size.width - 15;
    self.toggle.centerY = self.contentView.bounds.size.height * 0.5;
}

@end

@interface ToggleListViewController : UITableViewController
@end

@implementation ToggleListViewController

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    ToggleRowCell *cell = [tableView dequeueReusableCellWithIdentifier:@"toggle"];
    if (cell == nil) {
        cell = [[ToggleRowCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"toggle"];
    }
    return cell;
}

@end
