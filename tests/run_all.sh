#!/bin/sh
# Runs every test executable in $BUILD/tests (or those named in $TESTS, comma-separated) from the
# repository root and prints one closing line
#   tests: N passed, N failed, N skipped
# counted over cmocka tests (cmocka's own PASSED / FAILED / SKIPPED summary lines of each
# executable), followed, when tests skipped, by their reasons with a count each:
#   tests: 376 passed, 0 failed, 10 skipped (10 mpirun is not installed (make deps ...))
# A test says why it skips with test_skip (tests/test_util.h), which prints "skipped: WHY"; a skip
# without such a line is counted as "no reason given" and fails the run.
BUILD=${BUILD:-build}
passed=0; failed=0; skipped=0; bad=""
reasons=$(mktemp) || exit 1
trap 'rm -f "$reasons"' EXIT
for t in "$BUILD"/tests/test_*; do
    case "$t" in *.o|*.d) continue ;; esac
    name=$(basename "$t")
    if [ -n "$TESTS" ]; then
        case ",$TESTS," in *",$name,"*) ;; *) continue ;; esac
    fi
    echo "== $name"
    out=$(OMP_WAIT_POLICY=passive "$t" 2>&1); rc=$?
    printf '%s\n' "$out"
    p=$(printf '%s\n' "$out" | sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' | awk '{s+=$1} END {print s+0}')
    f=$(printf '%s\n' "$out" | sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' | awk '{s+=$1} END {print s+0}')
    k=$(printf '%s\n' "$out" | sed -n 's/^\[  SKIPPED \] \([0-9]*\) test.*/\1/p' | awk '{s+=$1} END {print s+0}')
    why=$(printf '%s\n' "$out" | sed -n 's/^skipped: //p')
    n_why=$(printf '%s' "$why" | grep -c '')
    [ -n "$why" ] && printf '%s\n' "$why" >> "$reasons"
    if [ "$k" -gt "$n_why" ]; then
        i=$n_why; while [ "$i" -lt "$k" ]; do echo "no reason given ($name)" >> "$reasons"; i=$((i + 1)); done
        bad="$bad $name(skip-without-reason)"
    fi
    passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + k))
    if [ $rc -ne 0 ]; then
        bad="$bad $name"
        [ "$f" -eq 0 ] && failed=$((failed + 1))
    fi
done
why=""
if [ "$skipped" -gt 0 ]; then
    why=" ($(sort "$reasons" | uniq -c | sort -rn | sed 's/^ *\([0-9]*\) /\1 /' | paste -sd';' - | sed 's/;/; /g'))"
fi
echo "tests: $passed passed, $failed failed, $skipped skipped$why"
[ -z "$bad" ] || { echo "failing executables:$bad"; exit 1; }
