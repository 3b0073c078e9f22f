# Comparison-study targets (included by the top-level Makefile).
#
#   make study         the Bible study of docs/studies/README.md: RNN vs Transformer for 30 minutes
#                      each plus the positional-encoding ablation at 15 minutes per run, on 2
#                      threads; installs gnuplot-nox if missing; writes $(STUDY_OUT)/report.md and
#                      .html and publishes report + figures to docs/studies/bible-en-es/. Rerunning
#                      continues an interrupted study. Override STUDY_ARGS / STUDY_OUT as needed.
#   make study-quick   a seconds-long study on the test fixture (what tests/test_compare.c runs)

STUDY_OUT     ?= runs/study-bible-en-es
STUDY_PUBLISH ?= docs/studies/bible-en-es
STUDY_ARGS    ?= --budget 30m --ablations pos --ablation-budget 15m --threads 2 --seeds 1

.PHONY: study study-quick gnuplot-deps

gnuplot-deps:
	@command -v gnuplot >/dev/null || { \
	    echo "study: installing gnuplot-nox"; \
	    SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	    $$SUDO apt-get update -qq && \
	    DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq gnuplot-nox; }

study: bin/compare bin/train bin/decode bin/bench $(BIBLE_DIR)/.done gnuplot-deps
	OMP_WAIT_POLICY=passive bin/compare --train $(BIBLE_DIR)/train --dev $(BIBLE_DIR)/dev \
	    --test $(BIBLE_DIR)/test --src en --tgt es $(STUDY_ARGS) \
	    --out $(STUDY_OUT) --publish $(STUDY_PUBLISH)

study-quick: bin/compare bin/train bin/decode bin/bench
	OMP_WAIT_POLICY=passive bin/compare --quick --out build/study-quick
