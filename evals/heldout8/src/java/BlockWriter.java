// The eighth held-out set's second iText 5 writer: here iText lays the paper out itself
// (Document, Paragraph, PdfPTable with repeated header rows, images), from a tab-separated list
// of blocks written by make.py. Charts (one-page PDFs) become vector images through
// PdfImportedPage (ImgTemplate). Page numbers come from a page event.
// Usage: java BlockWriter blocks.tsv out.pdf
import com.itextpdf.text.Document;
import com.itextpdf.text.Element;
import com.itextpdf.text.Font;
import com.itextpdf.text.Image;
import com.itextpdf.text.PageSize;
import com.itextpdf.text.Paragraph;
import com.itextpdf.text.Phrase;
import com.itextpdf.text.Rectangle;
import com.itextpdf.text.pdf.BaseFont;
import com.itextpdf.text.pdf.ColumnText;
import com.itextpdf.text.pdf.PdfPCell;
import com.itextpdf.text.pdf.PdfPTable;
import com.itextpdf.text.pdf.PdfPageEventHelper;
import com.itextpdf.text.pdf.PdfReader;
import com.itextpdf.text.pdf.PdfWriter;
import com.itextpdf.text.BaseColor;
import java.io.FileOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

public class BlockWriter {
  static Font f(BaseFont b, float z) { return new Font(b, z); }

  public static void main(String[] args) throws Exception {
    List<String> rows = Files.readAllLines(Paths.get(args[0]), StandardCharsets.UTF_8);
    String dir = "/usr/share/fonts/truetype/dejavu/";
    BaseFont R = BaseFont.createFont(dir + "DejaVuSerif.ttf", BaseFont.IDENTITY_H, BaseFont.EMBEDDED);
    BaseFont B = BaseFont.createFont(dir + "DejaVuSerif-Bold.ttf", BaseFont.IDENTITY_H, BaseFont.EMBEDDED);
    BaseFont I = BaseFont.createFont(dir + "DejaVuSerif-Italic.ttf", BaseFont.IDENTITY_H, BaseFont.EMBEDDED);
    Document doc = new Document(PageSize.A4, 62, 62, 60, 64);
    PdfWriter w = PdfWriter.getInstance(doc, new FileOutputStream(args[1]));
    w.setStrictImageSequence(true);
    final String[] head = {""};
    w.setPageEvent(new PdfPageEventHelper() {
      public void onEndPage(PdfWriter wr, Document d) {
        ColumnText.showTextAligned(wr.getDirectContent(), Element.ALIGN_CENTER,
            new Phrase("\u2014 " + wr.getPageNumber() + " \u2014", f(R, 9)), 297.5f, 36, 0);
        if (wr.getPageNumber() > 1)
          ColumnText.showTextAligned(wr.getDirectContent(), Element.ALIGN_LEFT,
              new Phrase(head[0], f(I, 8)), 62, 810, 0);
      }
    });
    PdfPTable table = null;
    String style = "";
    int hdr = 0, seen = 0;
    for (String row : rows) {
      String[] c = row.split("\t", -1);
      switch (c[0]) {
        case "META": doc.addTitle(c[1]); head[0] = c[2]; doc.open(); break;
        case "TITLE": { Paragraph p = new Paragraph(c[1], f(B, 16)); p.setAlignment(Element.ALIGN_CENTER); p.setSpacingAfter(6); doc.add(p); break; }
        case "AUTH": { Paragraph p = new Paragraph(c[1], f(R, 10.5f)); p.setAlignment(Element.ALIGN_CENTER); doc.add(p); break; }
        case "AFF": { Paragraph p = new Paragraph(c[1], f(I, 9)); p.setAlignment(Element.ALIGN_CENTER); p.setSpacingAfter(10); doc.add(p); break; }
        case "ABS": {
          Paragraph p = new Paragraph();
          p.add(new Phrase(c[1] + " ", f(B, 9)));
          p.add(new Phrase(c[2], f(R, 9)));
          p.setIndentationLeft(24); p.setIndentationRight(24); p.setAlignment(Element.ALIGN_JUSTIFIED);
          p.setSpacingAfter(8); doc.add(p); break;
        }
        case "H": { Paragraph p = new Paragraph(c[1], f(B, 11.5f)); p.setSpacingBefore(8); p.setSpacingAfter(3); doc.add(p); break; }
        case "P": { Paragraph p = new Paragraph(c[1], f(R, 10)); p.setAlignment(Element.ALIGN_JUSTIFIED); p.setLeading(13.5f); p.setSpacingAfter(4); doc.add(p); break; }
        case "CAP": {
          Paragraph p = new Paragraph();
          p.add(new Phrase(c[1] + " ", f(B, 9)));
          p.add(new Phrase(c[2], f(R, 9)));
          p.setSpacingBefore(6); p.setSpacingAfter(4); p.setKeepTogether(true); doc.add(p); break;
        }
        case "TABLE": {
          String[] ws = c[1].split(",");
          float[] widths = new float[ws.length];
          for (int k = 0; k < ws.length; k++) widths[k] = Float.parseFloat(ws[k]);
          table = new PdfPTable(widths);
          table.setWidthPercentage(Float.parseFloat(c[2]));
          hdr = Integer.parseInt(c[3]); style = c[4]; seen = 0;
          table.setHeaderRows(hdr);
          table.setSpacingAfter(8);
          break;
        }
        case "ROW": case "GROUP": {
          boolean isHead = seen < hdr;
          if (c[0].equals("GROUP")) {
            PdfPCell cell = new PdfPCell(new Phrase(c[1], f(I, 8.5f)));
            cell.setColspan(table.getNumberOfColumns());
            cell.setBorder(Rectangle.NO_BORDER);
            cell.setPaddingTop(4);
            table.addCell(cell);
          } else {
            for (int k = 1; k < c.length; k++) {
              PdfPCell cell = new PdfPCell(new Phrase(c[k], f(isHead ? B : R, 8.5f)));
              cell.setHorizontalAlignment(k == 1 ? Element.ALIGN_LEFT : (isHead ? Element.ALIGN_CENTER : Element.ALIGN_RIGHT));
              cell.setVerticalAlignment(Element.ALIGN_MIDDLE);
              cell.setPadding(3);
              if (style.equals("none")) cell.setBorder(Rectangle.NO_BORDER);
              else { cell.setBorderWidth(0.5f); cell.setBorderColor(BaseColor.DARK_GRAY); }
              if (isHead && style.equals("grid")) cell.setBackgroundColor(new BaseColor(225, 225, 225));
              table.addCell(cell);
            }
          }
          seen++;
          break;
        }
        case "ENDTABLE": doc.add(table); break;
        case "FIG": {
          PdfReader rd = new PdfReader(c[1]);
          Image img = Image.getInstance(w.getImportedPage(rd, 1));
          img.scaleToFit(Float.parseFloat(c[2]), 1000);
          img.setAlignment(Element.ALIGN_CENTER);
          img.setSpacingBefore(6);
          doc.add(img);
          break;
        }
        default: throw new IllegalArgumentException(row);
      }
    }
    doc.close();
  }
}
