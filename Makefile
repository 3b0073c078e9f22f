# Tandem — one non-recursive Makefile.
#
# Conventions (so that adding a file never needs an edit here):
#   * every .c under util/ tensor/ models/ data/ score/ train/ decode/ bench/ study/ that is not
#     an entry point goes into build/libtandem.a; entry points are files named main.c or *_main.c
#   * tokenizer/spm.cc (encode/decode) and tokenizer/spm_train.cc (training) are the only C++
#   * tests/test_<module>.c -> build/tests/test_<module>, linked with tests/test_util.c
#   * module fragments <dir>/*.mk add targets of their own (e.g. data/data.mk: `make data`)

CC       ?= gcc
CXX      ?= g++
OPT      ?= -O2 -march=native
CPPFLAGS += -I. -D_POSIX_C_SOURCE=200809L
# -fno-trapping-math lets the compiler turn the clamps of the float kernels (tanh, sigmoid, exp)
# into selects and vectorise them; no value changes (nothing here reads floating-point traps).
CFLAGS   += -std=c11 $(OPT) -fno-trapping-math -fopenmp -Wall -Wextra -Wno-unused-parameter -MMD -MP
CXXFLAGS += -std=c++17 $(OPT) -Wall -Wextra -MMD -MP
LDLIBS   += -Wl,--as-needed -lsentencepiece_train -lsentencepiece -lblis -ldnnl -lmicrohttpd \
            -ljansson -lz -lm -lpthread -lstdc++ -fopenmp
BUILD    ?= build

# MPI, for data-parallel training under mpirun: only train/dist.c includes <mpi.h>. Open MPI's
# flags come from pkg-config; where it is not installed, dist.c builds its single-process version
# (TANDEM_NO_MPI) and bin/train refuses an mpirun launch with a message.
# The flags are recursive variables, read when a recipe runs, not when this file is parsed, so that
# `make deps all` (or `make demo`, which runs deps first) on a fresh machine builds with the Open
# MPI that deps has just installed. $(BUILD)/mpi.flags records the choice and is rewritten only when
# it changes: when this file is read, and again after deps ran when deps is among the goals, so
# dist.o (and through the library every program) is rebuilt when MPI appears or goes.
# A bare `make` builds the programs (the dist.o rules below would otherwise be the first goal).
.DEFAULT_GOAL := all
PKG_CONFIG ?= pkg-config
MPI_LIBS      = $(shell $(PKG_CONFIG) --libs ompi-c 2>/dev/null)
MPI_CPPFLAGS  = $(if $(strip $(MPI_LIBS)),$(shell $(PKG_CONFIG) --cflags ompi-c 2>/dev/null),-DTANDEM_NO_MPI)
$(BUILD)/train/dist.o: CPPFLAGS += $(MPI_CPPFLAGS)
LDLIBS   += $(MPI_LIBS)
# When deps is asked for (directly or by demo), it runs before anything is compiled, even with -j.
DEPS_FIRST := $(if $(filter deps demo,$(MAKECMDGOALS)),deps)
MPI_NOW    := $(MPI_CPPFLAGS) | $(MPI_LIBS)
ifneq ($(file < $(BUILD)/mpi.flags),$(MPI_NOW))
$(shell mkdir -p $(BUILD))
$(file > $(BUILD)/mpi.flags,$(MPI_NOW))
endif

