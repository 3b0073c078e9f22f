set terminal pngcairo size 512,524 font 'sans,8'
set output 'attention-rnn-sent1.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 1,1
set title "cross-attention"
set xrange [-0.5:21.5]
set yrange [23.5:-0.5]
set xtics rotate by 90 right ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
set ytics ("▁Y" 0,"▁A" 1,"ph" 2,"a" 3,"," 4,"▁y" 5,"▁el" 6,"▁hermano" 7,"▁de" 8,"▁su" 9,"▁padre" 10,"," 11,"▁y" 12,"▁murió" 13,";" 14,"▁y" 15,"▁fué" 16,"▁de" 17,"▁él" 18,"▁dos" 19,"▁dos" 20,"▁hijos" 21,"." 22,"</s>" 23)
plot 'attention-rnn-sent1.tsv' index 0 matrix with image
unset multiplot
