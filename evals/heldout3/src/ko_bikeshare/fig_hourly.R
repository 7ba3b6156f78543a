# Stacked area chart of mean weekday rentals per hour by pass type (ggplot2 on cairo_pdf with a
# Korean font). Runs in the C locale, so Korean text is written as \u escapes.
library(ggplot2)
d <- read.csv("hourly.csv")
# The CSV names the pass types in ASCII; the printed Korean labels are set here.
d$pass <- factor(d$pass, levels = c("season", "day"),
                 labels = c("\uc815\uae30\uad8c", "\uc77c\uc77c\uad8c"))
p <- ggplot(d, aes(x = hour, y = rentals, fill = pass)) +
  geom_area(position = "stack", colour = "grey20", linewidth = 0.3) +
  scale_x_continuous(breaks = seq(0, 22, 2), limits = c(0, 22)) +
  scale_y_continuous(breaks = seq(0, 15, 3), limits = c(0, 15)) +
  scale_fill_manual(values = c("#4c9ac9", "#f3b05a")) +
  labs(x = "\uc2dc\uac01 (\uc2dc)", y = "\ub300\uc5ec \uac74\uc218 (\ucc9c \uac74)", fill = NULL) +
  theme_minimal(base_size = 10) +
  theme(legend.position = "top")
cairo_pdf("fig_hourly.pdf", width = 5.5, height = 3.0, family = "Noto Sans CJK KR")
print(p)
invisible(dev.off())
