// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "layoutlint",
    products: [
        .executable(name: "layoutlint", targets: ["layoutlint"]),
        .executable(name: "layoutlint-bench", targets: ["layoutlint-bench"]),
        .executable(name: "layoutlint-parse", targets: ["layoutlint-parse"]),
        .library(name: "LayoutModel", targets: ["LayoutModel"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "LayoutReaders", targets: ["LayoutReaders"]),
        .library(name: "LayoutRules", targets: ["LayoutRules"]),
        .library(name: "LayoutReporters", targets: ["LayoutReporters"]),
        .plugin(name: "LayoutLintBuildToolPlugin", targets: ["LayoutLintBuildToolPlugin"]),
        .plugin(name: "LayoutLintCommandPlugin", targets: ["LayoutLintCommandPlugin"]),
    ],
    targets: [
        .target(name: "LayoutModel"),
        .target(name: "LayoutSolver"),
        .target(name: "LayoutEngine", dependencies: ["LayoutSolver", "LayoutModel"]),
        .target(name: "LayoutReaders", dependencies: ["LayoutModel"]),
        .target(name: "LayoutRules", dependencies: ["LayoutEngine", "LayoutSolver", "LayoutModel"]),
        .target(name: "LayoutReporters", dependencies: ["LayoutRules", "LayoutModel"]),
        .executableTarget(
            name: "layoutlint",
            dependencies: ["LayoutModel", "LayoutReaders", "LayoutEngine", "LayoutRules", "LayoutReporters"]
        ),
        .executableTarget(name: "layoutlint-bench", dependencies: ["LayoutSolver"]),
        .executableTarget(name: "layoutlint-parse", dependencies: ["LayoutReaders"]),
        .plugin(name: "LayoutLintBuildToolPlugin", capability: .buildTool(), dependencies: ["layoutlint"]),
        .plugin(
            name: "LayoutLintCommandPlugin",
            capability: .command(intent: .custom(verb: "lint-layouts",
                                                 description: "Lint Auto Layout in the package's Swift, Interface Builder and .layout files")),
            dependencies: ["layoutlint"]
        ),
        .testTarget(name: "LayoutModelTests", dependencies: ["LayoutModel"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutReaders", "LayoutModel"]),
        .testTarget(name: "LayoutReadersTests", dependencies: ["LayoutReaders", "LayoutModel"]),
        .testTarget(name: "LayoutRulesTests", dependencies: ["LayoutRules", "LayoutReaders", "LayoutModel"]),
        .testTarget(name: "LayoutReportersTests", dependencies: ["LayoutReporters", "LayoutModel"]),
        .testTarget(name: "layoutlintTests", dependencies: ["layoutlint"]),
    ]
)