LIB_DIRS  := util tensor models models/rnn_attn models/transformer data score train decode bench study serve
LIB_SRC   := $(filter-out %/main.c %_main.c,$(foreach d,$(LIB_DIRS),$(wildcard $(d)/*.c)))
LIB_OBJ   := $(LIB_SRC:%.c=$(BUILD)/%.o)
SPM_OBJ   := $(patsubst %.cc,$(BUILD)/%.o,$(wildcard tokenizer/*.cc))
LIB       := $(BUILD)/libtandem.a

# Programs: bin/NAME from an entry point file.
PROGRAMS  := $(patsubst train/main.c,bin/train,$(wildcard train/main.c)) \
             $(patsubst decode/main.c,bin/decode,$(wildcard decode/main.c)) \
             $(patsubst score/main.c,bin/score,$(wildcard score/main.c)) \
             $(patsubst bench/main.c,bin/bench,$(wildcard bench/main.c)) \
             $(patsubst study/main.c,bin/compare,$(wildcard study/main.c)) \
             $(patsubst serve/main.c,bin/serve,$(wildcard serve/main.c)) \
             $(patsubst models/main.c,bin/model,$(wildcard models/main.c))
ENTRY_bin/train   := train/main.c
ENTRY_bin/decode  := decode/main.c
ENTRY_bin/score   := score/main.c
ENTRY_bin/bench   := bench/main.c
ENTRY_bin/compare := study/main.c
ENTRY_bin/serve   := serve/main.c
ENTRY_bin/model   := models/main.c

TEST_SRC  := $(filter-out tests/test_util.c,$(wildcard tests/test_*.c))
TEST_BIN  := $(TEST_SRC:tests/%.c=$(BUILD)/tests/%)
TEST_UTIL := $(BUILD)/tests/test_util.o

.DELETE_ON_ERROR:
.PHONY: all test bench debug clean deps check-deps demo install uninstall FORCE
all: $(PROGRAMS)

# Objects depend on the compiler and its flags, recorded in $(BUILD)/.flags (rewritten when they
# differ): an edit here, OPT=... or CC=... rebuilds every object.
FLAGS_STAMP := $(BUILD)/.flags
FLAGS_NOW   := $(CC) $(CPPFLAGS) $(CFLAGS) | $(CXX) $(CXXFLAGS)
ifneq ($(file < $(FLAGS_STAMP)),$(FLAGS_NOW))
$(shell mkdir -p $(BUILD))
$(file > $(FLAGS_STAMP),$(FLAGS_NOW))
endif

$(BUILD)/%.o: %.c $(FLAGS_STAMP) | $(DEPS_FIRST)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c $< -o $@

$(BUILD)/%.o: %.cc $(FLAGS_STAMP) | $(DEPS_FIRST)
	@mkdir -p $(dir $@)
	$(CXX) $(CPPFLAGS) $(CXXFLAGS) -c $< -o $@

# Checked again after deps only when deps runs (so that make -q finds a built tree up to date).
$(BUILD)/train/dist.o: $(BUILD)/mpi.flags
$(BUILD)/mpi.flags: $(if $(DEPS_FIRST),FORCE) | $(DEPS_FIRST)
	@mkdir -p $(dir $@)
	@echo '$(MPI_CPPFLAGS) | $(MPI_LIBS)' > $@.new
	@if cmp -s $@.new $@; then rm -f $@.new; else mv -f $@.new $@; fi
FORCE:

$(LIB): $(LIB_OBJ) $(SPM_OBJ)
	@mkdir -p $(dir $@)
	rm -f $@ && ar rcs $@ $^

.SECONDEXPANSION:
$(PROGRAMS): bin/%: $$(BUILD)/$$(basename $$(ENTRY_bin/%)).o $(LIB)
	@mkdir -p bin
	$(CC) $(CFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/tests/test_util.o: tests/test_util.c $(FLAGS_STAMP) | $(DEPS_FIRST)
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c $< -o $@

$(BUILD)/tests/%: $(BUILD)/tests/%.o $(TEST_UTIL) $(LIB)
	$(CC) $(CFLAGS) -o $@ $^ -lcmocka $(LDLIBS)

# Runs every test executable (one per module) from the repository root; fails if any fails.
# TESTS=test_ops,test_data runs a subset.
test: $(TEST_BIN) $(PROGRAMS)
	@TESTS="$(TESTS)" BUILD="$(BUILD)" sh tests/run_all.sh

bench: bin/bench
	OMP_WAIT_POLICY=passive bin/bench gemm --threads 1
	OMP_WAIT_POLICY=passive bin/bench gemm --threads 2
	OMP_WAIT_POLICY=passive bin/bench kernels --threads 1

# The main job: deps, build, Bible corpus, shipped-model translations, both architectures trained
# and compared (study/demo.sh; DEMO_BUDGET, DEMO_OUT, FORCE=1, THREADS).
demo: deps all data gnuplot-deps
	sh study/demo.sh

# Installs the programs as $(PREFIX)/bin/tandem-NAME, the shipped models as
# $(PREFIX)/share/tandem/NAME/best.ckpt (tandem-decode -m NAME finds them: decode/model_find.h)
# and a man page per program, made from its --help by help2man, as
# $(PREFIX)/share/man/man1/tandem-NAME.1 (NO_MAN=1 installs without them). DESTDIR=DIR stages
# the tree under DIR for packaging; the programs find share/tandem from where they lie, so no
# rebuild is needed for another PREFIX.
PREFIX   ?= /usr/local
VERSION  := 0.1
HELP2MAN ?= help2man
MODELS   := $(patsubst pretrained/%/best.ckpt,%,$(wildcard pretrained/*/best.ckpt))
BINDIR    = $(DESTDIR)$(PREFIX)/bin
SHAREDIR  = $(DESTDIR)$(PREFIX)/share/tandem
MAN1DIR   = $(DESTDIR)$(PREFIX)/share/man/man1
install: $(PROGRAMS)
	@if [ -z "$(NO_MAN)" ] && ! command -v $(HELP2MAN) > /dev/null 2>&1; then \
	    echo "make install: error: $(HELP2MAN) is not installed, so the man pages cannot be" \
	         "made: apt-get install help2man (make deps does), or make install NO_MAN=1" >&2; \
	    exit 1; fi
	install -d $(BINDIR) $(SHAREDIR)
	for p in $(PROGRAMS); do install -m 755 $$p $(BINDIR)/tandem-$$(basename $$p); done
	for m in $(MODELS); do install -d $(SHAREDIR)/$$m && \
	    install -m 644 pretrained/$$m/best.ckpt $(SHAREDIR)/$$m/best.ckpt; done
	install -m 644 pretrained/README.md $(SHAREDIR)/README.md
	@if [ -z "$(NO_MAN)" ]; then install -d $(MAN1DIR) && for p in $(PROGRAMS); do \
	    n=$$(basename $$p); case $$n in \
	    train) d="train an RNN or Transformer translation model";; \
	    decode) d="translate text with trained Tandem models";; \
	    score) d="score translations with BLEU, chrF and TER as sacreBLEU does";; \
	    bench) d="benchmark Tandem's kernels, training and decoding";; \
	    compare) d="train, decode and compare the RNN and the Transformer";; \
	    model) d="pack, average and inspect Tandem model files";; \
	    *) d="a Tandem program";; esac; \
	    echo "$(HELP2MAN) ... -o $(MAN1DIR)/tandem-$$n.1 $(BINDIR)/tandem-$$n"; \
	    $(HELP2MAN) --no-info --version-string=$(VERSION) --name="$$d" \
	        --output=$(MAN1DIR)/tandem-$$n.1 $(BINDIR)/tandem-$$n || exit 1; done; fi

