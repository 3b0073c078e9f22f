// bin/serve's page (GET /): one self-contained HTML document (inline style and script, no
// external resources) built into the binary. Type or paste text and every served model (each
// name once, its default weights) translates it through POST /v1/translate, side by side: the
// translation with every output token shaded by its probability (hover: the piece and p), the
// cross-attention heatmaps (util/page_js.h, the drawing the study explorer uses: the RNN's
// attention, the Transformer's every decoder layer and head), the n-best alternatives with
// their scores, and the time taken.
//
// Element ids a test can read: #text-I (model I's translation, in /v1/models order, in its
// data-translation attribute), #time-I, #nbest-I, #map-I (its heatmaps; data-maps: how many),
// #status ("ready", "translating", "done N" after the N-th answer), #errors (script errors,
// console.error calls and failed requests; empty when fine).
// The page understands #text=URL-ENCODED-TEXT in its address: it types that text into the box
// and translates it (what the Chromium test drives).
#ifndef TANDEM_SERVE_PAGE_H
#define TANDEM_SERVE_PAGE_H

// The page, built once from its parts (style, markup, util/page_js.h, script); never NULL
// after the first call (a static buffer), thread-safe.
const char *serve_page_html(void);

#endif
