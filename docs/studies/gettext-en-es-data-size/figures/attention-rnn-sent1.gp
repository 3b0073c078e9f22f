set terminal pngcairo size 320,316 font 'sans,8'
set output 'attention-rnn-sent1.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 1,1
set title "cross-attention"
set xrange [-0.5:9.5]
set yrange [10.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁a" 5,"▁pro" 6,"per" 7,"▁fingerprint" 8,"</s>" 9)
set ytics ("▁\"%%" 0,"s" 1,"\"" 2,"▁no" 3,"▁es" 4,"▁una" 5,"▁lista" 6,"▁de" 7,"▁huella" 8,"s" 9,"</s>" 10)
plot 'attention-rnn-sent1.tsv' index 0 matrix with image
unset multiplot
