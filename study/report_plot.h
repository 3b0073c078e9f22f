// Figures of a comparison study, drawn with gnuplot (Debian: apt-get install gnuplot-nox). Each
// figure OUT/figures/NAME.png comes with its data as OUT/figures/NAME.tsv and the gnuplot script
// OUT/figures/NAME.gp that drew it (rerun with `cd OUT/figures && gnuplot NAME.gp`). Without
// gnuplot the TSV and scripts are still written and the report says how to install it.
#ifndef TANDEM_STUDY_REPORT_PLOT_H
#define TANDEM_STUDY_REPORT_PLOT_H

#include "study/study.h"

// 1 if gnuplot is on PATH.
int report_have_gnuplot(void);

// Learning curves (dev BLEU vs wall-clock and vs steps) and BLEU by source-length bucket for
// every study, with --until-converged the main study's test BLEU at the marks vs training FLOPs
// and time (figures/curves-marks.*), throughput vs sequence length and decoding time/memory vs length (from
// res->bench). Appends each figure drawn to res->figures; problems become report notes.
void report_figures(StudyResults *res);

// One panel of an attention heatmap: weights [rows, cols] (row r = a query position, e.g. a
// target piece; column c = a key position, e.g. a source piece), with a label per row and
// column (SentencePiece pieces).
typedef struct ReportPanel {
    char title[96];
    int rows, cols;
    const float *w;
    const char *const *row_labels;
    const char *const *col_labels;
} ReportPanel;

// Draws n panels (a grid `per_row` wide) as figures/NAME.png with the weights as
// figures/NAME.tsv (one matrix block per panel, in panel order) and appends it to res->figures
// under `study`. Returns 0 or a negative status (also noted).
TD_MUST_USE int report_heatmap(StudyResults *res, const char *name, const char *study,
                               const char *caption, const ReportPanel *p, int n, int per_row);

#endif
