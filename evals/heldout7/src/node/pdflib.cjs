// Draw a layout7 display list with pdf-lib (fonts embedded as subsets through fontkit, charts
// embedded as vector form XObjects with embedPdf). Usage: node pdflib.cjs layout.json fonts.json out.pdf title
const fs = require('fs');
const { PDFDocument, rgb, grayscale } = require('pdf-lib');
const fontkit = require('@pdf-lib/fontkit');

async function main() {
  const [layoutPath, fontsPath, outPath, title] = process.argv.slice(2);
  const layout = JSON.parse(fs.readFileSync(layoutPath, 'utf8'));
  const fontFiles = JSON.parse(fs.readFileSync(fontsPath, 'utf8'));
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(title);
  doc.setProducer('pdf-lib (https://github.com/Hopding/pdf-lib)');
  doc.setCreator('heldout7 layout7 + pdf-lib');
  const fixed = new Date(Date.UTC(2024, 0, 1));
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const fonts = {};
  for (const [key, file] of Object.entries(fontFiles)) {
    fonts[key] = await doc.embedFont(fs.readFileSync(file), { subset: true });
  }
  const charts = {};
  for (const p of layout.pages) {
    const page = doc.addPage([p.w, p.h]);
    for (const op of p.ops) {
      if (op.t === 'text') {
        page.drawText(op.s, { x: op.x, y: op.y, size: op.z, font: fonts[op.f], color: rgb(0, 0, 0) });
      } else if (op.t === 'line') {
        page.drawLine({ start: { x: op.x1, y: op.y1 }, end: { x: op.x2, y: op.y2 }, thickness: op.w, color: rgb(0, 0, 0) });
      } else if (op.t === 'rect') {
        page.drawRectangle({ x: op.x, y: op.y, width: op.w, height: op.h, color: grayscale(op.g) });
      } else if (op.t === 'chart') {
        if (!charts[op.file]) {
          const [embedded] = await doc.embedPdf(fs.readFileSync(op.file), [0]);
          charts[op.file] = embedded;
        }
        page.drawPage(charts[op.file], { x: op.x, y: op.y, width: op.w, height: op.h });
      }
    }
  }
  fs.writeFileSync(outPath, await doc.save({ useObjectStreams: false }));
}
main().catch((e) => { console.error(e); process.exit(1); });
