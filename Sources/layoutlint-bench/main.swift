print("layoutlint-bench: not yet implemented")
