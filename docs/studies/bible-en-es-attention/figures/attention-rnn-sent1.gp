set terminal pngcairo size 512,460 font 'sans,8'
set output 'attention-rnn-sent1.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 1,1
set title "cross-attention"
set xrange [-0.5:21.5]
set yrange [19.5:-0.5]
set xtics rotate by 90 right ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
set ytics ("▁Y" 0,"▁A" 1,"ph" 2,"a" 3,"," 4,"▁y" 5,"▁su" 6,"▁hermano" 7,"," 8,"▁y" 9,"▁murió" 10,";" 11,"▁y" 12,"▁fué" 13,"▁de" 14,"▁él" 15,"▁dos" 16,"▁dos" 17,"." 18,"</s>" 19)
plot 'attention-rnn-sent1.tsv' index 0 matrix with image
unset multiplot
