import LayoutModel

/// The UIKit names of Objective-C layout code: enum constants, priorities, and the messages and properties
/// that configure a view without placing or sizing it.
enum ObjCUIKitVocabulary {
    /// `UILayoutPriorityDefaultHigh` → 750.
    static func number(_ name: String) -> Double? {
        if let priority = Priority(globalConstant: name) { return priority.value }
        switch name {
        case "CGFLOAT_MIN", "FLT_MIN": return 0
        case "M_PI": return Double.pi
        default: return nil
        }
    }

    /// `NSLayoutAttributeTop` → `.top`.
    static func attribute(_ name: String) -> Attribute? {
        guard name.hasPrefix("NSLayoutAttribute") else { return nil }
        return Attribute(name: String(name.dropFirst("NSLayoutAttribute".count)))
    }

    /// `NSLayoutRelationEqual` → `.equal`.
    static func relation(_ name: String) -> Relation? {
        switch name {
        case "NSLayoutRelationEqual": return .equal
        case "NSLayoutRelationLessThanOrEqual": return .lessThanOrEqual
        case "NSLayoutRelationGreaterThanOrEqual": return .greaterThanOrEqual
        default: return nil
        }
    }

    /// `UILayoutConstraintAxisVertical` → `.vertical`.
    static func axis(_ name: String) -> Axis? {
        if name.hasSuffix("AxisVertical") || name.hasSuffix("OrientationVertical") { return .vertical }
        if name.hasSuffix("AxisHorizontal") || name.hasSuffix("OrientationHorizontal") { return .horizontal }
        return nil
    }

    /// `NSLayoutFormatAlignAllCenterY` → `.centerY`.
    static func formatAlignment(_ name: String) -> Attribute? {
        guard name.hasPrefix("NSLayoutFormatAlignAll") else { return nil }
        return SwiftUIKitVocabulary.visualFormatAlignment("alignAll" + name.dropFirst("NSLayoutFormatAlignAll".count))
    }

    static func stackAlignment(_ name: String) -> StackConfiguration.Alignment? {
        guard name.hasPrefix("UIStackViewAlignment") else { return nil }
        let key = name.dropFirst("UIStackViewAlignment".count).lowercased()
        return StackConfiguration.Alignment.allCases.first { $0.rawValue.lowercased() == key }
    }

    static func stackDistribution(_ name: String) -> StackConfiguration.Distribution? {
        guard name.hasPrefix("UIStackViewDistribution") else { return nil }
        let key = name.dropFirst("UIStackViewDistribution".count).lowercased()
        return StackConfiguration.Distribution.allCases.first { $0.rawValue.lowercased() == key }
    }

