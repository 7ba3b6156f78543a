# Base-R scatter with its least-squares line on the classic pdf() device; Brazilian decimal
# comma on the axes through options(OutDec = ","). C locale: accents as \u escapes.
options(OutDec = ",")
d <- read.csv("chuva.csv")
pdf("fig_chuva.pdf", width = 5.2, height = 3.8)
par(mar = c(4.2, 4.4, 0.8, 0.8))
plot(d$chuva, d$incidencia, pch = 19, col = "#1f5f8b", xlim = c(0, 300), ylim = c(0, 400),
     xlab = "Chuva acumulada no m\u00eas anterior (mm)",
     ylab = "Incid\u00eancia mensal (por 100 mil hab.)", las = 1)
fit <- lm(incidencia ~ chuva, data = d)
abline(fit, lty = 2, lwd = 1.5, col = "grey30")
legend("topleft", legend = c("Meses de 2023", "Reta de regress\u00e3o"), pch = c(19, NA),
       lty = c(NA, 2), col = c("#1f5f8b", "grey30"), bty = "n")
invisible(dev.off())
cat(sprintf("%.4f %.4f\n", coef(fit)[1], coef(fit)[2]), file = "fit.txt")
