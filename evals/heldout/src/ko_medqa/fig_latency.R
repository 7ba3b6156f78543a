# Base R graphics on the classic pdf() device: Helvetica is referenced, not embedded.
d <- read.csv("fig_latency.csv", check.names = FALSE)
pdf("fig_latency.pdf", width = 4.2, height = 3.0, pointsize = 10, useDingbats = FALSE)
par(mar = c(3.2, 4.2, 0.8, 0.6), mgp = c(2.9, 0.6, 0))
mids <- barplot(d$latency, names.arg = d$model, ylim = c(0, 1000), yaxt = "n",
                col = "grey70", border = "black", ylab = "Latency per question (ms)", cex.names = 0.85)
axis(2, at = seq(0, 1000, 200), las = 1)
arrows(mids, d$latency - d$sd, mids, d$latency + d$sd, angle = 90, code = 3, length = 0.05)
box(bty = "l")
invisible(dev.off())
