set terminal pngcairo size 592,556 font 'sans,8'
set output 'attention-rnn-sent2.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 1,1
set title "cross-attention"
set xrange [-0.5:26.5]
set yrange [25.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁Y" 0,"▁á" 1,"▁Mi" 2,"ph" 3,"a" 4,"," 5,"▁y" 6,"▁á" 7,"▁A" 8,"la" 9,"r" 10,"," 11,"▁y" 12,"▁la" 13,"▁mujer" 14,"▁era" 15,"▁de" 16,"▁sus" 17,"▁dos" 18,"▁hijos" 19,"▁y" 20,"▁de" 21,"▁su" 22,"▁marido" 23,"." 24,"</s>" 25)
plot 'attention-rnn-sent2.tsv' index 0 matrix with image
unset multiplot
