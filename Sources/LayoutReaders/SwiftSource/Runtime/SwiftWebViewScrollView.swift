/// `webView.scrollView.addSubview(header)`, `header.bottomAnchor.constraint(equalTo: webView.scrollView.topAnchor)`:
/// a WKWebView shows its page in a UIScrollView it makes itself, a subview that always fills the web view
/// (WebKit sizes it with its autoresizing mask). Unmodelled, the scroll view was a view outside every hierarchy
/// and relating to it gave false no_common_ancestor errors. It is the web view's member `scrollView`, a scroll
/// view, so views placed inside it scroll with the page as they do inside any scroll view.
extension SwiftInterpreter {
    /// The web view's own scroll view, made once.
    func webViewScrollView(of webView: Int, _ context: SwiftFrameContext) -> Int {
        let scrollView = memberObject(webView, "scrollView", className: "UIScrollView", translates: true,
                                      context: context, superviewIsOwner: true)
        builder.objects[scrollView].autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return scrollView
    }
}
