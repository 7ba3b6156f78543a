// The eighth held-out set's iText 5 writer (Debian's libitext5-java 5.5.13): draws a display
// list (tab-separated, from layout8 via make.py) onto pages with iText's PdfContentByte.
// Text runs go through ColumnText.showTextAligned, which shapes Arabic script and orders
// right-to-left runs itself (RTL runs are placed by their right edge); fonts are TrueType
// embedded as Identity-H subsets; charts (one-page PDFs) are imported as PdfImportedPage
// form XObjects. Usage: java ItextWriter display.tsv out.pdf title
import com.itextpdf.text.Document;
import com.itextpdf.text.Element;
import com.itextpdf.text.Font;
import com.itextpdf.text.Phrase;
import com.itextpdf.text.Rectangle;
import com.itextpdf.text.pdf.BaseFont;
import com.itextpdf.text.pdf.ColumnText;
import com.itextpdf.text.pdf.PdfContentByte;
import com.itextpdf.text.pdf.PdfImportedPage;
import com.itextpdf.text.pdf.PdfReader;
import com.itextpdf.text.pdf.PdfWriter;
import java.io.FileOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

public class ItextWriter {
  public static void main(String[] args) throws Exception {
    List<String> rows = Files.readAllLines(Paths.get(args[0]), StandardCharsets.UTF_8);
    Map<String, BaseFont> fonts = new HashMap<>();
    Document doc = null;
    PdfWriter w = null;
    PdfContentByte cb = null;
    for (String row : rows) {
      String[] f = row.split("\t", -1);
      switch (f[0]) {
        case "FONT":
          fonts.put(f[1], BaseFont.createFont(f[2], BaseFont.IDENTITY_H, BaseFont.EMBEDDED));
          break;
        case "PAGE": {
          Rectangle r = new Rectangle(Float.parseFloat(f[1]), Float.parseFloat(f[2]));
          if (doc == null) {
            doc = new Document(r, 0, 0, 0, 0);
            w = PdfWriter.getInstance(doc, new FileOutputStream(args[1]));
            doc.addTitle(args[2]);
            doc.open();
          } else {
            doc.setPageSize(r);
            w.setPageEmpty(false);
            doc.newPage();
          }
          cb = w.getDirectContent();
          break;
        }
        case "TEXT": {
          float x = Float.parseFloat(f[1]), y = Float.parseFloat(f[2]);
          Phrase ph = new Phrase(f[6], new Font(fonts.get(f[3]), Float.parseFloat(f[4])));
          boolean rtl = f[5].equals("R");
          ColumnText.showTextAligned(cb, rtl ? Element.ALIGN_RIGHT : Element.ALIGN_LEFT, ph, x, y, 0,
              rtl ? PdfWriter.RUN_DIRECTION_RTL : PdfWriter.RUN_DIRECTION_LTR, 0);
          break;
        }
        case "LINE":
          cb.setLineWidth(Float.parseFloat(f[5]));
          cb.moveTo(Float.parseFloat(f[1]), Float.parseFloat(f[2]));
          cb.lineTo(Float.parseFloat(f[3]), Float.parseFloat(f[4]));
          cb.stroke();
          break;
        case "RECT":
          cb.saveState();
          cb.setGrayFill(Float.parseFloat(f[5]));
          cb.rectangle(Float.parseFloat(f[1]), Float.parseFloat(f[2]), Float.parseFloat(f[3]),
              Float.parseFloat(f[4]));
          cb.fill();
          cb.restoreState();
          break;
        case "CHART": {
          PdfReader rd = new PdfReader(f[5]);
          PdfImportedPage pg = w.getImportedPage(rd, 1);
          float sx = Float.parseFloat(f[3]) / pg.getWidth(), sy = Float.parseFloat(f[4]) / pg.getHeight();
          cb.addTemplate(pg, sx, 0, 0, sy, Float.parseFloat(f[1]), Float.parseFloat(f[2]));
          break;
        }
        default:
          throw new IllegalArgumentException(row);
      }
    }
    doc.close();
  }
}
