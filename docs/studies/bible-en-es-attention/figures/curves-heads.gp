set terminal pngcairo size 1200,420 font 'sans,10'
set output 'curves-heads.png'
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
plot 'curves-heads.tsv' index 0 using 4:5 with linespoints title 'Transformer, heads=1', 'curves-heads.tsv' index 1 using 4:5 with linespoints title 'Transformer, heads=2', 'curves-heads.tsv' index 2 using 4:5 with linespoints title 'Transformer, heads=4 (preset)', 'curves-heads.tsv' index 3 using 4:5 with linespoints title 'Transformer, heads=8'
set xlabel 'updates (steps)'
set ylabel 'dev BLEU'
plot 'curves-heads.tsv' index 0 using 3:5 with linespoints title 'Transformer, heads=1', 'curves-heads.tsv' index 1 using 3:5 with linespoints title 'Transformer, heads=2', 'curves-heads.tsv' index 2 using 3:5 with linespoints title 'Transformer, heads=4 (preset)', 'curves-heads.tsv' index 3 using 3:5 with linespoints title 'Transformer, heads=8'
unset multiplot
