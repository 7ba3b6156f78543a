// Skia's PDF backend through @napi-rs/canvas (node, no browser) draws a layout9 display list
// with the HTML canvas 2D API: one PDFDocument page per layout page, fillText in TrueType fonts
// registered with GlobalFonts (each style under its own family name; Skia subsets and embeds
// them), stroked paths for rules, fillRect for shading and drawImage for a PNG chart. Canvas y
// runs down the page, so every baseline and box is flipped by the page height. The vector
// charts are stamped afterwards by the build.
// Usage: node skia_writer.mjs layout.json fonts.json out.pdf TITLE
import { createRequire } from 'module';
import { readFileSync, writeFileSync } from 'fs';
const require = createRequire((process.env.HELDOUT13_NODE || '/tmp/heldout13-node') + '/');
const { PDFDocument, GlobalFonts, loadImage } = require('@napi-rs/canvas');

const [layoutFile, fontsFile, out, title] = process.argv.slice(2);
const lay = JSON.parse(readFileSync(layoutFile, 'utf8'));
const fonts = JSON.parse(readFileSync(fontsFile, 'utf8'));
for (const [k, file] of Object.entries(fonts)) GlobalFonts.registerFromPath(file, `HeldoutFont${k}`);
const doc = new PDFDocument({ title, creator: 'heldout13 skia_writer.mjs' });
for (const pg of lay.pages) {
  const H = pg.h;
  const ctx = doc.beginPage(pg.w, pg.h);
  ctx.textBaseline = 'alphabetic';
  for (const op of pg.ops) {
    if (op.t === 'text') {
      ctx.fillStyle = '#000';
      ctx.font = `${op.z}px HeldoutFont${op.f}`;
      ctx.fillText(op.s, op.x, H - op.y);
    } else if (op.t === 'line') {
      ctx.strokeStyle = '#000';
      ctx.lineWidth = op.w;
      ctx.beginPath();
      ctx.moveTo(op.x1, H - op.y1);
      ctx.lineTo(op.x2, H - op.y2);
      ctx.stroke();
    } else if (op.t === 'rect') {
      const g = Math.round(op.g * 255);
      ctx.fillStyle = `rgb(${g},${g},${g})`;
      ctx.fillRect(op.x, H - op.y - op.h, op.w, op.h);
    } else if (op.t === 'chart' && op.file.endsWith('.png')) {
      const img = await loadImage(readFileSync(op.file));
      ctx.drawImage(img, op.x, H - op.y - op.h, op.w, op.h);
    }
  }
  doc.endPage();
}
writeFileSync(out, doc.close());
