// The Makefile's header dependencies: a changed header must recompile every object that includes
// it, the programs' entry points and the tests included, not only the library's objects, so that an
// incremental build never links an object compiled against an old struct layout.
//
// Each case asks make what it would do (`make -n -W HEADER TARGET`, nothing is built) and looks for
// the compile command of the source that includes HEADER. Run from the repository root after a build
// (make test builds first, so the dependency files exist).
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>

#include "tests/test_util.h"

// 0 when `make -n -W header target` (in the build folder $BUILD) prints a command containing
// `compile`, as a fixed string. The target must be up to date first (`make -q`, as after make test's
// build), so that what make would run is due to the header alone; the test fails otherwise.
static int make_would_run(const char *header, const char *target, const char *compile) {
    const char *build = getenv("BUILD") ? getenv("BUILD") : "build";
    const char *make = "env -u MAKEFLAGS -u MAKELEVEL -u MFLAGS make";
    if (test_run("%s -q BUILD=%s %s", make, build, target) != 0)
        fail_msg("%s is not up to date: run make test (which builds first)", target);
    return test_run("%s -n BUILD=%s -W %s %s 2>&1 | grep -qF -- '%s'", make, build, header, target,
                    compile);
}

static void test_entry_point_recompiled_when_its_header_changes(void **state) {
    (void)state;
    // train/main.c includes train/options.h; decode/main.c includes decode/translate.h.
    assert_int_equal(make_would_run("train/options.h", "bin/train", "-c train/main.c"), 0);
    assert_int_equal(make_would_run("decode/translate.h", "bin/decode", "-c decode/main.c"), 0);
}

static void test_tests_recompiled_when_their_headers_change(void **state) {
    (void)state;
    const char *build = getenv("BUILD") ? getenv("BUILD") : "build";
    char target[256];
    snprintf(target, sizeof target, "%s/tests/test_ops", build);
    // tests/test_util.c and every test include tests/test_util.h.
    assert_int_equal(make_would_run("tests/test_util.h", target, "-c tests/test_util.c"), 0);
    assert_int_equal(make_would_run("tests/test_util.h", target, "-c tests/test_ops.c"), 0);
    // test_transformer.c includes the model's internal header.
    snprintf(target, sizeof target, "%s/tests/test_transformer", build);
    assert_int_equal(
        make_would_run("models/transformer/tfm_internal.h", target, "-c tests/test_transformer.c"), 0);
}

static void test_unrelated_header_recompiles_nothing_of_the_entry_point(void **state) {
    (void)state;
    // The check above must be able to fail: a header train/main.c does not include leaves it alone.
    assert_int_not_equal(make_would_run("tests/test_util.h", "bin/train", "-c train/main.c"), 0);
}

int main(void) {
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_entry_point_recompiled_when_its_header_changes),
        cmocka_unit_test(test_tests_recompiled_when_their_headers_change),
        cmocka_unit_test(test_unrelated_header_recompiles_nothing_of_the_entry_point),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
