set terminal pngcairo size 592,652 font 'sans,8'
set output 'attention-rnn-sent2.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 1,1
set title "cross-attention"
set xrange [-0.5:26.5]
set yrange [31.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁Y" 0,"▁la" 1,"," 2,"▁y" 3,"▁de" 4,"▁la" 5,"," 6,"▁y" 7,"▁de" 8,"▁la" 9,"," 10,"▁y" 11,"▁de" 12,"▁la" 13,"," 14,"▁y" 15,"▁de" 16,"▁la" 17,"," 18,"▁y" 19,"▁de" 20,"▁la" 21,"," 22,"▁y" 23,"▁de" 24,"▁de" 25,"▁de" 26,"▁de" 27,"▁de" 28,"▁de" 29,"." 30,"</s>" 31)
plot 'attention-rnn-sent2.tsv' index 0 matrix with image
unset multiplot
