/// Each Objective-C implementation's row-height answers (`ObjCProjectIndex.rowHeightAnswers(of:in:)`: what its
/// `tableView:heightForRowAtIndexPath:` returns and what it assigns to each table's `rowHeight`), worked out once for
/// the two readings that need them: the cells shown at fixed heights and the tables' row heights.
struct ObjCRowHeightAnswerTable {
    typealias Answers = (delegate: RowHeightAnswers, byTable: [String: RowHeightAnswers])

    /// By file path, then by the implementation's position in its file (categories share their class's name).
    private var answersByFile: [String: [Answers]] = [:]

    init(_ files: [ObjCFileSyntax]) {
        for file in files {
            answersByFile[file.path] = file.implementations.map { ObjCProjectIndex.rowHeightAnswers(of: $0, in: file) }
        }
    }

    /// The answers of the implementation at `position` in `file`.
    func answers(of file: ObjCFileSyntax, _ position: Int) -> Answers {
        if let known = answersByFile[file.path], known.indices.contains(position) { return known[position] }
        return ObjCProjectIndex.rowHeightAnswers(of: file.implementations[position], in: file)
    }
}
