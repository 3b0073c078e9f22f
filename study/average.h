// Checkpoint averaging of a study's runs (a recipe's average = K): the model the test decodes
// read, and the bin/train --average step that makes it.
#ifndef TANDEM_STUDY_AVERAGE_H
#define TANDEM_STUDY_AVERAGE_H

#include <stddef.h>

#include "models/model.h"
#include "study/recipe.h"
#include "study/study.h"
#include "tensor/status.h"

// The -m of bin/decode for the run in dir under recipe rc: DIR/average.ckpt when the recipe
// averages, else DIR (bin/decode reads its best.ckpt). Returns 0 or TD_ERR_ARG (does not fit).
TD_MUST_USE int study_decode_model(const StudyRecipe *rc, const char *dir, char *buf, size_t cap);

// The checkpoint file of the run in dir that its test decodes read under recipe rc (rc NULL: no
// recipe): DIR/average.ckpt when the recipe averages, else DIR/best.ckpt. The heatmaps and the
// sentence explorer load it. Returns 0 or TD_ERR_ARG (does not fit).
TD_MUST_USE int study_model_file(const StudyRecipe *rc, const char *dir, char *buf, size_t cap);

// Loads the model that the test decodes of seed s (of a run of architecture `arch`) read
// (study_model_file, under the recipe its training recorded, else the plan's for arch). Returns
// NULL with td_error when the path does not fit or the file cannot be loaded.
Model *study_seed_model_load(const StudyPlan *pl, int arch, const StudySeedResult *s);

// Averages the newest min(K, kept) step checkpoints of the run in dir (K = the recipe's average;
// kept: the DIR/step-N.ckpt files the trainer kept, --keep K) into DIR/average.ckpt with the
// study's bin/train --average (Vaswani et al. 2017, section 6.1: the mean of each parameter), or
// reuses the average an earlier invocation made from the same files: its record
// DIR.average.done names the same command and no input checkpoint is newer than it. The log is
// DIR.average.log. Returns 0, or TD_ERR_IO (fewer than 2 step checkpoints: the run validated
// less than twice; bin/train failed).
TD_MUST_USE int study_average_run(const StudyPlan *pl, const StudyRecipe *rc, const char *dir);

#endif
