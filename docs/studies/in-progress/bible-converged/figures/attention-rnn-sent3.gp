set terminal pngcairo size 464,428 font 'sans,8'
set output 'attention-rnn-sent3.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 1,1
set title "cross-attention"
set xrange [-0.5:18.5]
set yrange [17.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁Y" 0,"▁ellos" 1,"▁le" 2,"▁dijeron" 3,":" 4,"▁No" 5,"," 6,"▁sino" 7,"▁que" 8,"▁volver" 9,"emos" 10,"▁á" 11,"▁ti" 12,"▁á" 13,"▁tu" 14,"▁pueblo" 15,"." 16,"</s>" 17)
plot 'attention-rnn-sent3.tsv' index 0 matrix with image
unset multiplot
