#import <UIKit/UIKit.h>

// Method definitions with a semicolon before their body, which clang accepts: the bodies are read as any others.

@interface ExportChoiceCell : UITableViewCell
@property (nonatomic, strong) UILabel *formatLabel;
@end

@implementation ExportChoiceCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier;
{
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _formatLabel = [[UILabel alloc] init];
        _formatLabel.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_formatLabel];
        [_formatLabel.centerYAnchor constraintEqualToAnchor:self.contentView.centerYAnchor].active = YES;
        [_formatLabel.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16].active = YES;
    }
    return self;
}

@end

// The popup answers a fixed row height, so its cell's label needs no vertical chain.
@interface ExportPopup : UIControl <UITableViewDataSource, UITableViewDelegate>
@end

@implementation ExportPopup

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath;
{
    ExportChoiceCell *cell = [tableView dequeueReusableCellWithIdentifier:@"export"];
    if (cell == nil) {
        cell = [[ExportChoiceCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"export"];
    }
    return cell;
}

- (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath;
{
    return 110;
}

@end

// A self-sizing cell whose set-up, written the same way, never ties its label to the bottom: reported.
@interface ExportNoteCell : UITableViewCell
@property (nonatomic, strong) UILabel *noteLabel;
@end

@implementation ExportNoteCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier;
{
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _noteLabel = [[UILabel alloc] init];
        _noteLabel.translatesAutoresizingMaskIntoConstraints = NO;
        _noteLabel.numberOfLines = 0;
        [self.contentView addSubview:_noteLabel];
        [_noteLabel.topAnchor constraintEqualToAnchor:self.contentView.topAnchor constant:12].active = YES;
        [_noteLabel.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:16].active = YES;
    }
    return self;
}

@end

// The list that shows the cells above, letting its rows size themselves.
@interface ExportNotesViewController : UITableViewController
@end

@implementation ExportNotesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.tableView registerClass:[ExportNoteCell class] forCellReuseIdentifier:@"ExportNoteCell"];
    self.tableView.rowHeight = UITableViewAutomaticDimension;
}

@end
