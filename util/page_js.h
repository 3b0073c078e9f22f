// The script that every page of the project shares (bin/compare's sentence explorer,
// study/explorer_page.c, and bin/serve's page, serve/page.c): plain JavaScript to put inline in
// a <script> element, defining three global functions:
//   tdReportErrors(box)   lists script errors and console.error calls in the element `box`
//                         (unhiding it) and returns a function that lists a message there;
//   tdEl(tag, cls, text)  a new element with a class and a text (either may be omitted);
//   tdHeatmap(box, title, w, rows, cols, rowLab, colLab, what, px, tip)
//                         appends to `box` a <figure class="td-heatmap"> holding a canvas of the
//                         rows x cols weights w (row-major, each 0..255, e.g. round(255 * weight))
//                         with the caption `title`; darker is more weight, the map's largest
//                         weight darkest; cells of about px / max(rows, cols) pixels (3 to 16),
//                         with the row and column labels when a cell is 9 pixels or more;
//                         hovering a cell shows "title: what(r, c): weight" in the absolutely
//                         positioned element `tip`.
// No network, no libraries: the pages stay self-contained.
#ifndef TANDEM_UTIL_PAGE_JS_H
#define TANDEM_UTIL_PAGE_JS_H

extern const char TD_PAGE_JS[];

#endif
