set terminal pngcairo size 512,636 font 'sans,8'
set output 'attention-rnn-sent1.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 1,1
set title "cross-attention"
set xrange [-0.5:21.5]
set yrange [30.5:-0.5]
set xtics rotate by 90 right ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
set ytics ("▁Y" 0,"," 1,"▁y" 2,"▁de" 3,"▁la" 4,"," 5,"▁y" 6,"▁de" 7,"▁la" 8,"," 9,"▁y" 10,"▁de" 11,"▁la" 12,"," 13,"▁y" 14,"▁de" 15,"▁la" 16,"," 17,"▁y" 18,"▁de" 19,"▁la" 20,"," 21,"▁y" 22,"▁de" 23,"▁la" 24,"," 25,"▁y" 26,"▁de" 27,"▁de" 28,"." 29,"</s>" 30)
plot 'attention-rnn-sent1.tsv' index 0 matrix with image
unset multiplot
