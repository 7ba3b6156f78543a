# Figure 1: lattice xyplot panels (one per site) on the classic pdf() device.
# Figure 2: base-R boxplot on the postscript() device (converted with epstopdf by make.py).
library(lattice)
d <- read.csv("dose.csv")
d$site <- factor(d$site, levels = c("Ames", "Lincoln", "Manhattan"))
pdf("fig_dose.pdf", width = 7.5, height = 3.0)
print(xyplot(yield ~ nrate | site, data = d, groups = variety, type = "b", layout = c(3, 1),
             pch = c(16, 17), lty = c(1, 2), col = c("black", "grey40"),
             xlab = "Nitrogen rate (kg N/ha)", ylab = "Grain yield (t/ha)",
             scales = list(x = list(at = c(0, 40, 80, 120, 160))),
             ylim = c(3, 10.5),
             key = list(space = "right", text = list(c("Everest", "Zenda")),
                        points = list(pch = c(16, 17), col = c("black", "grey40")),
                        lines = list(lty = c(1, 2), col = c("black", "grey40")), type = "b")))
invisible(dev.off())

e <- read.csv("err.csv")
e$method <- factor(e$method, levels = c("fieldtrials", "fieldtrials-hom", "lme4", "OLS"))
postscript("fig_err.eps", width = 5.5, height = 3.6, horizontal = FALSE, onefile = FALSE,
           paper = "special")
par(mar = c(3, 4.2, 0.8, 0.5))
boxplot(error ~ method, data = e, col = "grey85", ylim = c(0, 1.4), las = 1,
        xlab = "", ylab = "Absolute error (t/ha)")
invisible(dev.off())
