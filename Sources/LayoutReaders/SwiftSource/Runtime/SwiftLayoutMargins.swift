import LayoutModel

extension SwiftInterpreter {
    /// `view.layoutMargins = UIEdgeInsets(…)` or `directionalLayoutMargins = NSDirectionalEdgeInsets(…)`: the
    /// margins every `…Margin` attribute and a margin-relative stack measure from. Insets the reader cannot
    /// evaluate leave the view open: margins it did not read are not UIKit's default 8.
    func setLayoutMargins(_ id: Int, _ value: SwiftValue) {
        if case .number(0) = value { // `.zero`
            builder.objects[id].layoutMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
            return
        }
        guard case .record(let fields) = value,
              let top = fields["top"]?.number, let bottom = fields["bottom"]?.number,
              let left = (fields["left"] ?? fields["leading"])?.number,
              let right = (fields["right"] ?? fields["trailing"])?.number else {
            open(id, because: "layout margins set in code, not read", flagUnknown: false)
            return
        }
        builder.objects[id].layoutMargins = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
}
