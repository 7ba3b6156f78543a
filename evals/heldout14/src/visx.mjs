// visx (Airbnb's React visualization primitives: @visx/scale, @visx/shape, @visx/axis,
// @visx/group) rendered on the server with react-dom/server's renderToStaticMarkup: an SVG whose
// labels are <text> elements. No JSX: React.createElement. Packages from $HELDOUT14_NODE.
// Usage: node visx.mjs spec.json out.svg
// spec: {size: [w, h], kind: line|bar|stacked|hbar, cats: [...], y: {min, max, ticks},
//        xtitle, ytitle, font, left (margin), series: [{name, values, color, dash, marker, open}], legend: top|right|null}
import { createRequire } from 'module';
import fs from 'fs';
import path from 'path';
const require = createRequire(path.join(process.env.HELDOUT14_NODE || '/tmp/heldout14-node', 'x.js'));
const React = require('react');
const { renderToStaticMarkup } = require('react-dom/server');
const { scaleBand, scaleLinear } = require('@visx/scale');
const { Bar, LinePath } = require('@visx/shape');
const { AxisBottom, AxisLeft } = require('@visx/axis');
const { Group } = require('@visx/group');
const h = React.createElement;

const [, , specFile, out] = process.argv;
const s = JSON.parse(fs.readFileSync(specFile, 'utf8'));
const [W, H] = s.size;
const font = s.font || 14;
const m = { l: s.left || 78, r: s.legend === 'right' ? 150 : 18, t: s.legend === 'top' ? 44 : 16, b: 62 };
const iw = W - m.l - m.r, ih = H - m.t - m.b;
const horiz = s.kind === 'hbar';
const band = scaleBand({ domain: s.cats, range: horiz ? [0, ih] : [0, iw], padding: 0.3 });
const val = scaleLinear({ domain: [s.y.min, s.y.max], range: horiz ? [0, iw] : [ih, 0] });
const tickProps = () => ({ fontFamily: 'Liberation Sans', fontSize: font, fill: '#222' });
const kids = [];
for (const t of s.y.ticks) {  // grid
  kids.push(horiz
    ? h('line', { key: 'g' + t, x1: val(t), x2: val(t), y1: 0, y2: ih, stroke: '#dddddd' })
    : h('line', { key: 'g' + t, x1: 0, x2: iw, y1: val(t), y2: val(t), stroke: '#dddddd' }));
}
const n = s.series.length;
if (s.kind === 'bar' || s.kind === 'hbar' || s.kind === 'stacked') {
  s.cats.forEach((c, i) => {
    let base = 0;
    s.series.forEach((se, k) => {
      const v = se.values[i];
      const bw = s.kind === 'stacked' ? band.bandwidth() : band.bandwidth() / n;
      const off = s.kind === 'stacked' ? 0 : k * bw;
      if (horiz) {
        kids.push(h(Bar, { key: `b${i}-${k}`, x: val(s.y.min), y: band(c) + off, width: val(v) - val(s.y.min), height: bw, fill: se.color }));
      } else if (s.kind === 'stacked') {
        kids.push(h(Bar, { key: `b${i}-${k}`, x: band(c), y: val(base + v), width: bw, height: val(base) - val(base + v), fill: se.color }));
        base += v;
      } else {
        kids.push(h(Bar, { key: `b${i}-${k}`, x: band(c) + off, y: val(v), width: bw, height: val(s.y.min) - val(v), fill: se.color }));
      }
    });
  });
} else {
  s.series.forEach((se, k) => {
    const pts = se.values.map((v, i) => [band(s.cats[i]) + band.bandwidth() / 2, val(v)]);
    kids.push(h(LinePath, { key: 'l' + k, data: pts, x: (d) => d[0], y: (d) => d[1], stroke: se.color, strokeWidth: 2.2, strokeDasharray: se.dash || undefined }));
    pts.forEach((p, i) => kids.push(marker(p[0], p[1], se, `m${k}-${i}`)));
  });
}
function marker(x, y, se, key) {
  const fill = se.open ? 'white' : se.color;
  const r = 4.5;
  if (se.marker === 'square') return h('rect', { key, x: x - r, y: y - r, width: 2 * r, height: 2 * r, fill, stroke: se.color, strokeWidth: 1.6 });
  if (se.marker === 'diamond') return h('polygon', { key, points: `${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}`, fill, stroke: se.color, strokeWidth: 1.6 });
  return h('circle', { key, cx: x, cy: y, r, fill, stroke: se.color, strokeWidth: 1.6 });
}
const cat = horiz ? AxisLeft : AxisBottom;
const num = horiz ? AxisBottom : AxisLeft;
kids.push(h(cat, { key: 'ax1', scale: band, top: horiz ? 0 : ih, stroke: '#333', tickStroke: '#333',
  tickLabelProps: () => ({ ...tickProps(), textAnchor: horiz ? 'end' : 'middle', dy: horiz ? '0.33em' : '0.2em' }) }));
kids.push(h(num, { key: 'ax2', scale: val, top: horiz ? ih : 0, tickValues: s.y.ticks, stroke: '#333', tickStroke: '#333',
  tickFormat: (v) => (s.fmt === 'comma' ? String(v).replace('.', ',') : String(v)),
  tickLabelProps: () => ({ ...tickProps(), textAnchor: horiz ? 'middle' : 'end', dx: horiz ? 0 : '-0.25em', dy: horiz ? '0.2em' : '0.33em' }) }));
const titles = [
  h('text', { key: 'xt', x: m.l + iw / 2, y: H - 10, textAnchor: 'middle', fontFamily: 'Liberation Sans', fontSize: font + 1 }, s.xtitle),
  h('text', { key: 'yt', transform: `translate(18 ${m.t + ih / 2}) rotate(-90)`, textAnchor: 'middle', fontFamily: 'Liberation Sans', fontSize: font + 1 }, s.ytitle),
];
const legend = [];
if (s.legend) {
  let lx = s.legend === 'top' ? m.l : m.l + iw + 16, ly = s.legend === 'top' ? 18 : m.t + 10;
  s.series.forEach((se, k) => {
    if (s.kind === 'line') {
      legend.push(h('line', { key: 'll' + k, x1: lx - 4, x2: lx + 22, y1: ly, y2: ly, stroke: se.color, strokeWidth: 2.2, strokeDasharray: se.dash || undefined }));
      legend.push(marker(lx + 9, ly, se, 'lm' + k));
    } else {
      legend.push(h('rect', { key: 'lr' + k, x: lx, y: ly - 7, width: 16, height: 14, fill: se.color }));
    }
    legend.push(h('text', { key: 'lt' + k, x: lx + 30, y: ly + 5, fontFamily: 'Liberation Sans', fontSize: font }, se.name));
    if (s.legend === 'top') lx += 50 + 8.2 * se.name.length; else ly += 22;
  });
}
const svg = h('svg', { xmlns: 'http://www.w3.org/2000/svg', width: W, height: H, viewBox: `0 0 ${W} ${H}` },
  h('rect', { x: 0, y: 0, width: W, height: H, fill: 'white' }),
  h(Group, { left: m.l, top: m.t }, ...kids), ...titles, ...legend);
fs.writeFileSync(out, '<?xml version="1.0" encoding="UTF-8"?>\n' + renderToStaticMarkup(svg));
