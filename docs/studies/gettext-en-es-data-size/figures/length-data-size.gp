set terminal pngcairo size 900,420 font 'sans,10'
set output 'length-data-size.png'
set datafile separator '\t'
set datafile missing 'NaN'
set grid
set key outside right top
set key autotitle columnhead
set xlabel 'source length (words)'
set ylabel 'test BLEU'
set xrange [-0.5:4.5]
set yrange [0:*]
plot 'length-data-size.tsv' using 1:4:xtic(2) with linespoints title 'RNN, 10% of the data', 'length-data-size.tsv' using 1:5 with linespoints title 'Transformer, 10% of the data', 'length-data-size.tsv' using 1:6 with linespoints title 'RNN, 30% of the data', 'length-data-size.tsv' using 1:7 with linespoints title 'Transformer, 30% of the data', 'length-data-size.tsv' using 1:8 with linespoints title 'RNN, 100% of the data', 'length-data-size.tsv' using 1:9 with linespoints title 'Transformer, 100% of the data'
