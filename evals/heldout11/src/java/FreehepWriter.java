// The eleventh held-out set's FreeHEP writer: the layout9 display list (ops.tsv) drawn through
// Java2D onto FreeHEP's PDFGraphics2D (one PDF page per display-list page, base-14 Times for
// the text, not embedded); each chart box is drawn in place by JFreeChart from a chart spec
// (.jfc, see chart()) on the same Graphics2D, so the charts are vector drawings of the page.
//
// Usage: java -cp ... FreehepWriter ops.tsv out.pdf title [bbox]
import java.awt.*;
import java.awt.geom.*;
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.List;
import org.freehep.graphicsbase.util.UserProperties;
import org.freehep.graphicsio.PageConstants;
import org.freehep.graphicsio.pdf.PDFGraphics2D;
import org.jfree.chart.*;
import org.jfree.chart.axis.*;
import org.jfree.chart.plot.*;
import org.jfree.chart.renderer.category.*;
import org.jfree.chart.renderer.xy.*;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.*;
import org.jfree.chart.title.LegendTitle;
import org.jfree.ui.RectangleEdge;

public class FreehepWriter {
    static Font font(String key, float z) {
        int style = key.equals("B") ? Font.BOLD : key.equals("I") ? Font.ITALIC : Font.PLAIN;
        return new Font("TimesRoman", style, 10).deriveFont(style, z);
    }

    static Color[] PALETTE = {new Color(0x1f, 0x4e, 0x79), new Color(0xc0, 0x50, 0x4d),
                              new Color(0x9b, 0xbb, 0x59), new Color(0x80, 0x64, 0xa2)};

    /** A chart spec: lines "KEY<TAB>value"; SERIES name<TAB>v1|v2|... (category or x,y pairs). */
    static JFreeChart chart(Path spec) throws IOException {
        Map<String, String> kv = new HashMap<>();
        List<String[]> series = new ArrayList<>();
        for (String line : Files.readAllLines(spec, StandardCharsets.UTF_8)) {
            String[] f = line.split("\t");
            if (f[0].equals("SERIES")) series.add(f); else kv.put(f[0], f.length > 1 ? f[1] : "");
        }
        String type = kv.get("TYPE");
        boolean legend = !"none".equals(kv.get("LEGEND"));
        JFreeChart ch;
        if (type.equals("waterfall") || type.equals("bar")) {
            DefaultCategoryDataset ds = new DefaultCategoryDataset();
            String[] cats = kv.get("CATS").split("\\|");
            for (String[] s : series) {
                String[] v = s[2].split("\\|");
                for (int i = 0; i < cats.length; i++) ds.addValue(Double.parseDouble(v[i]), s[1], cats[i]);
            }
            ch = type.equals("waterfall")
                ? ChartFactory.createWaterfallChart(null, kv.get("XLABEL"), kv.get("YLABEL"), ds, PlotOrientation.VERTICAL, legend, false, false)
                : ChartFactory.createBarChart(null, kv.get("XLABEL"), kv.get("YLABEL"), ds, PlotOrientation.VERTICAL, legend, false, false);
            CategoryPlot pl = ch.getCategoryPlot();
            pl.setBackgroundPaint(Color.WHITE);
            pl.setRangeGridlinePaint(Color.GRAY);
            pl.getDomainAxis().setMaximumCategoryLabelLines(3);
            if (kv.containsKey("ROTATE")) pl.getDomainAxis().setCategoryLabelPositions(CategoryLabelPositions.UP_45);
            if (kv.containsKey("YMIN")) pl.getRangeAxis().setRange(Double.parseDouble(kv.get("YMIN")), Double.parseDouble(kv.get("YMAX")));
            BarRenderer r = (BarRenderer) pl.getRenderer();
            r.setBarPainter(new StandardBarPainter());
            r.setShadowVisible(false);
            if (type.equals("waterfall")) {
                WaterfallBarRenderer w = (WaterfallBarRenderer) r;
                w.setFirstBarPaint(PALETTE[0]); w.setLastBarPaint(PALETTE[0]);
                w.setNegativeBarPaint(PALETTE[1]); w.setPositiveBarPaint(PALETTE[2]);
            }
            if (kv.containsKey("LABELS")) {
                r.setBaseItemLabelGenerator(new org.jfree.chart.labels.StandardCategoryItemLabelGenerator(
                    "{2}", new java.text.DecimalFormat(kv.get("LABELS"))));
                r.setBaseItemLabelsVisible(true);
                r.setBaseItemLabelFont(new Font("SansSerif", Font.PLAIN, 10));
            }
            for (int i = 0; i < series.size(); i++) r.setSeriesPaint(i, PALETTE[i % 4]);
        } else { // polar or xy lines
            XYSeriesCollection ds = new XYSeriesCollection();
            for (String[] s : series) {
                XYSeries xy = new XYSeries(s[1], false, true);
                for (String pt : s[2].split("\\|")) {
                    String[] c = pt.split(",");
                    xy.add(Double.parseDouble(c[0]), Double.parseDouble(c[1]));
                }
                ds.addSeries(xy);
            }
            if (type.equals("polar")) {
                ch = ChartFactory.createPolarChart(null, ds, legend, false, false);
                PolarPlot pl = (PolarPlot) ch.getPlot();
                pl.setBackgroundPaint(Color.WHITE);
                pl.setAngleGridlinePaint(Color.GRAY);
                pl.setRadiusGridlinePaint(Color.GRAY);
                pl.setAngleTickUnit(new NumberTickUnit(45));
                ((NumberAxis) pl.getAxis()).setRange(0, Double.parseDouble(kv.get("YMAX")));
                ((NumberAxis) pl.getAxis()).setLabel(kv.get("YLABEL"));
                org.jfree.chart.renderer.DefaultPolarItemRenderer r = (org.jfree.chart.renderer.DefaultPolarItemRenderer) pl.getRenderer();
                for (int i = 0; i < series.size(); i++) {
                    r.setSeriesPaint(i, PALETTE[i % 4]);
                    r.setSeriesStroke(i, new BasicStroke(2f));
                    r.setSeriesFilled(i, false);
                }
                r.setShapesVisible(true);
            } else {
                ch = ChartFactory.createXYLineChart(null, kv.get("XLABEL"), kv.get("YLABEL"), ds, PlotOrientation.VERTICAL, legend, false, false);
                XYPlot pl = ch.getXYPlot();
                pl.setBackgroundPaint(Color.WHITE);
                XYItemRenderer r = type.equals("step") ? new XYStepRenderer() : new XYLineAndShapeRenderer(true, true);
                pl.setRenderer(r);
                for (int i = 0; i < series.size(); i++) { r.setSeriesPaint(i, PALETTE[i % 4]); r.setSeriesStroke(i, new BasicStroke(2f)); }
            }
        }
        ch.setBackgroundPaint(Color.WHITE);
        ch.setAntiAlias(false);
        LegendTitle lt = ch.getLegend();
        if (lt != null) lt.setPosition(RectangleEdge.BOTTOM);
        return ch;
    }

