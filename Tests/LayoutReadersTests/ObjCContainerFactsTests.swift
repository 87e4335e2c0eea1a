import XCTest
@testable import LayoutReaders

/// What Objective-C code says about where controllers' views go and which collection layouts it replaces
/// (`ObjCControllersSizedByTheirContainer`, `ObjCCollectionLayoutsSetInCode`).
final class ObjCContainerFactsTests: XCTestCase {
    private let header = """
        @interface PickerController : UIViewController
        @end
        @interface ChildController : UIViewController
        @end
        @interface CardController : UIViewController
        @end
        @interface PushedController : UIViewController
        @end
        @interface AppNavigationController : UINavigationController
        @end
        @interface RegisterController : UIViewController
        @end
        @interface PopupController : UIViewController
        @end
        @interface BannerController : UIViewController
        @end
        @interface SheetController : UIViewController
        @end
        @interface HeaderController : UIViewController
        @end
        @interface FooterController : UIViewController
        @end
        @interface HomeController : UIViewController
        @property (nonatomic, strong) PopupController *popup;
        @property (nonatomic, strong) BannerController *banner;
        @property (nonatomic, strong) SheetController *sheet;
        @property (nonatomic, strong) HeaderController *header;
        @property (nonatomic, weak) IBOutlet UITableView *table;
        @property (nonatomic, weak) IBOutlet UICollectionView *featured;
        @property (nonatomic, weak) IBOutlet UICollectionView *recent;
        @property (nonatomic, weak) IBOutlet UICollectionView *others;
        @end
        """

    private let implementation = """
        @implementation HomeController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
            [self.featured setCollectionViewLayout:layout animated:NO];
            _recent.collectionViewLayout = layout;
            self.others.dataSource = self;
        }
        - (void)show {
            PickerController *picker = [[PickerController alloc] init];
            FormSheetBox *box = [[FormSheetBox alloc] initWithContentViewController:picker];
            [self presentViewController:box animated:YES completion:nil];
            ChildController *child = [[ChildController alloc] init];
            [self addChildViewController:child];
            CardController *card = [[CardController alloc] init];
            [self.view addSubview:card.view];
            PushedController *pushed = [[PushedController alloc] init];
            UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:pushed];
            [self presentViewController:navigation animated:YES completion:nil];
            RegisterController *form = [[RegisterController alloc] init];
            AppNavigationController *own = [[AppNavigationController alloc] initWithRootViewController:form];
            [self presentViewController:own animated:YES completion:nil];
            popup = [[PopupController alloc] initWithNibName:@"PopupController" bundle:nil];
            [popup.view setFrame:CGRectMake(0, 400, 320, 150)];
            [self.view addSubview:popup.view];
            self.banner = [[BannerController alloc] init];
            [self.view insertSubview:self.banner.view atIndex:0];
            self.sheet = [[SheetController alloc] init];
            [self presentViewController:self.sheet animated:YES completion:nil];
            _header = [HeaderController new];
            self.table.tableHeaderView = _header.view;
            FooterController *footer = [[FooterController alloc] init];
            [self.table setTableFooterView:footer.view];
        }
        @end
        """

    private func index() -> (ObjCProjectIndex, [ObjCFileSyntax]) {
        let files = [ObjCFileSyntax(path: "Home.h", text: header), ObjCFileSyntax(path: "Home.m", text: implementation)]
        return (ObjCProjectIndex(files: files), files)
    }

    func testControllersHandedToAContainerMadeChildrenOrPlacedByCode() {
        let (project, files) = index()
        XCTAssertEqual(project.controllersSizedByTheirContainer(files), ["PickerController", "ChildController", "CardController", "PopupController", "BannerController", "HeaderController", "FooterController"],
                       "a navigation controller's root is a screen, the project's own subclass's too, and a presented one's")
    }

    func testCollectionLayoutsReplacedByTheOwnersCode() {
        let (project, files) = index()
        XCTAssertEqual(project.collectionLayoutsSetInCode(files), ["HomeController": ["featured", "recent"]])
    }
}
