#!/usr/bin/env python3
"""Writes a tree of UIKit source files with realistic Auto Layout code for `scripts/bench-lint.sh`.

Usage: bench-lint-generate.py OUTPUT_DIR [FILE_COUNT]

The tree mixes table/collection view cells, view controllers with stack views, custom views,
helper extensions used across files, and a few files with deliberate mistakes (a missing bottom
constraint in a self-sizing cell, a duplicate constraint, a trailing constant with the wrong sign),
so the linter reads, solves and reports the way it does on an app. Output is deterministic.
"""
import os
import random
import sys

HELPERS = '''import UIKit

extension UIView {
    func pinEdges(to other: UIView, insets: UIEdgeInsets = .zero) {
        translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: insets.left),
            trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -insets.right),
            topAnchor.constraint(equalTo: other.topAnchor, constant: insets.top),
            bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -insets.bottom),
        ])
    }

    func addSubviews(_ views: UIView...) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
    }
}
'''

def cell(module, index, rng, broken):
    name = f"{module}Cell{index}"
    gap = rng.choice([4, 8, 12, 16])
    inset = rng.choice([12, 16, 20])
    bottom = "" if broken == "chain" else \
        f"            detailLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -{inset}),\n"
    duplicate = f"        titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: {inset}).isActive = true\n" \
        if broken == "duplicate" else ""
    trailing = f"{inset}" if broken == "sign" else f"-{inset}"
    return f'''import UIKit

final class {name}: UITableViewCell {{
    static let reuseIdentifier = "{name}"

    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {{
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        detailLabel.numberOfLines = 0
        for view in [iconView, titleLabel, detailLabel, badge] {{
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }}
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: {inset}),
            iconView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: {inset}),
            iconView.widthAnchor.constraint(equalToConstant: 40),
            iconView.heightAnchor.constraint(equalTo: iconView.widthAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: {gap}),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: {inset}),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: badge.leadingAnchor, constant: -{gap}),
            badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: {trailing}),
            badge.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
            detailLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            detailLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -{inset}),
            detailLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: {gap // 2}),
{bottom}        ])
{duplicate}        badge.setContentHuggingPriority(.required, for: .horizontal)
    }}

    required init?(coder: NSCoder) {{
        fatalError("init(coder:) has not been implemented")
    }}

    func configure(title: String, detail: String) {{
        titleLabel.text = title
        detailLabel.text = detail
    }}
}}
'''

def view_controller(module, index, rng, broken):
    name = f"{module}ViewController{index}"
    spacing = rng.choice([8, 12, 16, 24])
    fields = rng.randint(2, 5)
    declarations = "\n".join(f"    private let field{i} = UITextField()" for i in range(fields))
    arranged = "\n".join(f"        stackView.addArrangedSubview(field{i})" for i in range(fields))
    heights = "\n".join(f"            field{i}.heightAnchor.constraint(equalToConstant: 44)," for i in range(fields))
    conflict = "            button.heightAnchor.constraint(equalToConstant: 60),\n" if broken == "conflict" else ""
    return f'''import UIKit

final class {name}: UIViewController {{
    private let scrollView = UIScrollView()
    private let stackView = UIStackView()
    private let headerView = {module}HeaderView{index % 6}()
{declarations}
    private let button = UIButton(type: .system)

    override func viewDidLoad() {{
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        stackView.axis = .vertical
        stackView.spacing = {spacing}
        stackView.alignment = .fill
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        button.translatesAutoresizingMaskIntoConstraints = false
        headerView.translatesAutoresizingMaskIntoConstraints = false
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        view.addSubview(button)
        scrollView.addSubview(headerView)
        scrollView.addSubview(stackView)
{arranged}
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: button.topAnchor, constant: -{spacing}),
            headerView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            headerView.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
            headerView.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor),
            headerView.heightAnchor.constraint(equalToConstant: 180),
            stackView.topAnchor.constraint(equalTo: headerView.bottomAnchor, constant: {spacing}),
            stackView.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 20),
            stackView.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
            stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
{heights}
            button.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            button.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            button.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
            button.heightAnchor.constraint(equalToConstant: 50),
{conflict}        ])
    }}
}}
'''

def header_view(module, index, rng):
    name = f"{module}HeaderView{index}"
    height = rng.choice([120, 160, 200])
    return f'''import UIKit

final class {name}: UIView {{
    private let imageView = UIImageView()
    private let titleLabel = UILabel()

    override init(frame: CGRect) {{
        super.init(frame: frame)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(imageView)
        addSubview(titleLabel)
        imageView.contentMode = .scaleAspectFill
        let heightConstraint = imageView.heightAnchor.constraint(equalToConstant: {height})
        heightConstraint.priority = .defaultHigh
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: topAnchor),
            imageView.leadingAnchor.constraint(equalTo: leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: trailingAnchor),
            heightConstraint,
            titleLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }}

    required init?(coder: NSCoder) {{
        fatalError("init(coder:) has not been implemented")
    }}
}}
'''

def model(module, index):
    return f'''import Foundation

struct {module}Item{index}: Codable, Hashable {{
    var id: UUID
    var title: String
    var detail: String
    var updatedAt: Date

    var isRecent: Bool {{ updatedAt.timeIntervalSinceNow > -86_400 }}
}}
'''

def main():
    output = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
    rng = random.Random(20240601)
    os.makedirs(os.path.join(output, "Sources", "Shared"), exist_ok=True)
    with open(os.path.join(output, "Sources", "Shared", "UIView+Layout.swift"), "w") as f:
        f.write(HELPERS)
    written = 1
    module_index = 0
    while written < count:
        module = f"Feature{module_index:03d}"
        folder = os.path.join(output, "Sources", module)
        os.makedirs(folder, exist_ok=True)
        for index in range(25):
            if written >= count:
                break
            kind = index % 4
            broken = rng.choice(["chain", "duplicate", "sign", "conflict"]) if rng.random() < 0.05 else None
            if kind == 0:
                name, text = f"{module}Cell{index}.swift", cell(module, index, rng, broken)
            elif kind == 1:
                name, text = f"{module}ViewController{index}.swift", view_controller(module, index, rng, broken)
            elif kind == 2:
                name, text = f"{module}HeaderView{index // 4}.swift", header_view(module, index // 4, rng)
            else:
                name, text = f"{module}Item{index}.swift", model(module, index)
            with open(os.path.join(folder, name), "w") as f:
                f.write(text)
            written += 1
        module_index += 1

if __name__ == "__main__":
    main()