uninstall:
	for p in $(PROGRAMS); do n=$$(basename $$p); \
	    rm -f $(BINDIR)/tandem-$$n $(MAN1DIR)/tandem-$$n.1; done
	for m in $(MODELS); do rm -f $(SHAREDIR)/$$m/best.ckpt; \
	    rmdir $(SHAREDIR)/$$m 2> /dev/null || true; done
	rm -f $(SHAREDIR)/README.md
	rmdir $(SHAREDIR) 2> /dev/null || true

# The whole suite under AddressSanitizer (leaks included; tests/lsan.supp names the libraries whose
# exit-time allocations are not ours) and UBSan, any report failing its test. Its programs take
# bin/'s place while it runs and are removed afterwards, so the next make relinks the normal ones.
debug:
	rm -f $(PROGRAMS)
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp \
	$(MAKE) BUILD=build-debug \
	    OPT="-O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all" \
	    LDFLAGS="-fsanitize=address,undefined" test; st=$$?; rm -f $(PROGRAMS); exit $$st

# Installs the Debian packages the build and tests need; quiet and quick when all are present.
DEB_PKGS := build-essential pkg-config libblis-openmp-dev libsentencepiece-dev sentencepiece \
            libdnnl-dev libcmocka-dev zlib1g-dev gnuplot-nox libopenmpi-dev openmpi-bin iproute2 \
            chromium help2man man-db libmicrohttpd-dev libjansson-dev wrk
deps:
	@missing=""; for p in $(DEB_PKGS); do \
	    dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'install ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	    echo "deps: installing$$missing"; \
	    SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	    $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	else echo "deps: all present"; fi

clean:
	rm -rf build build-debug build-fuzz bin

-include $(wildcard */*.mk)
-include tests/fuzz/fuzz.mk
# Header dependencies (-MMD -MP) of every object: the library's, the programs' entry points', the
# tests' and test_util's, so that a changed header recompiles everything that includes it.
ENTRY_OBJ := $(foreach p,$(PROGRAMS),$(BUILD)/$(basename $(ENTRY_$(p))).o)
-include $(LIB_OBJ:.o=.d) $(SPM_OBJ:.o=.d) $(ENTRY_OBJ:.o=.d) $(TEST_UTIL:.o=.d) $(TEST_BIN:=.d)
# Keep the test objects (on a first build, before their .d files exist, make would treat them as
# intermediate files and delete them, so the next build would compile them again).
.SECONDARY: $(TEST_BIN:=.o)
