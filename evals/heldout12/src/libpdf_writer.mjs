// LibPDF (@libpdf/core, Documenso's TypeScript PDF library) draws a layout9 display list:
// node libpdf_writer.mjs layout.json fonts.json out.pdf TITLE
// Text in embedded TrueType subsets (pdf.embedFont), rules by drawLine, shading by
// drawRectangle; each chart PDF is embedded as a form XObject (embedPage) and drawn into its box.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(join(process.env.HELDOUT12_NODE || "/tmp/heldout12-node", "x.js"));
const { PDF, rgb } = await import(require.resolve("@libpdf/core"));

const [layoutFile, fontsFile, out, title] = process.argv.slice(2);
const lay = JSON.parse(readFileSync(layoutFile, "utf8"));
const files = JSON.parse(readFileSync(fontsFile, "utf8"));
const pdf = PDF.create();
const fonts = {};
for (const [k, f] of Object.entries(files)) fonts[k] = pdf.embedFont(new Uint8Array(readFileSync(f)));
const charts = {};
for (const pg of lay.pages) {
  const page = pdf.addPage({ width: pg.w, height: pg.h });
  for (const op of pg.ops) {
    if (op.t === "text") {
      page.drawText(op.s, { x: op.x, y: op.y, font: fonts[op.f], size: op.z, color: rgb(0, 0, 0) });
    } else if (op.t === "line") {
      page.drawLine({ start: { x: op.x1, y: op.y1 }, end: { x: op.x2, y: op.y2 }, thickness: op.w,
        color: rgb(0, 0, 0) });
    } else if (op.t === "rect") {
      page.drawRectangle({ x: op.x, y: op.y, width: op.w, height: op.h, color: rgb(op.g, op.g, op.g) });
    } else if (op.t === "chart") {
      if (!charts[op.file]) charts[op.file] = await pdf.embedPage(await PDF.load(readFileSync(op.file)), 0);
      page.drawPage(charts[op.file], { x: op.x, y: op.y, width: op.w, height: op.h });
    }
  }
}
pdf.setTitle(title);
writeFileSync(out, await pdf.save());
