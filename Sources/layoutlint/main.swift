print("layoutlint")
