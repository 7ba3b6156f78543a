# ggplot2 line chart with points, legend at the bottom, saved with cairo_pdf (text stays text).
suppressPackageStartupMessages(library(ggplot2))
d <- read.csv("fig_length.csv", check.names = FALSE)
d$Model <- factor(d$Model, levels = c("SR-GNN", "CORE", "SessionGraph"))
p <- ggplot(d, aes(x = length, y = recall, colour = Model, shape = Model)) +
  geom_line(linewidth = 0.6) +
  geom_point(size = 1.8) +
  scale_x_continuous(breaks = seq(2, 16, 2), limits = c(2, 16)) +
  scale_y_continuous(breaks = seq(35, 60, 5), limits = c(35, 60)) +
  labs(x = "Session length (items)", y = "Recall@10 (%)") +
  theme_bw(base_size = 9) +
  theme(legend.position = "bottom", legend.margin = margin(0, 0, 0, 0))
ggsave("fig_length.pdf", p, width = 3.3, height = 2.4, device = cairo_pdf)
