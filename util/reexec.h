// Re-executing the program once with a changed environment, for settings a library reads only when
// it loads.
//
// util/ is the bottom layer: libc only.
#ifndef TANDEM_UTIL_REEXEC_H
#define TANDEM_UTIL_REEXEC_H

// For a program's main(), before anything else: when OMP_WAIT_POLICY is unset, sets it to
// "passive" and re-executes the program (/proc/self/exe, the same argv) once, because libgomp
// reads the variable only when it loads. Idle OpenMP threads then sleep instead of spinning on a
// shared machine (the PyTorch reference benchmark runs the same way). Returns only when the
// variable was already set (a user's own OMP_WAIT_POLICY=active is kept) or the exec failed (the
// program then runs as it is, with libgomp's default policy).
void reexec_with_passive_omp_wait(char **argv);

// The first call of the main of a program that runs OpenMP work (bin/train, bin/decode, bin/bench,
// bin/serve): names it (util/progname.h, prog_name_set(argv[0])), then
// reexec_with_passive_omp_wait(argv).
void program_start(char **argv);

#endif
