# Comparison-study targets (included by the top-level Makefile).
#
#   make study         the Bible study of docs/studies/README.md: RNN vs Transformer for 30 minutes
#                      each plus the positional-encoding ablation at 15 minutes per run, on 2
#                      threads; installs gnuplot-nox if missing; writes $(STUDY_OUT)/report.md and
#                      .html and publishes report + figures to docs/studies/bible-en-es/. Rerunning
#                      continues an interrupted study. Override STUDY_ARGS / STUDY_OUT as needed.
#   make study-quick   a seconds-long study on the test fixture (what tests/test_compare.c runs)

# The report's sentences, study/report.tmpl (study/report_text.h), built into the library as the
# bytes of a C array in $(BUILD)/study/report_tmpl.c, made again whenever the file changes.
REPORT_TMPL_C := $(BUILD)/study/report_tmpl.c
$(REPORT_TMPL_C): study/report.tmpl study/study.mk
	@mkdir -p $(dir $@)
	{ echo '// Made by study/study.mk from study/report.tmpl.'; \
	  echo '#include "study/report_text.h"'; \
	  echo 'static const unsigned char bytes[] = {'; \
	  od -An -v -tu1 $< | sed 's/[0-9][0-9]*/&,/g'; \
	  echo '0};'; \
	  echo 'const char *const report_template_file = (const char *)bytes;'; } > $@.tmp
	mv -f $@.tmp $@
$(REPORT_TMPL_C:.c=.o): $(REPORT_TMPL_C) $(FLAGS_STAMP) | $(DEPS_FIRST)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c $< -o $@
$(LIB): $(REPORT_TMPL_C:.c=.o)
-include $(REPORT_TMPL_C:.c=.d)

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
