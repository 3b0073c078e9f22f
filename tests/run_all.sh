#!/bin/sh
# Runs every test executable in $BUILD/tests (or those named in $TESTS, comma-separated) from the
# repository root and prints one closing line "tests: N passed, N failed, N skipped" counted over
# cmocka tests (cmocka's own PASSED / FAILED / SKIPPED summary lines of each executable).
BUILD=${BUILD:-build}
passed=0; failed=0; skipped=0; bad=""
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
    passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + k))
    if [ $rc -ne 0 ]; then
        bad="$bad $name"
        [ "$f" -eq 0 ] && failed=$((failed + 1))
    fi
done
echo "tests: $passed passed, $failed failed, $skipped skipped"
[ -z "$bad" ] || { echo "failing executables:$bad"; exit 1; }
