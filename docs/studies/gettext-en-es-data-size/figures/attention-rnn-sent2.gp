set terminal pngcairo size 352,396 font 'sans,8'
set output 'attention-rnn-sent2.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 1,1
set title "cross-attention"
set xrange [-0.5:11.5]
set yrange [15.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁defined" 5,"," 6,"▁evaluate" 7,"s" 8,"▁to" 9,"▁0" 10,"</s>" 11)
set ytics ("▁\"%%" 0,"s" 1,"\"" 2,"▁no" 3,"▁está" 4,"▁activada" 5,"," 6,"▁se" 7,"▁a" 8,"c" 9,"u" 10,"s" 11,"o" 12,"▁0" 13,"▁0" 14,"</s>" 15)
plot 'attention-rnn-sent2.tsv' index 0 matrix with image
unset multiplot
