# Base-R step chart (cumulative incidence), cairo_pdf device. Data written by make.py.
d <- read.csv("km.csv")
cairo_pdf("fig_km.pdf", width = 5.2, height = 3.4, family = "Helvetica")
par(mar = c(4.2, 4.4, 1, 1), las = 1, cex = 0.9)
plot(d$month, d$control, type = "s", lwd = 2, col = "grey40", lty = 2,
     xlim = c(0, 36), ylim = c(0, 15), xaxt = "n", yaxt = "n",
     xlab = "Months since randomization", ylab = "Cumulative incidence (%)")
lines(d$month, d$substitute, type = "s", lwd = 2, col = "#b2182b")
axis(1, at = seq(0, 36, 6))
axis(2, at = seq(0, 15, 5))
legend("topleft", legend = c("Salt substitute", "Regular salt"), col = c("#b2182b", "grey40"),
       lty = c(1, 2), lwd = 2, bty = "n")
invisible(dev.off())
