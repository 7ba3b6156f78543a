# ggplot2 line chart with error bars, drawn on R's classic pdf() device (Latin-1 text,
# Helvetica referenced, not embedded). The data file is written by make.py. The build runs R in
# the C locale, so non-ASCII text in this script is written as \u escapes.
library(ggplot2)
d <- read.csv("richesse.csv", encoding = "UTF-8", stringsAsFactors = FALSE)
d$mois <- factor(d$mois, levels = unique(d$mois))
d$habitat <- factor(d$habitat, levels = unique(d$habitat))
p <- ggplot(d, aes(x = mois, y = richesse, colour = habitat, shape = habitat, group = habitat)) +
  geom_line(linewidth = 0.6) +
  geom_point(size = 2.2) +
  geom_errorbar(aes(ymin = richesse - et, ymax = richesse + et), width = 0.15) +
  scale_y_continuous(limits = c(0, 20), breaks = seq(0, 20, 5)) +
  labs(x = "Mois", y = "Richesse (esp\u00e8ces par relev\u00e9)", colour = "Habitat", shape = "Habitat") +
  theme_classic(base_size = 10) +
  theme(legend.position = "top")
pdf("fig_richesse.pdf", width = 5.2, height = 3.2, encoding = "ISOLatin1")
print(p)
invisible(dev.off())
