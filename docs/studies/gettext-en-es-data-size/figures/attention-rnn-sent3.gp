set terminal pngcairo size 384,364 font 'sans,8'
set output 'attention-rnn-sent3.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 1,1
set title "cross-attention"
set xrange [-0.5:13.5]
set yrange [13.5:-0.5]
set xtics rotate by 90 right ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
set ytics ("▁#" 0,"▁¿" 1,"Está" 2,"s" 3,"ion" 4,"al" 5,"▁de" 6,"▁la" 7,"▁búsqueda" 8,"▁no" 9,"▁está" 10,"▁disponible" 11,"." 12,"</s>" 13)
plot 'attention-rnn-sent3.tsv' index 0 matrix with image
unset multiplot
