#!/usr/bin/env python3
"""Writes the inputs of `bin/score --health SRC --attention FILE` for every run of a study's
explorer.json (the 50 test sentences bin/compare's report embeds): PREFIX-RUN.src, .hyp (beam
output, greedy where the report has no beam), .ref and .att (`GREEDY ||| ROWS`: the greedy output's
cross-attention rows of the last decoder layer, heads averaged, as bin/decode --alignment soft
prints them). Usage: explorer_health.py EXPLORER.json PREFIX; prints one PREFIX-RUN per run, e.g.

  for p in $(docs/studies/tools/explorer_health.py docs/studies/gettext-en-es/figures/explorer.json /tmp/g); do
      bin/score -m bleu -r $p.ref -i $p.hyp --health $p.src --attention $p.att; done
"""
import base64
import json
import sys

d = json.load(open(sys.argv[1], encoding="utf-8"))
prefix = sys.argv[2]
quant = d["quant"]
for ai, arch in enumerate(d["archs"]):
    files = {"src": [], "hyp": [], "ref": [], "att": []}
    for s in d["sentences"]:
        o = s["out"][ai]
        S, T, H = len(o["src"]), len(o["tgt"]), arch["heads"]
        top = [base64.b64decode(c) for c in o["cross"]][-H:]  # (layer, head) order: last layer
        rows = [",".join("%.4f" % (sum(m[t * S + j] for m in top) / (quant * H)) for j in range(S))
                for t in range(T)]
        files["src"].append(s["src"])
        files["ref"].append(s["ref"])
        files["hyp"].append(o["beam"] or o["greedy"])
        files["att"].append(o["greedy"] + " ||| " + " ".join(rows))
    name = "%s-%s" % (prefix, arch["id"])
    for ext, lines in files.items():
        with open("%s.%s" % (name, ext), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
    print(name)
