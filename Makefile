# layoutlint: build and install the command.
#   make install                      → $(PREFIX)/bin/layoutlint, PREFIX=/usr/local by default
#   make install PREFIX=$HOME/.local DESTDIR=/tmp/stage
#   make uninstall
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
CONFIGURATION ?= release
SWIFT ?= swift

.PHONY: build install uninstall test

build:
	$(SWIFT) build -c $(CONFIGURATION) --product layoutlint

install: build
	install -d "$(DESTDIR)$(BINDIR)"
	install -m 755 "$$($(SWIFT) build -c $(CONFIGURATION) --show-bin-path)/layoutlint" "$(DESTDIR)$(BINDIR)/layoutlint"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/layoutlint"

test:
	$(SWIFT) test
