// Lay out id_merapi with pdfmake 0.2 (pdfkit underneath): node pdfmake.js doc.json OUT.pdf
// doc.json is a pdfmake document definition written by make.py; "svg" nodes are ploticus charts
// (drawn by SVG-to-PDFKit as vector paths with live text).
const fs = require("fs");
const PdfPrinter = require("pdfmake");

const dir = "/usr/share/fonts/truetype/dejavu/";
const fonts = {
  DejaVuSerif: {
    normal: dir + "DejaVuSerif.ttf",
    bold: dir + "DejaVuSerif-Bold.ttf",
    italics: dir + "DejaVuSerif-Italic.ttf",
    bolditalics: dir + "DejaVuSerif-BoldItalic.ttf",
  },
  DejaVuSans: {
    normal: dir + "DejaVuSans.ttf",
    bold: dir + "DejaVuSans-Bold.ttf",
    italics: dir + "DejaVuSans-Oblique.ttf",
    bolditalics: dir + "DejaVuSans-BoldOblique.ttf",
  },
};

const def = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
def.footer = (page, pages) => ({ text: `${page} / ${pages}`, alignment: "center", fontSize: 8, margin: [0, 12, 0, 0] });
def.header = (page) =>
  page > 1 ? { text: def.info.subject, alignment: "right", fontSize: 7.5, italics: true, margin: [0, 18, 56, 0] } : null;
// Fixed dates so that an unchanged source gives the same PDF.
def.info.creationDate = new Date(Date.UTC(2024, 0, 1));
def.info.modDate = new Date(Date.UTC(2024, 0, 1));
const printer = new PdfPrinter(fonts);
const doc = printer.createPdfKitDocument(def);
const out = fs.createWriteStream(process.argv[3]);
doc.pipe(out);
doc.end();
out.on("finish", () => process.exit(0));
