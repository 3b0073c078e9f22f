set terminal pngcairo size 2560,1860 font 'sans,8'
set output 'attention-transformer-sent2.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 3,4
set title "cross, layer 2, head 0"
set xrange [-0.5:26.5]
set yrange [29.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁Y" 0,"▁á" 1,"▁A" 2,"hol" 3,"i" 4,"ba" 5,"," 6,"▁y" 7,"▁murió" 8,"," 9,"▁y" 10,"▁murió" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁los" 15,"▁hijos" 16,"▁de" 17,"▁Si" 18,"m" 19,"," 20,"▁y" 21,"▁sus" 22,"▁dos" 23,"▁hijos" 24,"▁fueron" 25,"▁sus" 26,"▁dos" 27,"." 28,"</s>" 29)
plot 'attention-transformer-sent2.tsv' index 0 matrix with image
set title "cross, layer 2, head 1"
set xrange [-0.5:26.5]
set yrange [29.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁Y" 0,"▁á" 1,"▁A" 2,"hol" 3,"i" 4,"ba" 5,"," 6,"▁y" 7,"▁murió" 8,"," 9,"▁y" 10,"▁murió" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁los" 15,"▁hijos" 16,"▁de" 17,"▁Si" 18,"m" 19,"," 20,"▁y" 21,"▁sus" 22,"▁dos" 23,"▁hijos" 24,"▁fueron" 25,"▁sus" 26,"▁dos" 27,"." 28,"</s>" 29)
plot 'attention-transformer-sent2.tsv' index 1 matrix with image
set title "cross, layer 2, head 2"
set xrange [-0.5:26.5]
set yrange [29.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁Y" 0,"▁á" 1,"▁A" 2,"hol" 3,"i" 4,"ba" 5,"," 6,"▁y" 7,"▁murió" 8,"," 9,"▁y" 10,"▁murió" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁los" 15,"▁hijos" 16,"▁de" 17,"▁Si" 18,"m" 19,"," 20,"▁y" 21,"▁sus" 22,"▁dos" 23,"▁hijos" 24,"▁fueron" 25,"▁sus" 26,"▁dos" 27,"." 28,"</s>" 29)
plot 'attention-transformer-sent2.tsv' index 2 matrix with image
set title "cross, layer 2, head 3"
set xrange [-0.5:26.5]
set yrange [29.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁Y" 0,"▁á" 1,"▁A" 2,"hol" 3,"i" 4,"ba" 5,"," 6,"▁y" 7,"▁murió" 8,"," 9,"▁y" 10,"▁murió" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁los" 15,"▁hijos" 16,"▁de" 17,"▁Si" 18,"m" 19,"," 20,"▁y" 21,"▁sus" 22,"▁dos" 23,"▁hijos" 24,"▁fueron" 25,"▁sus" 26,"▁dos" 27,"." 28,"</s>" 29)
plot 'attention-transformer-sent2.tsv' index 3 matrix with image
set title "encoder self, layer 2, head 0"
set xrange [-0.5:26.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
plot 'attention-transformer-sent2.tsv' index 4 matrix with image
set title "encoder self, layer 2, head 1"
set xrange [-0.5:26.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
plot 'attention-transformer-sent2.tsv' index 5 matrix with image
set title "encoder self, layer 2, head 2"
set xrange [-0.5:26.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
plot 'attention-transformer-sent2.tsv' index 6 matrix with image
set title "encoder self, layer 2, head 3"
set xrange [-0.5:26.5]
set yrange [26.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
plot 'attention-transformer-sent2.tsv' index 7 matrix with image
set title "decoder self, layer 2, head 0"
set xrange [-0.5:29.5]
set yrange [29.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁á" 2,"▁A" 3,"hol" 4,"i" 5,"ba" 6,"," 7,"▁y" 8,"▁murió" 9,"," 10,"▁y" 11,"▁murió" 12,"▁la" 13,"▁mujer" 14,"▁de" 15,"▁los" 16,"▁hijos" 17,"▁de" 18,"▁Si" 19,"m" 20,"," 21,"▁y" 22,"▁sus" 23,"▁dos" 24,"▁hijos" 25,"▁fueron" 26,"▁sus" 27,"▁dos" 28,"." 29)
set ytics ("▁Y" 0,"▁á" 1,"▁A" 2,"hol" 3,"i" 4,"ba" 5,"," 6,"▁y" 7,"▁murió" 8,"," 9,"▁y" 10,"▁murió" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁los" 15,"▁hijos" 16,"▁de" 17,"▁Si" 18,"m" 19,"," 20,"▁y" 21,"▁sus" 22,"▁dos" 23,"▁hijos" 24,"▁fueron" 25,"▁sus" 26,"▁dos" 27,"." 28,"</s>" 29)
plot 'attention-transformer-sent2.tsv' index 8 matrix with image
set title "decoder self, layer 2, head 1"
set xrange [-0.5:29.5]
set yrange [29.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁á" 2,"▁A" 3,"hol" 4,"i" 5,"ba" 6,"," 7,"▁y" 8,"▁murió" 9,"," 10,"▁y" 11,"▁murió" 12,"▁la" 13,"▁mujer" 14,"▁de" 15,"▁los" 16,"▁hijos" 17,"▁de" 18,"▁Si" 19,"m" 20,"," 21,"▁y" 22,"▁sus" 23,"▁dos" 24,"▁hijos" 25,"▁fueron" 26,"▁sus" 27,"▁dos" 28,"." 29)
set ytics ("▁Y" 0,"▁á" 1,"▁A" 2,"hol" 3,"i" 4,"ba" 5,"," 6,"▁y" 7,"▁murió" 8,"," 9,"▁y" 10,"▁murió" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁los" 15,"▁hijos" 16,"▁de" 17,"▁Si" 18,"m" 19,"," 20,"▁y" 21,"▁sus" 22,"▁dos" 23,"▁hijos" 24,"▁fueron" 25,"▁sus" 26,"▁dos" 27,"." 28,"</s>" 29)
plot 'attention-transformer-sent2.tsv' index 9 matrix with image
set title "decoder self, layer 2, head 2"
set xrange [-0.5:29.5]
set yrange [29.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁á" 2,"▁A" 3,"hol" 4,"i" 5,"ba" 6,"," 7,"▁y" 8,"▁murió" 9,"," 10,"▁y" 11,"▁murió" 12,"▁la" 13,"▁mujer" 14,"▁de" 15,"▁los" 16,"▁hijos" 17,"▁de" 18,"▁Si" 19,"m" 20,"," 21,"▁y" 22,"▁sus" 23,"▁dos" 24,"▁hijos" 25,"▁fueron" 26,"▁sus" 27,"▁dos" 28,"." 29)
set ytics ("▁Y" 0,"▁á" 1,"▁A" 2,"hol" 3,"i" 4,"ba" 5,"," 6,"▁y" 7,"▁murió" 8,"," 9,"▁y" 10,"▁murió" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁los" 15,"▁hijos" 16,"▁de" 17,"▁Si" 18,"m" 19,"," 20,"▁y" 21,"▁sus" 22,"▁dos" 23,"▁hijos" 24,"▁fueron" 25,"▁sus" 26,"▁dos" 27,"." 28,"</s>" 29)
plot 'attention-transformer-sent2.tsv' index 10 matrix with image
set title "decoder self, layer 2, head 3"
set xrange [-0.5:29.5]
set yrange [29.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁á" 2,"▁A" 3,"hol" 4,"i" 5,"ba" 6,"," 7,"▁y" 8,"▁murió" 9,"," 10,"▁y" 11,"▁murió" 12,"▁la" 13,"▁mujer" 14,"▁de" 15,"▁los" 16,"▁hijos" 17,"▁de" 18,"▁Si" 19,"m" 20,"," 21,"▁y" 22,"▁sus" 23,"▁dos" 24,"▁hijos" 25,"▁fueron" 26,"▁sus" 27,"▁dos" 28,"." 29)
set ytics ("▁Y" 0,"▁á" 1,"▁A" 2,"hol" 3,"i" 4,"ba" 5,"," 6,"▁y" 7,"▁murió" 8,"," 9,"▁y" 10,"▁murió" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁los" 15,"▁hijos" 16,"▁de" 17,"▁Si" 18,"m" 19,"," 20,"▁y" 21,"▁sus" 22,"▁dos" 23,"▁hijos" 24,"▁fueron" 25,"▁sus" 26,"▁dos" 27,"." 28,"</s>" 29)
plot 'attention-transformer-sent2.tsv' index 11 matrix with image
unset multiplot
