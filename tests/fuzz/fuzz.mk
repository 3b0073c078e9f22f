# Fuzz targets (tests/fuzz/fuzz_<parser>.c; docs/fuzzing.md): libFuzzer through clang, with the
# library compiled again, into its own object tree, under the fuzzer's instrumentation and
# AddressSanitizer + UndefinedBehaviorSanitizer.
#
#   make fuzz-build                 builds build-fuzz/fuzz_<parser> for every target
#   make fuzz FUZZ_SECONDS=N        runs each target for N seconds (default 60), one after the
#                                   other, from tests/fuzz/corpus/<parser>/ (the committed seeds;
#                                   new inputs go to build-fuzz/corpus/<parser>/); fails on any
#                                   crash, leak or sanitizer report (input in build-fuzz/artifacts/)
#   make fuzz-<parser>              runs one target (same variables)
#   make fuzz-seeds                 rewrites the generated seeds under tests/fuzz/corpus/

FUZZ_BUILD   ?= build-fuzz
FUZZ_CC      ?= clang
FUZZ_CXX     ?= clang++
FUZZ_SECONDS ?= 60
FUZZ_FLAGS   ?=
# The targets write each input to a file: on tmpfs that is several times faster than on disk.
FUZZ_TMPDIR  ?= $(if $(wildcard /dev/shm/.),/dev/shm,/tmp)
FUZZ_SAN     := -fsanitize=address,undefined -fno-sanitize-recover=undefined
FUZZ_COMMON  := -O1 -g -fno-omit-frame-pointer -fopenmp $(FUZZ_SAN) -fsanitize=fuzzer-no-link \
                -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION -MMD -MP
FUZZ_CFLAGS  := -std=c11 $(FUZZ_COMMON) -Wall -Wextra -Wno-unused-parameter -Wno-unused-function -Wno-pass-failed
FUZZ_CXXFLAGS := -std=c++17 $(FUZZ_COMMON) -Wall -Wextra
FUZZ_LDFLAGS := -fsanitize=fuzzer $(FUZZ_SAN) -fopenmp

FUZZ_LIB_OBJ := $(LIB_SRC:%.c=$(FUZZ_BUILD)/obj/%.o) \
                $(patsubst %.cc,$(FUZZ_BUILD)/obj/%.o,$(wildcard tokenizer/*.cc))
FUZZ_LIB     := $(FUZZ_BUILD)/libtandem-fuzz.a
FUZZ_SRC     := $(wildcard tests/fuzz/fuzz_*.c)
FUZZ_NAMES   := $(FUZZ_SRC:tests/fuzz/fuzz_%.c=%)
FUZZ_BIN     := $(FUZZ_NAMES:%=$(FUZZ_BUILD)/fuzz_%)

.PHONY: fuzz fuzz-build fuzz-seeds $(FUZZ_NAMES:%=fuzz-%)

$(FUZZ_BUILD)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(CPPFLAGS) $(FUZZ_CFLAGS) -c $< -o $@

$(FUZZ_BUILD)/obj/%.o: %.cc
	@mkdir -p $(dir $@)
	$(FUZZ_CXX) $(CPPFLAGS) $(FUZZ_CXXFLAGS) -c $< -o $@

# clang 14 knows no "f16c" for __builtin_cpu_supports; the fuzz build takes gemm_rows.c's portable
# kernels (the targets test parsers, not the vector kernels).
$(FUZZ_BUILD)/obj/tensor/gemm_rows.o: FUZZ_CFLAGS += '-D__builtin_cpu_supports(x)=0'
# The targets run no ranks: train/dist.c builds its single-process version (no <mpi.h>).
$(FUZZ_BUILD)/obj/train/dist.o: CPPFLAGS += -DTANDEM_NO_MPI

$(FUZZ_LIB): $(FUZZ_LIB_OBJ)
	rm -f $@ && ar rcs $@ $^

$(FUZZ_BUILD)/fuzz_%: $(FUZZ_BUILD)/obj/tests/fuzz/fuzz_%.o $(FUZZ_LIB)
	$(FUZZ_CXX) $(FUZZ_LDFLAGS) -o $@ $^ -lsentencepiece_train -lsentencepiece -lblis -ldnnl \
	    -lmicrohttpd -ljansson -lz -lm \
	    -lpthread

fuzz-build: $(FUZZ_BIN)

# One target: FUZZ_SECONDS of libFuzzer from the seeds (stdout and stderr of the code under test
# closed: libFuzzer still prints its own status and any report), its files in a temporary folder
# that is removed afterwards (an input that crashes leaves no cleanup to the target itself).
$(FUZZ_NAMES:%=fuzz-%): fuzz-%: $(FUZZ_BUILD)/fuzz_%
	@mkdir -p $(FUZZ_BUILD)/corpus/$* $(FUZZ_BUILD)/artifacts
	@d=$$(mktemp -d $(FUZZ_TMPDIR)/tandem-fuzz-$*-XXXXXX) && \
	TMPDIR=$$d OMP_NUM_THREADS=1 OMP_WAIT_POLICY=passive ASAN_OPTIONS=detect_leaks=1 \
	UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
	    $(FUZZ_BUILD)/fuzz_$* -max_total_time=$(FUZZ_SECONDS) -rss_limit_mb=2048 \
	    -malloc_limit_mb=512 -timeout=30 -close_fd_mask=3 -print_final_stats=1 \
	    -artifact_prefix=$(FUZZ_BUILD)/artifacts/$*- $(FUZZ_FLAGS) \
	    $(FUZZ_BUILD)/corpus/$* tests/fuzz/corpus/$*; rc=$$?; rm -rf "$$d"; exit $$rc

# Every target in turn (a failing target stops the run: its input is in build-fuzz/artifacts/).
fuzz: fuzz-build
	@for t in $(FUZZ_NAMES); do \
	    $(MAKE) --no-print-directory fuzz-$$t FUZZ_SECONDS=$(FUZZ_SECONDS) || exit 1; done

# The generated seeds (tests/fuzz/make_seeds.sh: a tiny checkpoint and state written by bin/train,
# the tokenizer it trains, corpus, decode and score inputs from tests/data).
fuzz-seeds: bin/train bin/model
	sh tests/fuzz/make_seeds.sh
-include $(FUZZ_LIB_OBJ:.o=.d) $(FUZZ_BIN:$(FUZZ_BUILD)/fuzz_%=$(FUZZ_BUILD)/obj/tests/fuzz/fuzz_%.d)
