set terminal pngcairo size 512,428 font 'sans,8'
set output 'attention-rnn-sent1.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 1,1
set title "cross-attention"
set xrange [-0.5:21.5]
set yrange [17.5:-0.5]
set xtics rotate by 90 right ("▁Eli" 0,"melech" 1,"," 2,"▁Na" 3,"o" 4,"mi" 5,"’" 6,"s" 7,"▁husband" 8,"," 9,"▁died" 10,";" 11,"▁and" 12,"▁she" 13,"▁was" 14,"▁left" 15,"▁with" 16,"▁her" 17,"▁two" 18,"▁sons" 19,"." 20,"</s>" 21)
set ytics ("▁Y" 0,"▁Eli" 1,"me" 2,"," 3,"▁y" 4,"▁su" 5,"▁marido" 6,"▁no" 7,"▁murió" 8,"," 9,"▁y" 10,"▁fué" 11,"▁á" 12,"▁ella" 13,"▁dos" 14,"▁hijos" 15,"." 16,"</s>" 17)
plot 'attention-rnn-sent1.tsv' index 0 matrix with image
unset multiplot
