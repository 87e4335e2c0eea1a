#import "BannerStrip.h"

// The banner answers its own size: whatever frame it has is the size Auto Layout keeps it at. Drawn in
// BannerStripViewController.xib with an icon pinned to its top and leading edges only, it still has a width and a
// height; the plain view drawn beside it the same way has neither.
@implementation BannerStripView

- (NSSize)intrinsicContentSize {
    return self.bounds.size;
}

@end

@implementation BannerStripViewController
@end

@implementation BannerStripWindowController

- (void)windowDidLoad {
    [super windowDidLoad];
    BannerStripViewController *banner = [[BannerStripViewController alloc] initWithNibName:@"BannerStripViewController" bundle:nil];
    self.window.contentViewController = banner;
}

@end
