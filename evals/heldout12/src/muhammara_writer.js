// muhammara (PDFHummus, a C++ PDF library, through its node binding) draws a layout9 display list:
// node muhammara_writer.js layout.json fonts.json out.pdf TITLE
// Text in TrueType fonts loaded by getFontForFile (PDFHummus subsets and embeds them), rules
// and shading as content-stream paths; charts are stamped afterwards by the build.
const { readFileSync } = require("node:fs");
const { join } = require("node:path");

const hummus = require(join(process.env.HELDOUT12_MU || "/tmp/heldout12-mu", "node_modules", "muhammara"));
const [layoutFile, fontsFile, out, title] = process.argv.slice(2);
const lay = JSON.parse(readFileSync(layoutFile, "utf8"));
const files = JSON.parse(readFileSync(fontsFile, "utf8"));
const w = hummus.createWriter(out, { version: hummus.ePDFVersion17, compress: true });
const fonts = {};
for (const [k, f] of Object.entries(files)) fonts[k] = w.getFontForFile(f);
for (const pg of lay.pages) {
  const page = w.createPage(0, 0, pg.w, pg.h);
  const cxt = w.startPageContentContext(page);
  for (const op of pg.ops) {
    if (op.t === "text") {
      cxt.writeText(op.s, op.x, op.y, { font: fonts[op.f], size: op.z, colorspace: "gray", color: 0 });
    } else if (op.t === "line") {
      cxt.q().w(op.w).G(0).m(op.x1, op.y1).l(op.x2, op.y2).S().Q();
    } else if (op.t === "rect") {
      cxt.q().g(op.g).re(op.x, op.y, op.w, op.h).f().Q();
    }
  }
  w.writePage(page);
}
const info = w.getDocumentContext().getInfoDictionary();
info.title = title;
info.producer = "muhammara (PDFHummus)";
w.end();
