#!/usr/bin/env python3
"""Writes one Swift file: a view controller holding N labels chained vertically, for `scripts/bench-chain.sh`.

Usage: bench-chain-generate.py OUTPUT_FILE N

The labels sit in a scroll view that fills the view: each is pinned to the leading edge of the scroll view's
frame (two constraints a label, so N = 1,600 stays under the 4,000 constraints lint analyses in one scene), the
first to the top of its content, each next one below the previous, the last to the bottom of the content, so the
chain is satisfiable at every N. The cost of reading and solving it should grow linearly in N.
"""
import sys

def controller(count):
    lines = ["import UIKit", "", "final class ChainedLabelsViewController: UIViewController {"]
    lines += [f"    private let label{index} = UILabel()" for index in range(count)]
    lines += ["    private let scrollView = UIScrollView()"]
    lines += ["", "    override func viewDidLoad() {", "        super.viewDidLoad()"]
    lines.append("        scrollView.translatesAutoresizingMaskIntoConstraints = false")
    lines.append("        view.addSubview(scrollView)")
    for index in range(count):
        lines.append(f"        label{index}.translatesAutoresizingMaskIntoConstraints = false")
        lines.append(f"        scrollView.addSubview(label{index})")
    lines.append("        NSLayoutConstraint.activate([")
    for edge in ["top", "bottom", "leading", "trailing"]:
        lines.append(f"            scrollView.{edge}Anchor.constraint(equalTo: view.{edge}Anchor),")
    lines.append("            scrollView.contentLayoutGuide.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),")
    for index in range(count):
        above = "scrollView.contentLayoutGuide.topAnchor" if index == 0 else f"label{index - 1}.bottomAnchor"
        lines.append(f"            label{index}.topAnchor.constraint(equalTo: {above}, constant: 8),")
        lines.append(f"            label{index}.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),")
    lines.append(f"            label{count - 1}.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -8),")
    lines += ["        ])", "    }", "}", ""]
    return "\n".join(lines)

if __name__ == "__main__":
    output, count = sys.argv[1], int(sys.argv[2])
    with open(output, "w") as handle:
        handle.write(controller(count))