    public static void main(String[] a) throws Exception {
        Locale.setDefault(new Locale("es", "ES")); // decimal commas in JFreeChart's ticks
        List<String> rows = Files.readAllLines(Paths.get(a[0]), StandardCharsets.UTF_8);
        double w0 = 595, h0 = 842;
        for (String r : rows) if (r.startsWith("PAGE\t")) { String[] f = r.split("\t"); w0 = Double.parseDouble(f[1]); h0 = Double.parseDouble(f[2]); break; }
        UserProperties p = new UserProperties();
        // "bbox": a chart-only page as large as the display-list page (a standalone chart PDF)
        if (a.length > 3 && a[3].equals("bbox")) {
            p.setProperty(PDFGraphics2D.PAGE_SIZE, PageConstants.CUSTOM_PAGE_SIZE);
            p.setProperty(PDFGraphics2D.CUSTOM_PAGE_SIZE, new Dimension((int) w0, (int) h0));
        } else {
            p.setProperty(PDFGraphics2D.PAGE_SIZE, PageConstants.A4);
        }
        p.setProperty(PDFGraphics2D.PAGE_MARGINS, new Insets(0, 0, 0, 0));
        p.setProperty(PDFGraphics2D.FIT_TO_PAGE, false);
        p.setProperty(PDFGraphics2D.EMBED_FONTS, false);
        p.setProperty(PDFGraphics2D.TEXT_AS_SHAPES, false);
        p.setProperty(PDFGraphics2D.COMPRESS, true);
        p.setProperty(PDFGraphics2D.TITLE, a[2]);
        PDFGraphics2D g = new PDFGraphics2D(new File(a[1]), new Dimension((int) w0, (int) h0));
        g.setProperties(p);
        g.setMultiPage(true);
        g.startExport();
        double H = h0;
        boolean open = false;
        for (String r : rows) {
            String[] f = r.split("\t", -1);
            switch (f[0]) {
                case "PAGE":
                    if (open) g.closePage();
                    H = Double.parseDouble(f[2]);
                    g.openPage(new Dimension((int) Double.parseDouble(f[1]), (int) H), "page");
                    open = true;
                    break;
                case "TEXT":
                    g.setColor(Color.BLACK);
                    g.setFont(font(f[3], Float.parseFloat(f[4])));
                    g.drawString(f[6], (float) Double.parseDouble(f[1]), (float) (H - Double.parseDouble(f[2])));
                    break;
                case "LINE":
                    g.setColor(Color.BLACK);
                    g.setStroke(new BasicStroke(Float.parseFloat(f[5])));
                    g.draw(new Line2D.Double(Double.parseDouble(f[1]), H - Double.parseDouble(f[2]), Double.parseDouble(f[3]), H - Double.parseDouble(f[4])));
                    break;
                case "RECT": {
                    float gr = Float.parseFloat(f[5]);
                    g.setColor(new Color(gr, gr, gr));
                    double y = Double.parseDouble(f[2]), hh = Double.parseDouble(f[4]);
                    g.fill(new Rectangle2D.Double(Double.parseDouble(f[1]), H - y - hh, Double.parseDouble(f[3]), hh));
                    break;
                }
                case "CHART": {
                    double x = Double.parseDouble(f[1]), y = Double.parseDouble(f[2]);
                    double w = Double.parseDouble(f[3]), hh = Double.parseDouble(f[4]);
                    Graphics2D c = (Graphics2D) g.create();
                    chart(Paths.get(f[5])).draw(c, new Rectangle2D.Double(x, H - y - hh, w, hh));
                    c.dispose();
                    break;
                }
                default:
                    break;
            }
        }
        if (open) g.closePage();
        g.endExport();
    }
}
