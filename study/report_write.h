// The report of a comparison study: OUT/report.md and a self-contained OUT/report.html (figures
// embedded as base64 PNG), with a table per study, generated summaries, figures, every command
// needed to reproduce each run, the metric signatures and the method.
#ifndef TANDEM_STUDY_REPORT_WRITE_H
#define TANDEM_STUDY_REPORT_WRITE_H

#include <stddef.h>

#include "study/study.h"

// Writes both files. Returns 0, TD_ERR_IO, or the error of a report template that could not be
// filled (study/report_text.h: a build whose template file and code disagree), after writing
// both files with the error in its place.
TD_MUST_USE int report_write(const StudyResults *res);

// Table cells of row `row` of study `study` (the run it reports, study_row_run), in the column
// order of report_columns: malloc'd strings in cells[0..REPORT_N_COLS) (free each). A run that
// did not finish gives "failed" (or "pending") cells.
#define REPORT_N_COLS 15
extern const char *const report_columns[REPORT_N_COLS];
void report_row_cells(const StudyResults *res, int study, int row, char **cells);

// Cells of the health table's row for seed index k of run `run`, in the order of health_columns:
// malloc'd strings in cells[0..HEALTH_N_COLS) (free each): "LABEL, seed N", its output files
// (relative to --out: the beam decode and the --alignment soft decode), beam BLEU, the dev NLL
// (StudySeedResult.dev_nll), then score/health.h's figures of StudySeedResult.health (4 decimals;
// "n/a" where unknown: the text figures, attention entropy and source information) and last
// "yes" for a collapsed seed, "no", or "not known (neither sign measured)", then the dev NLL's
// fall over the second half of the training (StudySeedResult.dev_nll_fall, 3 decimals, and as a
// percentage of the loss at half the training, 1 decimal: "0.200 (5.3%)"; "n/a" when not
// known). A seed that did not finish gives "failed" or "pending" cells.
#define HEALTH_N_COLS 13
extern const char *const health_columns[HEALTH_N_COLS];
void report_health_cells(const StudyResults *res, int run, int k, char **cells);

#endif
