// The ninth held-out set's pdfjs writer: pdfjs (rkusa/pdfjs 2.5, a PDF library for node with its
// own text flow, tables and page breaking) lays out a paper described by a JSON spec.
// Usage: node pdfjs_doc.js spec.json out.pdf
// Spec blocks: title / h / p / table / figure (see ../hy_gyumri/make.py). Tables are pdfjs
// tables: header rows repeated after a page break, per-table border widths and shading. Charts
// are one-page PDFs placed by pdfjs itself as vector images (pdf.Image reads PDF files).
const fs = require("fs");
const pdf = require("pdfjs");

const spec = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const F = {};
for (const [k, p] of Object.entries(spec.fonts)) F[k] = new pdf.Font(fs.readFileSync(p));
const doc = new pdf.Document({
  font: F.R, fontSize: spec.body, lineHeight: spec.lineHeight || 1.3,
  width: spec.page[0], height: spec.page[1],
  paddingTop: spec.margin[0], paddingRight: spec.margin[1],
  paddingBottom: spec.margin[2], paddingLeft: spec.margin[3],
  properties: { title: spec.title, producer: "pdfjs 2.5.4 (rkusa)" },
});
const header = doc.header();
header.text(spec.head, { font: F.I, fontSize: 8, textAlign: "right" });
const footer = doc.footer();
footer.pageNumber((cur, total) => spec.foot.replace("{n}", cur).replace("{t}", total),
  { fontSize: 9, textAlign: "center" });

function caption(label, text, align) {
  const t = doc.text({ fontSize: spec.captionSize, textAlign: align || "left",
    paddingTop: 6, paddingBottom: 4 });
  t.add(label + " ", { font: F.B }).add(text);
}

for (const b of spec.blocks) {
  if (b.t === "title") {
    doc.text(b.title, { font: F.B, fontSize: 15, textAlign: "center", paddingBottom: 6 });
    doc.text(b.authors, { fontSize: 10.5, textAlign: "center" });
    doc.text(b.affil, { font: F.I, fontSize: 9, textAlign: "center", paddingBottom: 10 });
    const a = doc.text({ fontSize: 9, paddingLeft: 24, paddingRight: 24, paddingBottom: 10 });
    a.add(b.abstractHead + " ", { font: F.B }).add(b.abstract);
  } else if (b.t === "h") {
    doc.text(b.s, { font: F.B, fontSize: 11.5, paddingTop: 8, paddingBottom: 3 });
  } else if (b.t === "p") {
    doc.text(b.s, { textAlign: "justify", paddingBottom: 5 });
  } else if (b.t === "table") {
    caption(b.label, b.caption, b.captionAlign);
    const opts = { widths: b.widths, padding: 3, fontSize: b.size || 8.5 };
    if (b.rules === "grid") Object.assign(opts, { borderWidth: 0.5 });
    else if (b.rules === "booktabs") Object.assign(opts, {
      borderHorizontalWidths: (i) => (i === 0 || i === b.header.length + b.rows.length ? 1 : i === b.header.length ? 0.5 : 0),
    });
    const t = doc.table(opts);
    for (const hr of b.header) {
      const r = t.header({ font: F.B });
      hr.forEach(([s, span], j) => r.cell(s, { colspan: span,
        textAlign: j === 0 && span === 1 ? "left" : "center", backgroundColor: b.headShade || undefined }));
    }
    b.rows.forEach((row, i) => {
      if (typeof row === "string") {
        t.row({ font: F.I }).cell(row, { colspan: b.widths.length, backgroundColor: 0xe8e8e8 });
        return;
      }
      const shade = b.rules === "zebra" && i % 2 === 0 ? 0xeeeeee : undefined;
      const r = t.row({ font: b.boldLast && i === b.rows.length - 1 ? F.B : F.R });
      row.forEach((c, j) => r.cell(c, { textAlign: (b.aligns && b.aligns[j]) || (j === 0 ? "left" : "right"), backgroundColor: shade }));
    });
    doc.text("", { paddingBottom: 6 });
  } else if (b.t === "figure") {
    doc.image(new pdf.Image(fs.readFileSync(b.file)), { width: b.width, align: "center" });
    caption(b.label, b.caption, b.captionAlign);
    doc.text("", { paddingBottom: 4 });
  } else if (b.t === "pagebreak") {
    doc.pageBreak();
  }
}
doc.pipe(fs.createWriteStream(process.argv[3]));
doc.end().catch((e) => { console.error(e); process.exit(1); });
