// Draw a layout7 display list (tab-separated, one operation per line) with Apache PDFBox 2.0:
// TrueType fonts embedded as subsets (PDType0Font), charts imported from their own PDFs as form
// XObjects (LayerUtility.importPageAsForm). Usage: java BoxWriter ops.tsv out.pdf title
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TimeZone;
import org.apache.pdfbox.multipdf.LayerUtility;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.util.Matrix;

public class BoxWriter {
    public static void main(String[] args) throws Exception {
        List<String> lines = Files.readAllLines(new File(args[0]).toPath(), StandardCharsets.UTF_8);
        PDDocument doc = new PDDocument();
        PDDocumentInformation info = doc.getDocumentInformation();
        info.setTitle(args[2]);
        info.setProducer("Apache PDFBox 2.0.27");
        Calendar fixed = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        fixed.setTimeInMillis(1704067200000L);
        info.setCreationDate(fixed);
        Map<String, PDType0Font> fonts = new HashMap<>();
        Map<String, PDFormXObject> charts = new HashMap<>();
        Map<String, PDRectangle> boxes = new HashMap<>();
        LayerUtility layers = new LayerUtility(doc);
        PDPageContentStream cs = null;
        for (String line : lines) {
            String[] f = line.split("\t", -1);
            switch (f[0]) {
                case "FONT":
                    fonts.put(f[1], PDType0Font.load(doc, new File(f[2])));
                    break;
                case "PAGE": {
                    if (cs != null) cs.close();
                    PDPage page = new PDPage(new PDRectangle(Float.parseFloat(f[1]), Float.parseFloat(f[2])));
                    doc.addPage(page);
                    cs = new PDPageContentStream(doc, page);
                    break;
                }
                case "TEXT":
                    cs.beginText();
                    cs.setFont(fonts.get(f[3]), Float.parseFloat(f[4]));
                    cs.newLineAtOffset(Float.parseFloat(f[1]), Float.parseFloat(f[2]));
                    cs.showText(f[5]);
                    cs.endText();
                    break;
                case "LINE":
                    cs.setLineWidth(Float.parseFloat(f[5]));
                    cs.moveTo(Float.parseFloat(f[1]), Float.parseFloat(f[2]));
                    cs.lineTo(Float.parseFloat(f[3]), Float.parseFloat(f[4]));
                    cs.stroke();
                    break;
                case "RECT":
                    cs.setNonStrokingColor(Float.parseFloat(f[5]));
                    cs.addRect(Float.parseFloat(f[1]), Float.parseFloat(f[2]), Float.parseFloat(f[3]), Float.parseFloat(f[4]));
                    cs.fill();
                    cs.setNonStrokingColor(0f);
                    break;
                case "CHART": {
                    String file = f[5];
                    if (!charts.containsKey(file)) {
                        PDDocument src = PDDocument.load(new File(file));
                        charts.put(file, layers.importPageAsForm(src, 0));
                        boxes.put(file, src.getPage(0).getMediaBox());
                    }
                    PDRectangle b = boxes.get(file);
                    float x = Float.parseFloat(f[1]), y = Float.parseFloat(f[2]);
                    float sx = Float.parseFloat(f[3]) / b.getWidth(), sy = Float.parseFloat(f[4]) / b.getHeight();
                    cs.saveGraphicsState();
                    cs.transform(new Matrix(sx, 0, 0, sy, x - b.getLowerLeftX() * sx, y - b.getLowerLeftY() * sy));
                    cs.drawForm(charts.get(file));
                    cs.restoreGraphicsState();
                    break;
                }
                default:
                    break;
            }
        }
        if (cs != null) cs.close();
        doc.save(new File(args[1]));
        doc.close();
    }
}
