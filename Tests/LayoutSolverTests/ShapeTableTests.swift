@testable import LayoutSolver
import XCTest

/// The open-addressing table against a Dictionary: random inserts, replacements and removals, with shapes
/// drawn from small ranges so that probe runs are long and removals have to move entries back.
final class ShapeTableTests: XCTestCase {
    private func keys(_ bucket: DuplicateBucket?) -> [Int]? { bucket?.keys }

    func testRandomOperationsMatchADictionary() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<20 {
            var table = ShapeTable()
            var reference: [Int: DuplicateBucket] = [:]
            // Narrow ranges collide often; multiples of 2^58 agree in every low bit.
            let spread = [40, 400, 5_000][round % 3]
            for step in 0..<20_000 {
                let shape = round % 4 == 3 ? Int.random(in: 0..<16, using: &generator) << 58
                                           : Int.random(in: -spread..<spread, using: &generator)
                switch Int.random(in: 0..<10, using: &generator) {
                case 0..<5:
                    let bucket = reference[shape].map { $0.adding(step) } ?? .one(step)
                    table[shape] = bucket
                    reference[shape] = bucket
                case 5..<8:
                    table[shape] = nil
                    reference[shape] = nil
                default:
                    XCTAssertEqual(keys(table[shape]), keys(reference[shape]), "round \(round), step \(step)")
                }
                XCTAssertEqual(table.count, reference.count)
            }
            for shape in reference.keys { XCTAssertEqual(keys(table[shape]), keys(reference[shape])) }
            for shape in -spread..<spread where reference[shape] == nil { XCTAssertNil(table[shape]) }
        }
    }
}
