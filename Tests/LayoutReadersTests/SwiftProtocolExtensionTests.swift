import LayoutModel
import LayoutReaders
import XCTest

/// Methods a type gets from the extensions of project protocols it adopts.
final class SwiftProtocolExtensionTests: XCTestCase {
    func testDefaultMethodsOfAnAdoptedProtocolMakeAndSetConstraints() throws {
        let (result, _) = SwiftSourceFixtures.read(["MarginProtocolCell.swift"])
        let scene = try XCTUnwrap(result.scenes.first { $0.name == "ReceiptCell" })
        let formulas = Set(scene.activeConstraints.map(\.1.formula))
        XCTAssertTrue(formulas.contains("receiptView.leading == contentView.leading + 16"), "\(formulas)")
        XCTAssertTrue(formulas.contains("contentView.trailing == receiptView.trailing + 16"), "\(formulas)")
        XCTAssertFalse(formulas.contains { $0.contains("height == 0") }, "a default method nobody calls does not run: \(formulas)")
        let leading = try XCTUnwrap(scene.constraints.first { $0.formula.hasPrefix("receiptView.leading") })
        XCTAssertEqual(leading.location.line, 14, "the constraint is located where the protocol extension makes it")
    }
}
