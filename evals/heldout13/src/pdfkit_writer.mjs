// PDFKit (foliojs, node) draws a layout9 display list.
// Usage: node pdfkit_writer.mjs layout.json fonts.json out.pdf TITLE
// Text in TrueType fonts registered with registerFont (PDFKit subsets and embeds them), each
// run placed on its alphabetic baseline with lineBreak off; rules with moveTo/lineTo/stroke and
// shading with rect/fill. PDFKit's y axis runs down the page. The vector charts are stamped
// afterwards by the build.
import { createRequire } from 'module';
import { readFileSync, createWriteStream } from 'fs';
const require = createRequire((process.env.HELDOUT13_NODE || '/tmp/heldout13-node') + '/');
const PDFDocument = require('pdfkit');

const [layoutFile, fontsFile, out, title] = process.argv.slice(2);
const lay = JSON.parse(readFileSync(layoutFile, 'utf8'));
const fonts = JSON.parse(readFileSync(fontsFile, 'utf8'));
const doc = new PDFDocument({ autoFirstPage: false, info: { Title: title, Creator: 'heldout13 pdfkit_writer.mjs' } });
for (const [k, file] of Object.entries(fonts)) doc.registerFont(`F${k}`, file);
const stream = createWriteStream(out);
doc.pipe(stream);
for (const pg of lay.pages) {
  doc.addPage({ size: [pg.w, pg.h], margin: 0 });
  const H = pg.h;
  for (const op of pg.ops) {
    if (op.t === 'text') {
      doc.font(`F${op.f}`).fontSize(op.z).fillColor('black');
      doc.text(op.s, op.x, H - op.y, { lineBreak: false, baseline: 'alphabetic' });
    } else if (op.t === 'line') {
      doc.lineWidth(op.w).moveTo(op.x1, H - op.y1).lineTo(op.x2, H - op.y2).stroke('black');
    } else if (op.t === 'rect') {
      const g = Math.round(op.g * 255);
      doc.rect(op.x, H - op.y - op.h, op.w, op.h).fill([g, g, g]);
    }
  }
}
doc.end();
await new Promise((resolve) => stream.on('finish', resolve));
