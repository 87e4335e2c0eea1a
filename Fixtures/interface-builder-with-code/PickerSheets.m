#import "PickerSheets.h"
#import "FormSheetPresenter.h"

@implementation ProvincePickerViewController

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 20;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    return [tableView dequeueReusableCellWithIdentifier:@"pvCell" forIndexPath:indexPath];
}

@end

@implementation CityPickerViewController

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return 20;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    return [tableView dequeueReusableCellWithIdentifier:@"ctCell" forIndexPath:indexPath];
}

@end

/// Shows the province picker in a form sheet of a library (its content size decides the picker's size) and pushes the
/// city picker.
@implementation AddressFormViewController

- (void)chooseProvince {
    UIStoryboard *board = [UIStoryboard storyboardWithName:@"PickerSheets" bundle:nil];
    ProvincePickerViewController *picker = [board instantiateViewControllerWithIdentifier:@"provincePicker"];
    FormSheetPresenter *sheet = [[FormSheetPresenter alloc] initWithContentViewController:picker];
    sheet.contentViewSize = CGSizeMake(300, 400);
    [self presentViewController:sheet animated:YES completion:nil];
}

- (void)chooseCity {
    UIStoryboard *board = [UIStoryboard storyboardWithName:@"PickerSheets" bundle:nil];
    CityPickerViewController *picker = [board instantiateViewControllerWithIdentifier:@"cityPicker"];
    [self.navigationController pushViewController:picker animated:YES];
}

@end
