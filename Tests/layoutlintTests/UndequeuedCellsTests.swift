import Foundation
import XCTest
@testable import layoutlint

/// Cells the code registers and never dequeues (`SwiftCellsOnlyRegistered`, `IBUnloadedNib.undequeuedCells`): their nibs
/// and scenes are left out of a whole-app lint and counted in the summary line; a cell dequeued by its class or by a
/// registered identifier is read.
final class UndequeuedCellsTests: XCTestCase {
    private var project: TemporaryProject!

    override func setUpWithError() throws {
        project = try TemporaryProject(label: "undequeued-cells", subfolder: "App")
    }

    override func tearDown() {
        project.remove()
    }

    /// A xib cell whose label is required to be 400 points wide and at most 300.
    private func cellNib(_ className: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <tableViewCell contentMode="scaleToFill" reuseIdentifier="\(className)" rowHeight="44" id="cell" customClass="\(className)">
        <rect key="frame" x="0" y="0" width="375" height="44"/>
        <tableViewCellContentView key="contentView" id="content"><rect key="frame" x="0" y="0" width="375" height="44"/>
        <subviews><label text="Row" translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="16" y="2" width="100" height="40"/>
        <constraints><constraint firstAttribute="width" constant="400" id="w1"/><constraint firstAttribute="width" relation="lessThanOrEqual" constant="300" id="w2"/></constraints></label></subviews>
        <constraints>
        <constraint firstItem="label" firstAttribute="top" secondItem="content" secondAttribute="top" constant="2" id="t"/>
        <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="l"/>
        </constraints></tableViewCellContentView></tableViewCell>
        </objects></document>
        """
    }

    private let controller = """
        import UIKit

        extension UITableView {
            func register<T: UITableViewCell>(nibWithCellClass name: T.Type) {
                register(UINib(nibName: String(describing: name), bundle: nil), forCellReuseIdentifier: String(describing: name))
            }
            func dequeueReusableCell<T: UITableViewCell>(withClass name: T.Type, for indexPath: IndexPath) -> T {
                dequeueReusableCell(withIdentifier: String(describing: name), for: indexPath) as! T
            }
        }

        final class ReceiptRowCell: UITableViewCell {}
        final class ReceiptLoadingCell: UITableViewCell {}
        final class ReceiptFooterCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let note = UILabel()
                note.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(note)
                note.widthAnchor.constraint(equalToConstant: 400).isActive = true
                note.widthAnchor.constraint(lessThanOrEqualToConstant: 300).isActive = true
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        @main
        final class ReceiptsApp: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                window?.rootViewController = ReceiptsViewController()
                return true
            }
        }

        final class ReceiptsViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(nibWithCellClass: ReceiptRowCell.self)
                tableView.register(nibWithCellClass: ReceiptLoadingCell.self)
                tableView.register(ReceiptFooterCell.self, forCellReuseIdentifier: "footer")
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withClass: ReceiptRowCell.self, for: indexPath)
            }
        }
        """

    private let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>UILaunchStoryboardName</key><string>Launch</string></dict></plist>
        """

    private func filesWithFindings(_ output: CommandOutput) -> Set<String> {
        Set(output.standardOutput.split(separator: "\n").filter { $0.contains("error:") }
            .compactMap { $0.split(separator: ":").first.map { String($0.split(separator: "/").last!) } })
    }

    func testCellsRegisteredAndNeverDequeuedAreLeftOutAndCounted() throws {
        try project.write(cellNib("ReceiptRowCell"), to: "App/ReceiptRowCell.xib")
        try project.write(cellNib("ReceiptLoadingCell"), to: "App/ReceiptLoadingCell.xib")
        try project.write(controller, to: "App/Receipts.swift")
        try project.write(infoPlist, to: "App/Info.plist")
        let (_, output) = project.lint(["App"])
        XCTAssertEqual(filesWithFindings(output), ["ReceiptRowCell.xib"], output.standardOutput)
        XCTAssertTrue(output.standardError.contains("; 2 cells no code dequeues not linted"), output.standardError)
    }

    func testADequeuedIdentifierKeepsTheCell() throws {
        try project.write(cellNib("ReceiptRowCell"), to: "App/ReceiptRowCell.xib")
        try project.write(cellNib("ReceiptLoadingCell"), to: "App/ReceiptLoadingCell.xib")
        let dequeuingFooter = controller.replacingOccurrences(
            of: "tableView.dequeueReusableCell(withClass: ReceiptRowCell.self, for: indexPath)",
            with: "indexPath.row == 0 ? tableView.dequeueReusableCell(withIdentifier: \"footer\", for: indexPath) : tableView.dequeueReusableCell(withClass: ReceiptRowCell.self, for: indexPath)")
        try project.write(dequeuingFooter, to: "App/Receipts.swift")
        try project.write(infoPlist, to: "App/Info.plist")
        let (_, output) = project.lint(["App"])
        XCTAssertEqual(filesWithFindings(output), ["ReceiptRowCell.xib", "Receipts.swift"], output.standardOutput)
        XCTAssertTrue(output.standardError.contains("; 1 cell no code dequeues not linted"), output.standardError)
    }

    func testWithoutProjectFilesEveryCellIsRead() throws {
        try project.write(cellNib("ReceiptRowCell"), to: "App/ReceiptRowCell.xib")
        try project.write(cellNib("ReceiptLoadingCell"), to: "App/ReceiptLoadingCell.xib")
        try project.write(controller, to: "App/Receipts.swift")
        let (_, output) = project.lint(["App"])
        XCTAssertEqual(filesWithFindings(output), ["ReceiptRowCell.xib", "ReceiptLoadingCell.xib", "Receipts.swift"], output.standardOutput)
        XCTAssertFalse(output.standardError.contains("dequeues"), output.standardError)
    }
}
