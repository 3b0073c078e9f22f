set terminal pngcairo size 2304,1668 font 'sans,8'
set output 'attention-transformer-sent2.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 3,4
set title "cross, layer 2, head 0"
set xrange [-0.5:11.5]
set yrange [25.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁defined" 5,"," 6,"▁evaluate" 7,"s" 8,"▁to" 9,"▁0" 10,"</s>" 11)
set ytics ("▁%%" 0,"B" 1,":" 2,"▁%%" 3,"B" 4,":" 5,"▁%%" 6,"B" 7,":" 8,"▁%%" 9,"B" 10,":" 11,"▁%%" 12,"B" 13,":" 14,"▁%%" 15,"B" 16,":" 17,"▁%%" 18,"B" 19,":" 20,"▁%%" 21,"B" 22,":" 23,"▁%%" 24,"B" 25)
plot 'attention-transformer-sent2.tsv' index 0 matrix with image
set title "cross, layer 2, head 1"
set xrange [-0.5:11.5]
set yrange [25.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁defined" 5,"," 6,"▁evaluate" 7,"s" 8,"▁to" 9,"▁0" 10,"</s>" 11)
set ytics ("▁%%" 0,"B" 1,":" 2,"▁%%" 3,"B" 4,":" 5,"▁%%" 6,"B" 7,":" 8,"▁%%" 9,"B" 10,":" 11,"▁%%" 12,"B" 13,":" 14,"▁%%" 15,"B" 16,":" 17,"▁%%" 18,"B" 19,":" 20,"▁%%" 21,"B" 22,":" 23,"▁%%" 24,"B" 25)
plot 'attention-transformer-sent2.tsv' index 1 matrix with image
set title "cross, layer 2, head 2"
set xrange [-0.5:11.5]
set yrange [25.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁defined" 5,"," 6,"▁evaluate" 7,"s" 8,"▁to" 9,"▁0" 10,"</s>" 11)
set ytics ("▁%%" 0,"B" 1,":" 2,"▁%%" 3,"B" 4,":" 5,"▁%%" 6,"B" 7,":" 8,"▁%%" 9,"B" 10,":" 11,"▁%%" 12,"B" 13,":" 14,"▁%%" 15,"B" 16,":" 17,"▁%%" 18,"B" 19,":" 20,"▁%%" 21,"B" 22,":" 23,"▁%%" 24,"B" 25)
plot 'attention-transformer-sent2.tsv' index 2 matrix with image
set title "cross, layer 2, head 3"
set xrange [-0.5:11.5]
set yrange [25.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁defined" 5,"," 6,"▁evaluate" 7,"s" 8,"▁to" 9,"▁0" 10,"</s>" 11)
set ytics ("▁%%" 0,"B" 1,":" 2,"▁%%" 3,"B" 4,":" 5,"▁%%" 6,"B" 7,":" 8,"▁%%" 9,"B" 10,":" 11,"▁%%" 12,"B" 13,":" 14,"▁%%" 15,"B" 16,":" 17,"▁%%" 18,"B" 19,":" 20,"▁%%" 21,"B" 22,":" 23,"▁%%" 24,"B" 25)
plot 'attention-transformer-sent2.tsv' index 3 matrix with image
set title "encoder self, layer 2, head 0"
set xrange [-0.5:11.5]
set yrange [11.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁defined" 5,"," 6,"▁evaluate" 7,"s" 8,"▁to" 9,"▁0" 10,"</s>" 11)
set ytics ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁defined" 5,"," 6,"▁evaluate" 7,"s" 8,"▁to" 9,"▁0" 10,"</s>" 11)
plot 'attention-transformer-sent2.tsv' index 4 matrix with image
set title "encoder self, layer 2, head 1"
set xrange [-0.5:11.5]
set yrange [11.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁defined" 5,"," 6,"▁evaluate" 7,"s" 8,"▁to" 9,"▁0" 10,"</s>" 11)
set ytics ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁defined" 5,"," 6,"▁evaluate" 7,"s" 8,"▁to" 9,"▁0" 10,"</s>" 11)
plot 'attention-transformer-sent2.tsv' index 5 matrix with image
set title "encoder self, layer 2, head 2"
set xrange [-0.5:11.5]
set yrange [11.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁defined" 5,"," 6,"▁evaluate" 7,"s" 8,"▁to" 9,"▁0" 10,"</s>" 11)
set ytics ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁defined" 5,"," 6,"▁evaluate" 7,"s" 8,"▁to" 9,"▁0" 10,"</s>" 11)
plot 'attention-transformer-sent2.tsv' index 6 matrix with image
set title "encoder self, layer 2, head 3"
set xrange [-0.5:11.5]
set yrange [11.5:-0.5]
set xtics rotate by 90 right ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁defined" 5,"," 6,"▁evaluate" 7,"s" 8,"▁to" 9,"▁0" 10,"</s>" 11)
set ytics ("▁\"%%" 0,"s" 1,"\"" 2,"▁is" 3,"▁not" 4,"▁defined" 5,"," 6,"▁evaluate" 7,"s" 8,"▁to" 9,"▁0" 10,"</s>" 11)
plot 'attention-transformer-sent2.tsv' index 7 matrix with image
set title "decoder self, layer 2, head 0"
set xrange [-0.5:25.5]
set yrange [25.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁%%" 1,"B" 2,":" 3,"▁%%" 4,"B" 5,":" 6,"▁%%" 7,"B" 8,":" 9,"▁%%" 10,"B" 11,":" 12,"▁%%" 13,"B" 14,":" 15,"▁%%" 16,"B" 17,":" 18,"▁%%" 19,"B" 20,":" 21,"▁%%" 22,"B" 23,":" 24,"▁%%" 25)
set ytics ("▁%%" 0,"B" 1,":" 2,"▁%%" 3,"B" 4,":" 5,"▁%%" 6,"B" 7,":" 8,"▁%%" 9,"B" 10,":" 11,"▁%%" 12,"B" 13,":" 14,"▁%%" 15,"B" 16,":" 17,"▁%%" 18,"B" 19,":" 20,"▁%%" 21,"B" 22,":" 23,"▁%%" 24,"B" 25)
plot 'attention-transformer-sent2.tsv' index 8 matrix with image
set title "decoder self, layer 2, head 1"
set xrange [-0.5:25.5]
set yrange [25.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁%%" 1,"B" 2,":" 3,"▁%%" 4,"B" 5,":" 6,"▁%%" 7,"B" 8,":" 9,"▁%%" 10,"B" 11,":" 12,"▁%%" 13,"B" 14,":" 15,"▁%%" 16,"B" 17,":" 18,"▁%%" 19,"B" 20,":" 21,"▁%%" 22,"B" 23,":" 24,"▁%%" 25)
set ytics ("▁%%" 0,"B" 1,":" 2,"▁%%" 3,"B" 4,":" 5,"▁%%" 6,"B" 7,":" 8,"▁%%" 9,"B" 10,":" 11,"▁%%" 12,"B" 13,":" 14,"▁%%" 15,"B" 16,":" 17,"▁%%" 18,"B" 19,":" 20,"▁%%" 21,"B" 22,":" 23,"▁%%" 24,"B" 25)
plot 'attention-transformer-sent2.tsv' index 9 matrix with image
set title "decoder self, layer 2, head 2"
set xrange [-0.5:25.5]
set yrange [25.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁%%" 1,"B" 2,":" 3,"▁%%" 4,"B" 5,":" 6,"▁%%" 7,"B" 8,":" 9,"▁%%" 10,"B" 11,":" 12,"▁%%" 13,"B" 14,":" 15,"▁%%" 16,"B" 17,":" 18,"▁%%" 19,"B" 20,":" 21,"▁%%" 22,"B" 23,":" 24,"▁%%" 25)
set ytics ("▁%%" 0,"B" 1,":" 2,"▁%%" 3,"B" 4,":" 5,"▁%%" 6,"B" 7,":" 8,"▁%%" 9,"B" 10,":" 11,"▁%%" 12,"B" 13,":" 14,"▁%%" 15,"B" 16,":" 17,"▁%%" 18,"B" 19,":" 20,"▁%%" 21,"B" 22,":" 23,"▁%%" 24,"B" 25)
plot 'attention-transformer-sent2.tsv' index 10 matrix with image
set title "decoder self, layer 2, head 3"
set xrange [-0.5:25.5]
set yrange [25.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁%%" 1,"B" 2,":" 3,"▁%%" 4,"B" 5,":" 6,"▁%%" 7,"B" 8,":" 9,"▁%%" 10,"B" 11,":" 12,"▁%%" 13,"B" 14,":" 15,"▁%%" 16,"B" 17,":" 18,"▁%%" 19,"B" 20,":" 21,"▁%%" 22,"B" 23,":" 24,"▁%%" 25)
set ytics ("▁%%" 0,"B" 1,":" 2,"▁%%" 3,"B" 4,":" 5,"▁%%" 6,"B" 7,":" 8,"▁%%" 9,"B" 10,":" 11,"▁%%" 12,"B" 13,":" 14,"▁%%" 15,"B" 16,":" 17,"▁%%" 18,"B" 19,":" 20,"▁%%" 21,"B" 22,":" 23,"▁%%" 24,"B" 25)
plot 'attention-transformer-sent2.tsv' index 11 matrix with image
unset multiplot
