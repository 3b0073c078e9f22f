// Re-executing the program with OMP_WAIT_POLICY=passive (see reexec.h).
#include "util/reexec.h"

#include <stdlib.h>
#include <unistd.h>

#include "util/progname.h"

void reexec_with_passive_omp_wait(char **argv) {
    if (getenv("OMP_WAIT_POLICY")) return;
    setenv("OMP_WAIT_POLICY", "passive", 1);
    execv("/proc/self/exe", argv);  // returns only on failure
}

void program_start(char **argv) {
    prog_name_set(argv[0]);
    reexec_with_passive_omp_wait(argv);
}
