// Studies over many machines: bin/compare --emit-jobs writes every training of a study as one
// shell line for a scheduler (a SLURM job array, GNU parallel), and each line runs
// bin/compare --train-job, which trains one run and writes the record by which the next
// bin/compare with the same options reuses it (study/records.h) instead of training again.
#ifndef TANDEM_STUDY_JOBS_H
#define TANDEM_STUDY_JOBS_H

#include "study/study.h"

// Writes one line per training of the study (run by run, seed by seed) to pl->opt.emit_jobs,
// atomically: "cd CWD && COMPARE --train-job DIR -- TRAIN_COMMAND", where CWD is the absolute
// working directory of this process (so the relative paths of the command resolve the same from
// any directory and host that mounts the shared filesystem at the same path), COMPARE the
// absolute path of this program, DIR the run's --out directory and TRAIN_COMMAND exactly the
// command bin/compare would run (study_train_command). Returns 0 or TD_ERR_IO.
TD_MUST_USE int study_emit_jobs(const StudyPlan *pl);

// bin/compare --train-job DIR -- PROGRAM ARGS...: argv[1] is "--train-job". Runs the training
// command PROGRAM ARGS (whose --out must be DIR) as bin/compare does inside a study, output to
// DIR.train.log, and writes DIR.train.done on success; exits at once with 0 when DIR.train.done
// already names this command and DIR/best.ckpt exists (or, for a run kept without checkpoints,
// DIR.greedy.done and DIR.beam.done), and resumes a training of this command
// that was interrupted (study_train_resumable: a preempted or requeued job continues). While it
// trains, its sitting (the host's CPU and the training's share of it, study/machine.h) is a row of
// DIR.sitting.tsv, which the study's report lists. Returns the exit status: 0, 1 (the training
// failed: its log is named), 2 (usage) or 130 (interrupted).
int study_train_job_main(int argc, char **argv);

#endif