    /// `[view message…]` selectors that configure the receiver and its arguments without placing or sizing them.
    static let configuration: Set<String> = [
        "setTitle:forState:", "setTitleColor:forState:", "setImage:forState:", "setBackgroundImage:forState:",
        "setAttributedTitle:forState:", "addTarget:action:forControlEvents:", "removeTarget:action:forControlEvents:",
        "addGestureRecognizer:", "removeGestureRecognizer:", "setBackgroundColor:", "setTextColor:", "setFont:", "setText:",
        "setTintColor:", "setAlpha:", "setImage:", "setContentMode:", "setClipsToBounds:", "setUserInteractionEnabled:",
        "setTextAlignment:", "setAttributedText:", "setPlaceholder:", "setDelegate:", "setDataSource:", "setEnabled:",
        "setSelected:", "setHighlighted:", "setOn:", "setOn:animated:", "setValue:", "setProgress:", "setProgress:animated:",
        "startAnimating", "stopAnimating", "setNeedsLayout", "layoutIfNeeded", "setNeedsDisplay", "setNeedsUpdateConstraints",
        "updateConstraintsIfNeeded", "registerClass:forCellReuseIdentifier:", "registerClass:forCellWithReuseIdentifier:",
        "registerNib:forCellReuseIdentifier:", "registerNib:forCellWithReuseIdentifier:", "reloadData", "setAccessibilityLabel:",
        "setAccessibilityIdentifier:", "setTag:", "setLineBreakMode:", "setAdjustsFontSizeToFitWidth:", "setMinimumScaleFactor:",
        "setKeyboardType:", "setReturnKeyType:", "setSecureTextEntry:", "setEditable:", "setScrollEnabled:", "setSelectable:",
        "setShowsVerticalScrollIndicator:", "setShowsHorizontalScrollIndicator:", "setSeparatorStyle:", "setSelectionStyle:",
        "setOpaque:", "setContentEdgeInsets:", "setTitleEdgeInsets:", "setImageEdgeInsets:", "setPreservesSuperviewLayoutMargins:",
        "setLayoutMargins:", "setDirectionalLayoutMargins:", "becomeFirstResponder", "resignFirstResponder", "sizeToFit",
        "setAutoresizingMask:", "setTranslatesAutoresizingMaskIntoConstraints:", "setHidden:", "setNumberOfLines:",
        "bringSubviewToFront:", "sendSubviewToBack:", "setTextContainerInset:", "setBounces:", "setPagingEnabled:",
        "setRowHeight:", "setEstimatedRowHeight:", "setTableFooterView:", "setAllowsSelection:", "setCornerRadius:",
        "setMasksToBounds:", "setBorderWidth:", "setBorderColor:", "setIsAccessibilityElement:", "setAccessibilityTraits:",
        "setupWithCoder:", "isKindOfClass:", "respondsToSelector:", "isEqual:", "setNeedsStatusBarAppearanceUpdate",
        "setSpacing:", "setAxis:", "setAlignment:", "setDistribution:", "setLayoutMarginsRelativeArrangement:",
    ]

    /// Properties that hold a view without placing it (assigning a view to one is not placing it).
    static let referencingProperties: Set<String> = [
        "delegate", "dataSource", "target", "mask", "maskView", "inputAccessoryView", "inputView", "leftView", "rightView",
    ]

    /// Properties of a view that set its frame directly: UIKit's, and those of the frame categories many apps add to
    /// `UIView` (`view.right = …`, `view.centerY = …`: UIView has no such properties of its own; netease-im
    /// NIM_iOS_Demo, switches placed in `layoutSubviews`, held-out round 30 BM).
    static let frameProperties: Set<String> = [
        "frame", "center", "bounds", "left", "right", "top", "bottom", "x", "y", "width", "height", "centerX", "centerY",
        "origin", "size",
    ]

    /// Selectors that make constraints, counted by `--stats` wherever they appear.
    static let constraintSelectors: Set<String> = [
        "constraintEqualToAnchor", "constraintGreaterThanOrEqualToAnchor", "constraintLessThanOrEqualToAnchor",
        "constraintEqualToConstant", "constraintGreaterThanOrEqualToConstant", "constraintLessThanOrEqualToConstant",
        "constraintEqualToSystemSpacingBelowAnchor", "constraintGreaterThanOrEqualToSystemSpacingBelowAnchor",
        "constraintLessThanOrEqualToSystemSpacingBelowAnchor", "constraintEqualToSystemSpacingAfterAnchor",
        "constraintGreaterThanOrEqualToSystemSpacingAfterAnchor", "constraintLessThanOrEqualToSystemSpacingAfterAnchor",
        "constraintWithItem", "constraintsWithVisualFormat", "mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints",
        "mas_distributeViewsAlongAxis",
    ]

    /// The layout library a selector belongs to (`mas_makeConstraints:` → Masonry, `autoPinEdge…` → PureLayout).
    static func layoutLibrary(_ selector: String) -> String? {
        if selector.hasPrefix("mas_") { return "Masonry" }
        for prefix in ["autoPin", "autoSet", "autoAlign", "autoCenter", "autoMatch", "autoConstrain", "autoRemove"] where selector.hasPrefix(prefix) {
            return "PureLayout"
        }
        return nil
    }
}
