set terminal pngcairo size 464,572 font 'sans,8'
set output 'attention-rnn-sent3.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 1,1
set title "cross-attention"
set xrange [-0.5:18.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("▁They" 0,"▁said" 1,"▁to" 2,"▁her" 3,"," 4,"▁“" 5,"No" 6,"," 7,"▁but" 8,"▁we" 9,"▁will" 10,"▁return" 11,"▁with" 12,"▁you" 13,"▁to" 14,"▁your" 15,"▁people" 16,".”" 17,"</s>" 18)
set ytics ("▁Y" 0,"▁la" 1,"," 2,"▁y" 3,"▁de" 4,"▁la" 5,"," 6,"▁y" 7,"▁de" 8,"▁la" 9,"," 10,"▁y" 11,"▁de" 12,"▁la" 13,"," 14,"▁y" 15,"▁de" 16,"▁la" 17,"," 18,"▁y" 19,"▁de" 20,"▁la" 21,"," 22,"▁y" 23,"▁de" 24,"." 25,"</s>" 26)
plot 'attention-rnn-sent3.tsv' index 0 matrix with image
unset multiplot
