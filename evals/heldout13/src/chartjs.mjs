// Chart.js 4 drawn in node on an @napi-rs/canvas (Skia) canvas, no browser.
// Usage: node chartjs.mjs spec.json out.(svg|png)
// spec: {config, width, height, fmt, fonts: {family: file}}. An SVG canvas keeps text as <text>
// (librsvg makes it a PDF); a PNG is a raster chart. Animation and responsiveness are off.
import { createRequire } from 'module';
import { readFileSync, writeFileSync } from 'fs';
const require = createRequire((process.env.HELDOUT13_NODE || '/tmp/heldout13-node') + '/');
const { Canvas, SvgExportFlag, GlobalFonts } = require('@napi-rs/canvas');
const { Chart, registerables } = require('chart.js');
Chart.register(...registerables);

const [specFile, out] = process.argv.slice(2);
const spec = JSON.parse(readFileSync(specFile, 'utf8'));
for (const [family, file] of Object.entries(spec.fonts)) GlobalFonts.registerFromPath(file, family);
const canvas = spec.fmt === 'svg'
  ? new Canvas(spec.width, spec.height, SvgExportFlag.NoPrettyXML)
  : new Canvas(spec.width, spec.height);
const ctx = canvas.getContext('2d');
const cfg = spec.config;
cfg.options = { ...(cfg.options || {}), responsive: false, animation: false, devicePixelRatio: 1 };
if (spec.fmt !== 'svg') {
  // white background under the chart (Chart.js draws on a transparent canvas)
  cfg.plugins = [{ id: 'bg', beforeDraw: (c) => { const x = c.ctx; x.save(); x.fillStyle = '#fff';
    x.fillRect(0, 0, c.width, c.height); x.restore(); } }];
}
Chart.defaults.font.family = spec.family || Object.keys(spec.fonts)[0] || 'DejaVu Sans';
Chart.defaults.color = '#222';
new Chart(ctx, cfg); // draws once (animation off)
writeFileSync(out, spec.fmt === 'svg' ? canvas.getContent() : canvas.toBuffer('image/png'));
