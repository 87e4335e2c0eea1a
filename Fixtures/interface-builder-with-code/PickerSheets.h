#import <UIKit/UIKit.h>

@interface ProvincePickerViewController : UIViewController
@end

@interface CityPickerViewController : UIViewController
@end

@interface AddressFormViewController : UIViewController
@end
