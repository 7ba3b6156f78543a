// iText 2.1.7 (the com.lowagie line, Debian's libitext-java) draws a layout9 display list.
// Usage: java -cp /usr/share/java/itext.jar Itext2Writer.java layout.json fonts.json out.pdf TITLE
// Text in TrueType fonts embedded as Identity-H subsets (BaseFont.createFont), one
// PdfContentByte text object per run; rules and shading as paths. PNG charts are placed as
// images; the vector charts are stamped afterwards by the build. The JSON is read with a small
// parser here (the JDK has none).
import com.lowagie.text.Document;
import com.lowagie.text.Image;
import com.lowagie.text.Rectangle;
import com.lowagie.text.pdf.BaseFont;
import com.lowagie.text.pdf.PdfContentByte;
import com.lowagie.text.pdf.PdfWriter;
import java.io.FileOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class Itext2Writer {
    private final String s;
    private int i;

    private Itext2Writer(String s) { this.s = s; }

    private void ws() { while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++; }

    private Object value() {
        ws();
        char c = s.charAt(i);
        if (c == '{') {
            Map<String, Object> m = new LinkedHashMap<>();
            i++; ws();
            if (s.charAt(i) == '}') { i++; return m; }
            while (true) {
                ws(); String k = (String) value(); ws(); i++; // ':'
                m.put(k, value()); ws();
                if (s.charAt(i++) == '}') return m;
            }
        } else if (c == '[') {
            List<Object> l = new ArrayList<>();
            i++; ws();
            if (s.charAt(i) == ']') { i++; return l; }
            while (true) {
                l.add(value()); ws();
                if (s.charAt(i++) == ']') return l;
            }
        } else if (c == '"') {
            StringBuilder b = new StringBuilder();
            i++;
            while (s.charAt(i) != '"') {
                char d = s.charAt(i++);
                if (d == '\\') {
                    char e = s.charAt(i++);
                    switch (e) {
                        case 'n': b.append('\n'); break;
                        case 't': b.append('\t'); break;
                        case 'u': b.append((char) Integer.parseInt(s.substring(i, i + 4), 16)); i += 4; break;
                        default: b.append(e);
                    }
                } else b.append(d);
            }
            i++;
            return b.toString();
        } else if (s.startsWith("true", i)) { i += 4; return Boolean.TRUE; }
        else if (s.startsWith("false", i)) { i += 5; return Boolean.FALSE; }
        else if (s.startsWith("null", i)) { i += 4; return null; }
        int j = i;
        while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) i++;
        return Double.parseDouble(s.substring(j, i));
    }

    private static Object parse(Path p) throws Exception {
        return new Itext2Writer(Files.readString(p, StandardCharsets.UTF_8)).value();
    }

    private static float f(Map<String, Object> m, String k) { return ((Double) m.get(k)).floatValue(); }

    @SuppressWarnings("unchecked")
    public static void main(String[] a) throws Exception {
        Map<String, Object> lay = (Map<String, Object>) parse(Path.of(a[0]));
        Map<String, Object> files = (Map<String, Object>) parse(Path.of(a[1]));
        List<Object> pages = (List<Object>) lay.get("pages");
        Map<String, Object> first = (Map<String, Object>) pages.get(0);
        Document doc = new Document(new Rectangle(f(first, "w"), f(first, "h")), 0, 0, 0, 0);
        PdfWriter w = PdfWriter.getInstance(doc, new FileOutputStream(a[2]));
        doc.addTitle(a[3]);
        doc.addCreator("heldout13 Itext2Writer.java");
        doc.open();
        Map<String, BaseFont> fonts = new HashMap<>();
        boolean firstPage = true;
        for (Object po : pages) {
            Map<String, Object> pg = (Map<String, Object>) po;
            if (!firstPage) {
                doc.setPageSize(new Rectangle(f(pg, "w"), f(pg, "h")));
                doc.newPage();
            }
            firstPage = false;
            PdfContentByte cb = w.getDirectContent();
            cb.setLiteral(""); // iText omits an empty page; make sure each page has content
            for (Object oo : (List<Object>) pg.get("ops")) {
                Map<String, Object> op = (Map<String, Object>) oo;
                String t = (String) op.get("t");
                if (t.equals("text")) {
                    String key = (String) op.get("f");
                    BaseFont bf = fonts.get(key);
                    if (bf == null) {
                        bf = BaseFont.createFont((String) files.get(key), BaseFont.IDENTITY_H, BaseFont.EMBEDDED);
                        fonts.put(key, bf);
                    }
                    cb.beginText();
                    cb.setFontAndSize(bf, f(op, "z"));
                    cb.setTextMatrix(f(op, "x"), f(op, "y"));
                    cb.showText((String) op.get("s"));
                    cb.endText();
                } else if (t.equals("line")) {
                    cb.setLineWidth(f(op, "w"));
                    cb.moveTo(f(op, "x1"), f(op, "y1"));
                    cb.lineTo(f(op, "x2"), f(op, "y2"));
                    cb.stroke();
                } else if (t.equals("rect")) {
                    cb.saveState();
                    cb.setGrayFill(f(op, "g"));
                    cb.rectangle(f(op, "x"), f(op, "y"), f(op, "w"), f(op, "h"));
                    cb.fill();
                    cb.restoreState();
                } else if (t.equals("chart") && ((String) op.get("file")).endsWith(".png")) {
                    Image img = Image.getInstance((String) op.get("file"));
                    img.scaleAbsolute(f(op, "w"), f(op, "h"));
                    img.setAbsolutePosition(f(op, "x"), f(op, "y"));
                    cb.addImage(img);
                }
            }
        }
        doc.close();
    }
}
