import UIKit

// The composer grows with the message: scrolling off, the text view sizes itself to its text.
final class ChatComposerViewController: UIViewController {
    @IBOutlet weak var composer: UITextView!
    /// The reply composer the app also shows: a nib no code names is not linted.
    private let replyComposerType: UIViewController.Type = ReplyComposerViewController.self

    override func viewDidLoad() {
        super.viewDidLoad()
        composer.isScrollEnabled = false
    }
}

// This one only styles its composer, which keeps scrolling.
final class ReplyComposerViewController: UIViewController {
    @IBOutlet weak var composer: UITextView!

    override func viewDidLoad() {
        super.viewDidLoad()
        composer.layer.cornerRadius = 8
    }
}
