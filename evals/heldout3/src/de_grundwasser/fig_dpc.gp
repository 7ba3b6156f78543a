# Desphenyl-Chloridazon, annual means (µg/l), log y; data in dpc.dat (year, three wells).
set terminal pdfcairo enhanced font "DejaVu Sans,9" size 4.3in,2.7in
set output "fig_dpc.pdf"
set encoding utf8
set decimalsign ','
set logscale y
set yrange [0.01:10]
set format y "%g"
set xrange [2014.5:2023.5]
set xtics 2015,1,2023
set xlabel "Jahr"
set ylabel "Konzentration (µg/l)"
set key top left box opaque
set grid ytics mytics lc rgb "#dddddd"
plot "dpc.dat" using 1:2 with linespoints pt 7 ps 0.6 lc rgb "#1b6fa8" title "GWM 101", \
     "dpc.dat" using 1:3 with linespoints pt 5 ps 0.6 lc rgb "#c0392b" title "GWM 117", \
     "dpc.dat" using 1:4 with linespoints pt 9 ps 0.7 lc rgb "#2e8b3c" title "GWM 136"
