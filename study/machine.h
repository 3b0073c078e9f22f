// The machine a study ran on and how much of it the study had. Each sitting (one bin/compare
// invocation that trains or decodes) is one row of OUT/sittings.tsv: when it ran, the CPU model
// and count, and the shares of all CPUs' time that went to the study's own processes, to other
// processes, to the hypervisor (steal) and to idle, from /proc/stat and getrusage. The row is
// rewritten every half minute while the sitting runs, so a sitting that is killed keeps its row
// up to then. A training job (bin/compare --train-job, the lines of --emit-jobs, which may run on
// other hosts and several at once) records its sittings in the same format beside its log, in
// RUNDIR.sitting.tsv. The report lists every sitting of its output directory.
#ifndef TANDEM_STUDY_MACHINE_H
#define TANDEM_STUDY_MACHINE_H

#include <stddef.h>

#include "tensor/status.h"
#include "util/machine.h"

// Shares of the machine's CPU time between two snapshots a and b, in percent of all ticks
// (user + nice + system + idle + iowait + irq + softirq + steal): own = the study's processes'
// CPU seconds `own_s` (converted with `ticks_per_s`), other = the remaining busy time (user,
// nice, system, irq, softirq) less own, never below 0; steal; idle (idle + iowait). All NAN when
// no tick passed.
void study_cpu_shares(const MachineCpuTimes *a, const MachineCpuTimes *b, double own_s,
                      double ticks_per_s, double *own, double *other, double *steal,
                      double *idle);

// Starts this process's sitting record in out_dir/sittings.tsv (rows of earlier sittings are
// kept). Returns 0 or a negative status (an unreadable /proc/stat: no record, not an error for
// the study, which the caller notes).
TD_MUST_USE int study_sitting_begin(const char *out_dir);
// The same with the record at `path` (a training job's RUNDIR.sitting.tsv).
TD_MUST_USE int study_sitting_begin_file(const char *path);
// Rewrites the sitting's row with the shares so far; at most every 30 s unless `force`.
void study_sitting_update(int force);

// The report's machine paragraph into buf: the machine now (CPU model, CPUs, memory), one
// sentence per row of out_dir/sittings.tsv, then one per row of each training job's record
// (out_dir/runs/RUN/seedN.sitting.tsv, by run and seed), or that none was recorded.
void study_machine_text(const char *out_dir, char *buf, size_t cap);

#endif
