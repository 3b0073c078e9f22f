set terminal pngcairo size 1200,420 font 'sans,10'
set output 'curves-window.png'
set datafile separator '\t'
set datafile missing 'NaN'
set grid
set key outside right top
set key autotitle columnhead
set yrange [0:*]
set multiplot layout 1,2
set key inside bottom right
set xlabel 'training time (s, validation excluded)'
set ylabel 'dev BLEU'
plot 'curves-window.tsv' index 0 using 4:5 with linespoints title 'Transformer, attention-window=0 (preset)', 'curves-window.tsv' index 1 using 4:5 with linespoints title 'Transformer, attention-window=16', 'curves-window.tsv' index 2 using 4:5 with linespoints title 'Transformer, attention-window=4'
set xlabel 'updates (steps)'
set ylabel 'dev BLEU'
plot 'curves-window.tsv' index 0 using 3:5 with linespoints title 'Transformer, attention-window=0 (preset)', 'curves-window.tsv' index 1 using 3:5 with linespoints title 'Transformer, attention-window=16', 'curves-window.tsv' index 2 using 3:5 with linespoints title 'Transformer, attention-window=4'
unset multiplot
