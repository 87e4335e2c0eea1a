#import <Cocoa/Cocoa.h>

@interface BannerStripView : NSView
@end

@interface BannerStripViewController : NSViewController
@property (nonatomic, weak) IBOutlet BannerStripView *banner;
@end

@interface BannerStripWindowController : NSWindowController
@end
