import SwiftUI

/// The watch extension's SwiftUI view of the same name as the app's UIKit `PaymentBadgesView`: another target,
/// never laid out with constraints. It must not lend the app's class its supertype or members.
struct PaymentBadgesView: View {
    let count: Int

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<count, id: \.self) { _ in Image(systemName: "creditcard") }
        }
    }
}
