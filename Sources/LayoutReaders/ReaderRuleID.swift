/// Rule identifiers of the diagnostics readers emit themselves.
public enum ReaderRuleID {
    /// Input the reader could not parse (error).
    public static let syntaxError = "syntax_error"
    /// A file that could not be read at all: missing, not text, not UTF-8 (error).
    public static let unreadableFile = "unreadable_file"
    /// A construct the reader recognised but does not model, skipped with the reason (note).
    public static let skippedConstruct = "skipped_construct"
    /// A control a table cell made in code adds to itself before its content view exists (warning).
    public static let cellContentView = "cell_content_view"
    /// Constraints made anew each time a method UIKit calls many times runs (warning).
    public static let constraintsAddedRepeatedly = "constraints_added_repeatedly"
}
