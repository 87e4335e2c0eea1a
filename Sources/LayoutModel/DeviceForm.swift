/// The kind of screen a branch of code can run on: phone or iPad, portrait or landscape. Code that tests the
/// interface orientation or the idiom (`orientation.isPortrait || isPad`) runs each branch on some of these only.
public enum DeviceForm: String, CaseIterable, Codable, Sendable, Comparable {
    case phonePortrait = "phone-portrait"
    case phoneLandscape = "phone-landscape"
    case padPortrait = "pad-portrait"
    case padLandscape = "pad-landscape"

    public static let portrait: Set<DeviceForm> = [.phonePortrait, .padPortrait]
    public static let landscape: Set<DeviceForm> = [.phoneLandscape, .padLandscape]
    public static let phone: Set<DeviceForm> = [.phonePortrait, .phoneLandscape]
    public static let pad: Set<DeviceForm> = [.padPortrait, .padLandscape]
    public static let every = Set(allCases)

    public static func < (lhs: DeviceForm, rhs: DeviceForm) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
