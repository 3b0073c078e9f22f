set terminal pngcairo size 2368,1716 font 'sans,8'
set output 'attention-transformer-sent2.png'
set datafile separator '\t'
unset key
set palette gray negative
set cbrange [0:*]
set tics scale 0
set multiplot layout 3,4
set title "cross, layer 2, head 0"
set xrange [-0.5:26.5]
set yrange [22.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁Y" 0,"▁murió" 1,"▁M" 2,"a" 3,"▁y" 4,"▁Ch" 5,"il" 6,"ón" 7,"," 8,"▁y" 9,"▁murió" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁sus" 14,"▁dos" 15,"▁hijos" 16,"▁y" 17,"▁de" 18,"▁su" 19,"▁marido" 20,"." 21,"</s>" 22)
plot 'attention-transformer-sent2.tsv' index 0 matrix with image
set title "cross, layer 2, head 1"
set xrange [-0.5:26.5]
set yrange [22.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁Y" 0,"▁murió" 1,"▁M" 2,"a" 3,"▁y" 4,"▁Ch" 5,"il" 6,"ón" 7,"," 8,"▁y" 9,"▁murió" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁sus" 14,"▁dos" 15,"▁hijos" 16,"▁y" 17,"▁de" 18,"▁su" 19,"▁marido" 20,"." 21,"</s>" 22)
plot 'attention-transformer-sent2.tsv' index 1 matrix with image
set title "cross, layer 2, head 2"
set xrange [-0.5:26.5]
set yrange [22.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁Y" 0,"▁murió" 1,"▁M" 2,"a" 3,"▁y" 4,"▁Ch" 5,"il" 6,"ón" 7,"," 8,"▁y" 9,"▁murió" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁sus" 14,"▁dos" 15,"▁hijos" 16,"▁y" 17,"▁de" 18,"▁su" 19,"▁marido" 20,"." 21,"</s>" 22)
plot 'attention-transformer-sent2.tsv' index 2 matrix with image
set title "cross, layer 2, head 3"
set xrange [-0.5:26.5]
set yrange [22.5:-0.5]
set xtics rotate by 90 right ("▁M" 0,"ah" 1,"lo" 2,"n" 3,"▁and" 4,"▁Ch" 5,"il" 6,"ion" 7,"▁both" 8,"▁died" 9,"," 10,"▁and" 11,"▁the" 12,"▁woman" 13,"▁was" 14,"▁bereave" 15,"d" 16,"▁of" 17,"▁her" 18,"▁two" 19,"▁children" 20,"▁and" 21,"▁of" 22,"▁her" 23,"▁husband" 24,"." 25,"</s>" 26)
set ytics ("▁Y" 0,"▁murió" 1,"▁M" 2,"a" 3,"▁y" 4,"▁Ch" 5,"il" 6,"ón" 7,"," 8,"▁y" 9,"▁murió" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁sus" 14,"▁dos" 15,"▁hijos" 16,"▁y" 17,"▁de" 18,"▁su" 19,"▁marido" 20,"." 21,"</s>" 22)
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
set xrange [-0.5:22.5]
set yrange [22.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁murió" 2,"▁M" 3,"a" 4,"▁y" 5,"▁Ch" 6,"il" 7,"ón" 8,"," 9,"▁y" 10,"▁murió" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁sus" 15,"▁dos" 16,"▁hijos" 17,"▁y" 18,"▁de" 19,"▁su" 20,"▁marido" 21,"." 22)
set ytics ("▁Y" 0,"▁murió" 1,"▁M" 2,"a" 3,"▁y" 4,"▁Ch" 5,"il" 6,"ón" 7,"," 8,"▁y" 9,"▁murió" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁sus" 14,"▁dos" 15,"▁hijos" 16,"▁y" 17,"▁de" 18,"▁su" 19,"▁marido" 20,"." 21,"</s>" 22)
plot 'attention-transformer-sent2.tsv' index 8 matrix with image
set title "decoder self, layer 2, head 1"
set xrange [-0.5:22.5]
set yrange [22.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁murió" 2,"▁M" 3,"a" 4,"▁y" 5,"▁Ch" 6,"il" 7,"ón" 8,"," 9,"▁y" 10,"▁murió" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁sus" 15,"▁dos" 16,"▁hijos" 17,"▁y" 18,"▁de" 19,"▁su" 20,"▁marido" 21,"." 22)
set ytics ("▁Y" 0,"▁murió" 1,"▁M" 2,"a" 3,"▁y" 4,"▁Ch" 5,"il" 6,"ón" 7,"," 8,"▁y" 9,"▁murió" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁sus" 14,"▁dos" 15,"▁hijos" 16,"▁y" 17,"▁de" 18,"▁su" 19,"▁marido" 20,"." 21,"</s>" 22)
plot 'attention-transformer-sent2.tsv' index 9 matrix with image
set title "decoder self, layer 2, head 2"
set xrange [-0.5:22.5]
set yrange [22.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁murió" 2,"▁M" 3,"a" 4,"▁y" 5,"▁Ch" 6,"il" 7,"ón" 8,"," 9,"▁y" 10,"▁murió" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁sus" 15,"▁dos" 16,"▁hijos" 17,"▁y" 18,"▁de" 19,"▁su" 20,"▁marido" 21,"." 22)
set ytics ("▁Y" 0,"▁murió" 1,"▁M" 2,"a" 3,"▁y" 4,"▁Ch" 5,"il" 6,"ón" 7,"," 8,"▁y" 9,"▁murió" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁sus" 14,"▁dos" 15,"▁hijos" 16,"▁y" 17,"▁de" 18,"▁su" 19,"▁marido" 20,"." 21,"</s>" 22)
plot 'attention-transformer-sent2.tsv' index 10 matrix with image
set title "decoder self, layer 2, head 3"
set xrange [-0.5:22.5]
set yrange [22.5:-0.5]
set xtics rotate by 90 right ("<s>" 0,"▁Y" 1,"▁murió" 2,"▁M" 3,"a" 4,"▁y" 5,"▁Ch" 6,"il" 7,"ón" 8,"," 9,"▁y" 10,"▁murió" 11,"▁la" 12,"▁mujer" 13,"▁de" 14,"▁sus" 15,"▁dos" 16,"▁hijos" 17,"▁y" 18,"▁de" 19,"▁su" 20,"▁marido" 21,"." 22)
set ytics ("▁Y" 0,"▁murió" 1,"▁M" 2,"a" 3,"▁y" 4,"▁Ch" 5,"il" 6,"ón" 7,"," 8,"▁y" 9,"▁murió" 10,"▁la" 11,"▁mujer" 12,"▁de" 13,"▁sus" 14,"▁dos" 15,"▁hijos" 16,"▁y" 17,"▁de" 18,"▁su" 19,"▁marido" 20,"." 21,"</s>" 22)
plot 'attention-transformer-sent2.tsv' index 11 matrix with image
unset multiplot
