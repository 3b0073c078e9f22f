set terminal pngcairo size 2496,1812 font 'sans,8'
set output 'attention-transformer-sent3.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 3,4
set title "cross, layer 2, head 0"
set xrange [-0.5:13.5]
set yrange [28.5:-0.5]
set xtics rotate by 90 right ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁crear" 3,"▁el" 4,"▁valor" 5,"▁de" 6,"▁la" 7,"▁expresión" 8,"▁de" 9,"▁la" 10,"▁expresión" 11,"▁de" 12,"▁la" 13,"▁expresión" 14,"▁de" 15,"▁la" 16,"▁expresión" 17,"▁de" 18,"▁la" 19,"▁expresión" 20,"▁de" 21,"▁la" 22,"▁expresión" 23,"▁de" 24,"▁la" 25,"▁expresión" 26,"▁de" 27,"▁la" 28)
plot 'attention-transformer-sent3.tsv' index 0 matrix with image
set title "cross, layer 2, head 1"
set xrange [-0.5:13.5]
set yrange [28.5:-0.5]
set xtics rotate by 90 right ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁crear" 3,"▁el" 4,"▁valor" 5,"▁de" 6,"▁la" 7,"▁expresión" 8,"▁de" 9,"▁la" 10,"▁expresión" 11,"▁de" 12,"▁la" 13,"▁expresión" 14,"▁de" 15,"▁la" 16,"▁expresión" 17,"▁de" 18,"▁la" 19,"▁expresión" 20,"▁de" 21,"▁la" 22,"▁expresión" 23,"▁de" 24,"▁la" 25,"▁expresión" 26,"▁de" 27,"▁la" 28)
plot 'attention-transformer-sent3.tsv' index 1 matrix with image
set title "cross, layer 2, head 2"
set xrange [-0.5:13.5]
set yrange [28.5:-0.5]
set xtics rotate by 90 right ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁crear" 3,"▁el" 4,"▁valor" 5,"▁de" 6,"▁la" 7,"▁expresión" 8,"▁de" 9,"▁la" 10,"▁expresión" 11,"▁de" 12,"▁la" 13,"▁expresión" 14,"▁de" 15,"▁la" 16,"▁expresión" 17,"▁de" 18,"▁la" 19,"▁expresión" 20,"▁de" 21,"▁la" 22,"▁expresión" 23,"▁de" 24,"▁la" 25,"▁expresión" 26,"▁de" 27,"▁la" 28)
plot 'attention-transformer-sent3.tsv' index 2 matrix with image
set title "cross, layer 2, head 3"
set xrange [-0.5:13.5]
set yrange [28.5:-0.5]
set xtics rotate by 90 right ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁crear" 3,"▁el" 4,"▁valor" 5,"▁de" 6,"▁la" 7,"▁expresión" 8,"▁de" 9,"▁la" 10,"▁expresión" 11,"▁de" 12,"▁la" 13,"▁expresión" 14,"▁de" 15,"▁la" 16,"▁expresión" 17,"▁de" 18,"▁la" 19,"▁expresión" 20,"▁de" 21,"▁la" 22,"▁expresión" 23,"▁de" 24,"▁la" 25,"▁expresión" 26,"▁de" 27,"▁la" 28)
plot 'attention-transformer-sent3.tsv' index 3 matrix with image
set title "encoder self, layer 2, head 0"
set xrange [-0.5:13.5]
set yrange [13.5:-0.5]
set xtics rotate by 90 right ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
set ytics ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
plot 'attention-transformer-sent3.tsv' index 4 matrix with image
set title "encoder self, layer 2, head 1"
set xrange [-0.5:13.5]
set yrange [13.5:-0.5]
set xtics rotate by 90 right ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
set ytics ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
plot 'attention-transformer-sent3.tsv' index 5 matrix with image
set title "encoder self, layer 2, head 2"
set xrange [-0.5:13.5]
set yrange [13.5:-0.5]
set xtics rotate by 90 right ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
set ytics ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
plot 'attention-transformer-sent3.tsv' index 6 matrix with image
set title "encoder self, layer 2, head 3"
set xrange [-0.5:13.5]
set yrange [13.5:-0.5]
set xtics rotate by 90 right ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
set ytics ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
plot 'attention-transformer-sent3.tsv' index 7 matrix with image
set title "decoder self, layer 2, head 0"
set xrange [-0.5:28.5]
set yrange [28.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁No" 1,"▁se" 2,"▁puede" 3,"▁crear" 4,"▁el" 5,"▁valor" 6,"▁de" 7,"▁la" 8,"▁expresión" 9,"▁de" 10,"▁la" 11,"▁expresión" 12,"▁de" 13,"▁la" 14,"▁expresión" 15,"▁de" 16,"▁la" 17,"▁expresión" 18,"▁de" 19,"▁la" 20,"▁expresión" 21,"▁de" 22,"▁la" 23,"▁expresión" 24,"▁de" 25,"▁la" 26,"▁expresión" 27,"▁de" 28)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁crear" 3,"▁el" 4,"▁valor" 5,"▁de" 6,"▁la" 7,"▁expresión" 8,"▁de" 9,"▁la" 10,"▁expresión" 11,"▁de" 12,"▁la" 13,"▁expresión" 14,"▁de" 15,"▁la" 16,"▁expresión" 17,"▁de" 18,"▁la" 19,"▁expresión" 20,"▁de" 21,"▁la" 22,"▁expresión" 23,"▁de" 24,"▁la" 25,"▁expresión" 26,"▁de" 27,"▁la" 28)
plot 'attention-transformer-sent3.tsv' index 8 matrix with image
set title "decoder self, layer 2, head 1"
set xrange [-0.5:28.5]
set yrange [28.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁No" 1,"▁se" 2,"▁puede" 3,"▁crear" 4,"▁el" 5,"▁valor" 6,"▁de" 7,"▁la" 8,"▁expresión" 9,"▁de" 10,"▁la" 11,"▁expresión" 12,"▁de" 13,"▁la" 14,"▁expresión" 15,"▁de" 16,"▁la" 17,"▁expresión" 18,"▁de" 19,"▁la" 20,"▁expresión" 21,"▁de" 22,"▁la" 23,"▁expresión" 24,"▁de" 25,"▁la" 26,"▁expresión" 27,"▁de" 28)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁crear" 3,"▁el" 4,"▁valor" 5,"▁de" 6,"▁la" 7,"▁expresión" 8,"▁de" 9,"▁la" 10,"▁expresión" 11,"▁de" 12,"▁la" 13,"▁expresión" 14,"▁de" 15,"▁la" 16,"▁expresión" 17,"▁de" 18,"▁la" 19,"▁expresión" 20,"▁de" 21,"▁la" 22,"▁expresión" 23,"▁de" 24,"▁la" 25,"▁expresión" 26,"▁de" 27,"▁la" 28)
plot 'attention-transformer-sent3.tsv' index 9 matrix with image
set title "decoder self, layer 2, head 2"
set xrange [-0.5:28.5]
set yrange [28.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁No" 1,"▁se" 2,"▁puede" 3,"▁crear" 4,"▁el" 5,"▁valor" 6,"▁de" 7,"▁la" 8,"▁expresión" 9,"▁de" 10,"▁la" 11,"▁expresión" 12,"▁de" 13,"▁la" 14,"▁expresión" 15,"▁de" 16,"▁la" 17,"▁expresión" 18,"▁de" 19,"▁la" 20,"▁expresión" 21,"▁de" 22,"▁la" 23,"▁expresión" 24,"▁de" 25,"▁la" 26,"▁expresión" 27,"▁de" 28)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁crear" 3,"▁el" 4,"▁valor" 5,"▁de" 6,"▁la" 7,"▁expresión" 8,"▁de" 9,"▁la" 10,"▁expresión" 11,"▁de" 12,"▁la" 13,"▁expresión" 14,"▁de" 15,"▁la" 16,"▁expresión" 17,"▁de" 18,"▁la" 19,"▁expresión" 20,"▁de" 21,"▁la" 22,"▁expresión" 23,"▁de" 24,"▁la" 25,"▁expresión" 26,"▁de" 27,"▁la" 28)
plot 'attention-transformer-sent3.tsv' index 10 matrix with image
set title "decoder self, layer 2, head 3"
set xrange [-0.5:28.5]
set yrange [28.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁No" 1,"▁se" 2,"▁puede" 3,"▁crear" 4,"▁el" 5,"▁valor" 6,"▁de" 7,"▁la" 8,"▁expresión" 9,"▁de" 10,"▁la" 11,"▁expresión" 12,"▁de" 13,"▁la" 14,"▁expresión" 15,"▁de" 16,"▁la" 17,"▁expresión" 18,"▁de" 19,"▁la" 20,"▁expresión" 21,"▁de" 22,"▁la" 23,"▁expresión" 24,"▁de" 25,"▁la" 26,"▁expresión" 27,"▁de" 28)
set ytics ("▁No" 0,"▁se" 1,"▁puede" 2,"▁crear" 3,"▁el" 4,"▁valor" 5,"▁de" 6,"▁la" 7,"▁expresión" 8,"▁de" 9,"▁la" 10,"▁expresión" 11,"▁de" 12,"▁la" 13,"▁expresión" 14,"▁de" 15,"▁la" 16,"▁expresión" 17,"▁de" 18,"▁la" 19,"▁expresión" 20,"▁de" 21,"▁la" 22,"▁expresión" 23,"▁de" 24,"▁la" 25,"▁expresión" 26,"▁de" 27,"▁la" 28)
plot 'attention-transformer-sent3.tsv' index 11 matrix with image
unset multiplot
