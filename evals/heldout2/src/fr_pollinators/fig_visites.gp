# gnuplot clustered histogram, pdfcairo, French decimal comma on the y ticks.
set terminal pdfcairo enhanced font "Sans,9" size 5in,2.8in
set output "fig_visites.pdf"
set encoding utf8
set decimalsign ','
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set boxwidth 0.9
set yrange [0:25]
set ytics 0,5,25 format "%.1f"
set ylabel "Visites par heure"
set key top left box
set grid ytics
plot "visites.dat" using 2:xtic(1) title "2022" lc rgb "#4a7ab5", \
     "" using 3 title "2023" lc rgb "#e39b3a"
