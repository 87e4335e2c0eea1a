import LayoutModel

/// `final class PagingView: UIScrollView`, `class QuoteCell: BaseCell` (itself a `UITableViewCell`): the file says
/// which UIKit class a project view descends from. The reader states it on the item (`Item.platformClass`), and the
/// engine gives the view that class's runtime behaviour: a scroll view's content area, a cell's content view.
extension SwiftInterpreter {
    /// Sets the platform class of every view whose class is the project's own.
    func statePlatformClasses(in scene: inout Scene) {
        var cache: [String: String?] = [:]
        for index in scene.items.indices where scene.items[index].kind == .view {
            guard let className = scene.items[index].className else { continue }
            if cache[className] == nil {
                let base = platformBaseOfProjectClass(className)
                cache[className] = .some(base == className ? nil : base)
            }
            scene.items[index].platformClass = cache[className] ?? nil
        }
    }

    /// The platform class a class the project declares descends from; nil for a class the project does not declare.
    func platformBaseOfProjectClass(_ className: String) -> String? {
        project.type(named: className) == nil ? nil : project.platformBase(of: className)
    }
}
