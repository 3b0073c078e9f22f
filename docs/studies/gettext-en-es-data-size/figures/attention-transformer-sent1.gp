set terminal pngcairo size 1280,900 font 'sans,8'
set output 'attention-transformer-sent1.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 3,4
set title "cross, layer 2, head 0"
set xrange [-0.5:9.5]
set yrange [9.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁a" 5,"▁pro" 6,"per" 7,"▁fingerprint" 8,"</s>" 9)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁abrir" 3,"▁el" 4,"▁archivo" 5,"▁«%%" 6,"s" 7,"'" 8,"</s>" 9)
plot 'attention-transformer-sent1.tsv' index 0 matrix with image
set title "cross, layer 2, head 1"
set xrange [-0.5:9.5]
set yrange [9.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁a" 5,"▁pro" 6,"per" 7,"▁fingerprint" 8,"</s>" 9)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁abrir" 3,"▁el" 4,"▁archivo" 5,"▁«%%" 6,"s" 7,"'" 8,"</s>" 9)
plot 'attention-transformer-sent1.tsv' index 1 matrix with image
set title "cross, layer 2, head 2"
set xrange [-0.5:9.5]
set yrange [9.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁a" 5,"▁pro" 6,"per" 7,"▁fingerprint" 8,"</s>" 9)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁abrir" 3,"▁el" 4,"▁archivo" 5,"▁«%%" 6,"s" 7,"'" 8,"</s>" 9)
plot 'attention-transformer-sent1.tsv' index 2 matrix with image
set title "cross, layer 2, head 3"
set xrange [-0.5:9.5]
set yrange [9.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁a" 5,"▁pro" 6,"per" 7,"▁fingerprint" 8,"</s>" 9)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁abrir" 3,"▁el" 4,"▁archivo" 5,"▁«%%" 6,"s" 7,"'" 8,"</s>" 9)
plot 'attention-transformer-sent1.tsv' index 3 matrix with image
set title "encoder self, layer 2, head 0"
set xrange [-0.5:9.5]
set yrange [9.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁a" 5,"▁pro" 6,"per" 7,"▁fingerprint" 8,"</s>" 9)
set ytics ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁a" 5,"▁pro" 6,"per" 7,"▁fingerprint" 8,"</s>" 9)
plot 'attention-transformer-sent1.tsv' index 4 matrix with image
set title "encoder self, layer 2, head 1"
set xrange [-0.5:9.5]
set yrange [9.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁a" 5,"▁pro" 6,"per" 7,"▁fingerprint" 8,"</s>" 9)
set ytics ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁a" 5,"▁pro" 6,"per" 7,"▁fingerprint" 8,"</s>" 9)
plot 'attention-transformer-sent1.tsv' index 5 matrix with image
set title "encoder self, layer 2, head 2"
set xrange [-0.5:9.5]
set yrange [9.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁a" 5,"▁pro" 6,"per" 7,"▁fingerprint" 8,"</s>" 9)
set ytics ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁a" 5,"▁pro" 6,"per" 7,"▁fingerprint" 8,"</s>" 9)
plot 'attention-transformer-sent1.tsv' index 6 matrix with image
set title "encoder self, layer 2, head 3"
set xrange [-0.5:9.5]
set yrange [9.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁a" 5,"▁pro" 6,"per" 7,"▁fingerprint" 8,"</s>" 9)
set ytics ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁a" 5,"▁pro" 6,"per" 7,"▁fingerprint" 8,"</s>" 9)
plot 'attention-transformer-sent1.tsv' index 7 matrix with image
set title "decoder self, layer 2, head 0"
set xrange [-0.5:9.5]
set yrange [9.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁No" 1,"▁se" 2,"▁puede" 3,"▁abrir" 4,"▁el" 5,"▁archivo" 6,"▁«%%" 7,"s" 8,"'" 9)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁abrir" 3,"▁el" 4,"▁archivo" 5,"▁«%%" 6,"s" 7,"'" 8,"</s>" 9)
plot 'attention-transformer-sent1.tsv' index 8 matrix with image
set title "decoder self, layer 2, head 1"
set xrange [-0.5:9.5]
set yrange [9.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁No" 1,"▁se" 2,"▁puede" 3,"▁abrir" 4,"▁el" 5,"▁archivo" 6,"▁«%%" 7,"s" 8,"'" 9)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁abrir" 3,"▁el" 4,"▁archivo" 5,"▁«%%" 6,"s" 7,"'" 8,"</s>" 9)
plot 'attention-transformer-sent1.tsv' index 9 matrix with image
set title "decoder self, layer 2, head 2"
set xrange [-0.5:9.5]
set yrange [9.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁No" 1,"▁se" 2,"▁puede" 3,"▁abrir" 4,"▁el" 5,"▁archivo" 6,"▁«%%" 7,"s" 8,"'" 9)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁abrir" 3,"▁el" 4,"▁archivo" 5,"▁«%%" 6,"s" 7,"'" 8,"</s>" 9)
plot 'attention-transformer-sent1.tsv' index 10 matrix with image
set title "decoder self, layer 2, head 3"
set xrange [-0.5:9.5]
set yrange [9.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁No" 1,"▁se" 2,"▁puede" 3,"▁abrir" 4,"▁el" 5,"▁archivo" 6,"▁«%%" 7,"s" 8,"'" 9)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁abrir" 3,"▁el" 4,"▁archivo" 5,"▁«%%" 6,"s" 7,"'" 8,"</s>" 9)
plot 'attention-transformer-sent1.tsv' index 11 matrix with image
unset multiplot
