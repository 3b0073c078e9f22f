# data/ targets (included by the top-level Makefile).
#
#   make data        builds data/corpora/bible-web-es/{train,dev,test}.{en,es,ref} (WEB English ->
#                    Reina-Valera 1909 Spanish) from Debian's SWORD packages, installing them with
#                    apt-get when missing; rebuilt only when data/bible.py changes
#   make check-data  verifies the counts (within 2% of DATA.md), the Numbers 12:16 / 13:1 pairing
#                    and that no reserved book is in any split
#   make data-gettext  the second corpus: software strings en-es from the gettext catalogues of 67
#                    Debian packages (downloads ~330 MB of .deb files into data/corpora/gettext-debs/
#                    once; nothing is installed) -> data/corpora/gettext-en-es/{train,dev,test,
#                    test-ood}.{en,es,ref} and packages.tsv (counts per package); docs/data.md
#   make check-data-gettext  verifies its counts (within 2% of docs/data.md), that every package
#                    contributed, that no English string is in two splits and that no reserved
#                    package (gnucash-common, hugin-data, claws-mail-i18n) was read

BIBLE_DIR  := data/corpora/bible-web-es
BIBLE_PKGS := libsword-utils sword-text-web sword-text-sparv python3

.PHONY: data check-data bible-deps data-gettext check-data-gettext

bible-deps:
	@missing=""; for p in $(BIBLE_PKGS); do \
	    dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok' || \
	        missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ] || ! command -v mod2imp >/dev/null; then \
	    echo "data: installing$$missing"; \
	    SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	    $$SUDO apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $(BIBLE_PKGS); \
	fi

data: $(BIBLE_DIR)/.done

$(BIBLE_DIR)/.done: data/bible.py
	@$(MAKE) --no-print-directory bible-deps
	python3 data/bible.py $(BIBLE_DIR)
	@touch $@

check-data: $(BIBLE_DIR)/.done
	python3 data/bible.py --check $(BIBLE_DIR)

GETTEXT_DIR := data/corpora/gettext-en-es

data-gettext: $(GETTEXT_DIR)/.done

$(GETTEXT_DIR)/.done: data/l10n_corpus.py
	@command -v python3 >/dev/null || $(MAKE) --no-print-directory bible-deps
	python3 data/l10n_corpus.py --lang es --cache data/corpora/gettext-debs $(GETTEXT_DIR)
	@touch $@

check-data-gettext: $(GETTEXT_DIR)/.done
	python3 data/l10n_corpus.py --check --lang es $(GETTEXT_DIR)
