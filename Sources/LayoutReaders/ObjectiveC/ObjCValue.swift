import LayoutModel

/// What an Objective-C expression evaluates to, as far as layout is concerned.
indirect enum ObjCValue {
    /// A view or layout guide of the scene, by index.
    case object(Int)
    case anchor(Int, Attribute)
    /// A constraint of the scene, by index.
    case constraint(Int)
    case array([ObjCValue])
    case dictionary([(key: String, value: ObjCValue)])
    case number(Double)
    case string(String)
    case boolean(Bool)
    case nilValue
    /// A class named as a receiver (`NSLayoutConstraint`, `UILabel`).
    case classReference(String)
    /// A view controller's `self` (its `view` is the scene's root).
    case controller
    /// A name the reader knows only as a symbol (`UILayoutConstraintAxisVertical`).
    case symbol(String)
    /// `UIEdgeInsetsMake(…)`, `CGSizeMake(…)`, `CGPointMake(…)`.
    case geometry(ObjCGeometry)
    /// A Masonry maker, view attribute or constraint chain.
    case masonry(ObjCMasonryValue)
    case unknown

    var objectID: Int? {
        if case .object(let id) = self { return id }
        return nil
    }

    var number: Double? {
        switch self {
        case .number(let value): return value
        case .boolean(let value): return value ? 1 : 0
        default: return nil
        }
    }

    /// The values inside arrays (and dictionaries), nested ones too.
    var flattened: [ObjCValue] {
        switch self {
        case .array(let items): return items.flatMap(\.flattened)
        case .dictionary(let pairs): return pairs.flatMap(\.value.flattened)
        default: return [self]
        }
    }
}
