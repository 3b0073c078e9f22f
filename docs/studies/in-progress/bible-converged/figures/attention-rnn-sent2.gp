set terminal pngcairo size 592,604 font 'sans,8'
set output 'attention-rnn-sent2.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 1,1
set title "cross-attention"
set xrange [-0.5:26.5]
set yrange [28.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁Y" 0,"▁murió" 1,"▁M" 2,"ah" 3,"án" 4,"▁y" 5,"▁Chê" 6,"l" 7,"la" 8,"." 9,"▁Y" 10,"▁la" 11,"▁mujer" 12,"▁fué" 13,"▁de" 14,"s" 15,"t" 16,"ada" 17,"▁de" 18,"▁sus" 19,"▁dos" 20,"▁hijos" 21,"▁é" 22,"▁hijos" 23,"▁de" 24,"▁su" 25,"▁marido" 26,"." 27,"</s>" 28)
plot 'attention-rnn-sent2.tsv' index 0 matrix with image
unset multiplot
