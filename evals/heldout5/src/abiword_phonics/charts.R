# Base R graphics written by svglite (live <text>), drawn later by librsvg inside AbiWord.
library(svglite)
d <- read.csv("fluency.csv", check.names = FALSE)
svglite("fig1.svg", width = 6.2, height = 3.6, pointsize = 10)
par(mar = c(4.2, 4.5, 1, 1))
plot(seq_len(nrow(d)), d$Intervention, type = "b", pch = 19, lty = 1, ylim = c(30, 90),
     xaxt = "n", xlab = "Assessment point (school year 2023/24)",
     ylab = "Oral reading fluency (wcpm)", las = 1)
lines(seq_len(nrow(d)), d$Control, type = "b", pch = 1, lty = 2)
axis(1, at = seq_len(nrow(d)), labels = d$when)
legend("topleft", legend = c("Intervention", "Control"), pch = c(19, 1), lty = c(1, 2), bty = "n")
invisible(dev.off())
s <- read.csv("subgroups.csv", check.names = FALSE)
svglite("fig2.svg", width = 6.2, height = 3.4, pointsize = 10)
par(mar = c(4.2, 13, 1, 1))
barplot(rev(s$d), names.arg = rev(s$group), horiz = TRUE, las = 1, xlim = c(0, 0.6),
        col = "grey70", border = NA, xlab = "Effect size on fluency (Cohen's d)")
abline(v = seq(0, 0.6, 0.1), col = "grey90", lty = 1)
barplot(rev(s$d), horiz = TRUE, col = "grey45", border = NA, add = TRUE, axes = FALSE)
invisible(dev.off())
