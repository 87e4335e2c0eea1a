#import <UIKit/UIKit.h>
#import "Masonry.h"

// A chat bubble cell that pins its text with Masonry in the method the data source sends each dequeued cell,
// one way or another by the message's direction; a progress view that activates anchors in layoutSubviews from a
// helper; and a view whose updateConstraints guards its Masonry set-up with a flag (held back).
@interface BubbleRowCell : UITableViewCell
@property (nonatomic, strong) UILabel *bodyLabel;
- (void)showMessage:(NSString *)text outgoing:(BOOL)outgoing;
@end

@implementation BubbleRowCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _bodyLabel = [[UILabel alloc] init];
        [self.contentView addSubview:_bodyLabel];
    }
    return self;
}

- (void)showMessage:(NSString *)text outgoing:(BOOL)outgoing {
    self.bodyLabel.text = text;
    if (outgoing) {
        [self.bodyLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.right.equalTo(self.contentView).offset(-12);
            make.top.bottom.equalTo(self.contentView).insets(UIEdgeInsetsMake(6, 0, 6, 0));
        }];
    } else {
        [self.bodyLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(self.contentView).offset(12);
            make.top.bottom.equalTo(self.contentView).insets(UIEdgeInsetsMake(6, 0, 6, 0));
        }];
    }
}

@end

@interface ChatThreadController : UITableViewController
@end

@implementation ChatThreadController

- (void)messagesArrived {
    [self.tableView reloadData];
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    BubbleRowCell *cell = [tableView dequeueReusableCellWithIdentifier:@"bubble" forIndexPath:indexPath];
    [cell showMessage:@"Hi" outgoing:indexPath.row % 2 == 0];
    return cell;
}

@end

@interface UploadProgressView : UIView
@property (nonatomic, strong) UIView *bar;
@end

@implementation UploadProgressView

- (void)layoutSubviews {
    [super layoutSubviews];
    [self pinBar];
}

- (void)pinBar {
    self.bar.translatesAutoresizingMaskIntoConstraints = NO;
    [NSLayoutConstraint activateConstraints:@[
        [self.bar.leadingAnchor constraintEqualToAnchor:self.leadingAnchor],
        [self.bar.widthAnchor constraintEqualToConstant:self.bounds.size.width / 2],
    ]];
}

@end

@interface OnceGuardedBadge : UIView
@property (nonatomic, strong) UILabel *countLabel;
@property (nonatomic, assign) BOOL didSetupConstraints;
@end

@implementation OnceGuardedBadge

- (void)updateConstraints {
    if (!self.didSetupConstraints) {
        [self.countLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.center.equalTo(self);
        }];
        self.didSetupConstraints = YES;
    }
    [super updateConstraints];
}

@end
