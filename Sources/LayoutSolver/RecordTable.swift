/// The solver's constraint records by key. User constraints have keys 0, 1, 2, … (never reused) and live in an
/// array indexed by key; edit constraints have negative keys and live in a dictionary. Adding a constraint
/// then costs an append instead of a hashed insert of a large record.
struct RecordTable {
    private var userRecords: [ConstraintRecord?] = []
    private var editRecords: [Int: ConstraintRecord] = [:]

    subscript(key: Int) -> ConstraintRecord? {
        get {
            if key < 0 { return editRecords[key] }
            return key < userRecords.count ? userRecords[key] : nil
        }
        _modify {
            if key < 0 {
                yield &editRecords[key]
            } else {
                makeRoom(for: key)
                yield &userRecords[key]
            }
        }
        // A plain setter as well: assigning through `_modify` costs a coroutine per add.
        set {
            if key < 0 {
                editRecords[key] = newValue
            } else {
                makeRoom(for: key)
                userRecords[key] = newValue
            }
        }
    }

    private mutating func makeRoom(for key: Int) {
        while key >= userRecords.count { userRecords.append(nil) }
    }

    /// Keys of the user constraints present, ascending.
    var userKeys: [Int] {
        userRecords.indices.filter { userRecords[$0] != nil }
    }
}
