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
set ytics ("▁El" 0,"▁valor" 1,"▁de" 2,"▁la" 3,"▁etiqueta" 4,"▁de" 5,"▁la" 6,"▁etiqueta" 7,"▁de" 8,"▁la" 9,"▁etiqueta" 10,"▁de" 11,"▁la" 12,"▁etiqueta" 13,"▁de" 14,"▁la" 15,"▁etiqueta" 16,"▁de" 17,"▁la" 18,"▁etiqueta" 19,"▁de" 20,"▁la" 21,"▁etiqueta" 22,"▁de" 23,"▁la" 24,"▁etiqueta" 25,"▁de" 26,"▁la" 27,"▁etiqueta" 28)
plot 'attention-transformer-sent3.tsv' index 0 matrix with image
set title "cross, layer 2, head 1"
set xrange [-0.5:13.5]
set yrange [28.5:-0.5]
set xtics rotate by 90 right ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
set ytics ("▁El" 0,"▁valor" 1,"▁de" 2,"▁la" 3,"▁etiqueta" 4,"▁de" 5,"▁la" 6,"▁etiqueta" 7,"▁de" 8,"▁la" 9,"▁etiqueta" 10,"▁de" 11,"▁la" 12,"▁etiqueta" 13,"▁de" 14,"▁la" 15,"▁etiqueta" 16,"▁de" 17,"▁la" 18,"▁etiqueta" 19,"▁de" 20,"▁la" 21,"▁etiqueta" 22,"▁de" 23,"▁la" 24,"▁etiqueta" 25,"▁de" 26,"▁la" 27,"▁etiqueta" 28)
plot 'attention-transformer-sent3.tsv' index 1 matrix with image
set title "cross, layer 2, head 2"
set xrange [-0.5:13.5]
set yrange [28.5:-0.5]
set xtics rotate by 90 right ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
set ytics ("▁El" 0,"▁valor" 1,"▁de" 2,"▁la" 3,"▁etiqueta" 4,"▁de" 5,"▁la" 6,"▁etiqueta" 7,"▁de" 8,"▁la" 9,"▁etiqueta" 10,"▁de" 11,"▁la" 12,"▁etiqueta" 13,"▁de" 14,"▁la" 15,"▁etiqueta" 16,"▁de" 17,"▁la" 18,"▁etiqueta" 19,"▁de" 20,"▁la" 21,"▁etiqueta" 22,"▁de" 23,"▁la" 24,"▁etiqueta" 25,"▁de" 26,"▁la" 27,"▁etiqueta" 28)
plot 'attention-transformer-sent3.tsv' index 2 matrix with image
set title "cross, layer 2, head 3"
set xrange [-0.5:13.5]
set yrange [28.5:-0.5]
set xtics rotate by 90 right ("▁#" 0,"▁I" 1,"mpl" 2,"ic" 3,"it" 4,"▁rule" 5,"▁search" 6,"▁has" 7,"▁not" 8,"▁be" 9,"en" 10,"▁done" 11,"." 12,"</s>" 13)
set ytics ("▁El" 0,"▁valor" 1,"▁de" 2,"▁la" 3,"▁etiqueta" 4,"▁de" 5,"▁la" 6,"▁etiqueta" 7,"▁de" 8,"▁la" 9,"▁etiqueta" 10,"▁de" 11,"▁la" 12,"▁etiqueta" 13,"▁de" 14,"▁la" 15,"▁etiqueta" 16,"▁de" 17,"▁la" 18,"▁etiqueta" 19,"▁de" 20,"▁la" 21,"▁etiqueta" 22,"▁de" 23,"▁la" 24,"▁etiqueta" 25,"▁de" 26,"▁la" 27,"▁etiqueta" 28)
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
set xtics rotate by 90 right ("<s>" 0,"▁El" 1,"▁valor" 2,"▁de" 3,"▁la" 4,"▁etiqueta" 5,"▁de" 6,"▁la" 7,"▁etiqueta" 8,"▁de" 9,"▁la" 10,"▁etiqueta" 11,"▁de" 12,"▁la" 13,"▁etiqueta" 14,"▁de" 15,"▁la" 16,"▁etiqueta" 17,"▁de" 18,"▁la" 19,"▁etiqueta" 20,"▁de" 21,"▁la" 22,"▁etiqueta" 23,"▁de" 24,"▁la" 25,"▁etiqueta" 26,"▁de" 27,"▁la" 28)
set ytics ("▁El" 0,"▁valor" 1,"▁de" 2,"▁la" 3,"▁etiqueta" 4,"▁de" 5,"▁la" 6,"▁etiqueta" 7,"▁de" 8,"▁la" 9,"▁etiqueta" 10,"▁de" 11,"▁la" 12,"▁etiqueta" 13,"▁de" 14,"▁la" 15,"▁etiqueta" 16,"▁de" 17,"▁la" 18,"▁etiqueta" 19,"▁de" 20,"▁la" 21,"▁etiqueta" 22,"▁de" 23,"▁la" 24,"▁etiqueta" 25,"▁de" 26,"▁la" 27,"▁etiqueta" 28)
plot 'attention-transformer-sent3.tsv' index 8 matrix with image
set title "decoder self, layer 2, head 1"
set xrange [-0.5:28.5]
set yrange [28.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁El" 1,"▁valor" 2,"▁de" 3,"▁la" 4,"▁etiqueta" 5,"▁de" 6,"▁la" 7,"▁etiqueta" 8,"▁de" 9,"▁la" 10,"▁etiqueta" 11,"▁de" 12,"▁la" 13,"▁etiqueta" 14,"▁de" 15,"▁la" 16,"▁etiqueta" 17,"▁de" 18,"▁la" 19,"▁etiqueta" 20,"▁de" 21,"▁la" 22,"▁etiqueta" 23,"▁de" 24,"▁la" 25,"▁etiqueta" 26,"▁de" 27,"▁la" 28)
set ytics ("▁El" 0,"▁valor" 1,"▁de" 2,"▁la" 3,"▁etiqueta" 4,"▁de" 5,"▁la" 6,"▁etiqueta" 7,"▁de" 8,"▁la" 9,"▁etiqueta" 10,"▁de" 11,"▁la" 12,"▁etiqueta" 13,"▁de" 14,"▁la" 15,"▁etiqueta" 16,"▁de" 17,"▁la" 18,"▁etiqueta" 19,"▁de" 20,"▁la" 21,"▁etiqueta" 22,"▁de" 23,"▁la" 24,"▁etiqueta" 25,"▁de" 26,"▁la" 27,"▁etiqueta" 28)
plot 'attention-transformer-sent3.tsv' index 9 matrix with image
set title "decoder self, layer 2, head 2"
set xrange [-0.5:28.5]
set yrange [28.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁El" 1,"▁valor" 2,"▁de" 3,"▁la" 4,"▁etiqueta" 5,"▁de" 6,"▁la" 7,"▁etiqueta" 8,"▁de" 9,"▁la" 10,"▁etiqueta" 11,"▁de" 12,"▁la" 13,"▁etiqueta" 14,"▁de" 15,"▁la" 16,"▁etiqueta" 17,"▁de" 18,"▁la" 19,"▁etiqueta" 20,"▁de" 21,"▁la" 22,"▁etiqueta" 23,"▁de" 24,"▁la" 25,"▁etiqueta" 26,"▁de" 27,"▁la" 28)
set ytics ("▁El" 0,"▁valor" 1,"▁de" 2,"▁la" 3,"▁etiqueta" 4,"▁de" 5,"▁la" 6,"▁etiqueta" 7,"▁de" 8,"▁la" 9,"▁etiqueta" 10,"▁de" 11,"▁la" 12,"▁etiqueta" 13,"▁de" 14,"▁la" 15,"▁etiqueta" 16,"▁de" 17,"▁la" 18,"▁etiqueta" 19,"▁de" 20,"▁la" 21,"▁etiqueta" 22,"▁de" 23,"▁la" 24,"▁etiqueta" 25,"▁de" 26,"▁la" 27,"▁etiqueta" 28)
plot 'attention-transformer-sent3.tsv' index 10 matrix with image
set title "decoder self, layer 2, head 3"
set xrange [-0.5:28.5]
set yrange [28.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁El" 1,"▁valor" 2,"▁de" 3,"▁la" 4,"▁etiqueta" 5,"▁de" 6,"▁la" 7,"▁etiqueta" 8,"▁de" 9,"▁la" 10,"▁etiqueta" 11,"▁de" 12,"▁la" 13,"▁etiqueta" 14,"▁de" 15,"▁la" 16,"▁etiqueta" 17,"▁de" 18,"▁la" 19,"▁etiqueta" 20,"▁de" 21,"▁la" 22,"▁etiqueta" 23,"▁de" 24,"▁la" 25,"▁etiqueta" 26,"▁de" 27,"▁la" 28)
set ytics ("▁El" 0,"▁valor" 1,"▁de" 2,"▁la" 3,"▁etiqueta" 4,"▁de" 5,"▁la" 6,"▁etiqueta" 7,"▁de" 8,"▁la" 9,"▁etiqueta" 10,"▁de" 11,"▁la" 12,"▁etiqueta" 13,"▁de" 14,"▁la" 15,"▁etiqueta" 16,"▁de" 17,"▁la" 18,"▁etiqueta" 19,"▁de" 20,"▁la" 21,"▁etiqueta" 22,"▁de" 23,"▁la" 24,"▁etiqueta" 25,"▁de" 26,"▁la" 27,"▁etiqueta" 28)
plot 'attention-transformer-sent3.tsv' index 11 matrix with image
unset multiplot
