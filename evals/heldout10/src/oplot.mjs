// Observable Plot 0.6 charts rendered outside a browser: Plot.plot is given a jsdom document and
// returns an SVG element; the SVG is serialised here (librsvg turns it into a PDF). Plot's colour
// legend is HTML, so the key is drawn into the SVG as a group of symbols and <text> (the same
// names and colours as the marks). Usage: node oplot.mjs spec.json out.svg
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const home = process.env.HELDOUT10_NODE || "/tmp/heldout10-node";
const require = createRequire(path.join(home, "package.json"));
const { JSDOM } = require("jsdom");
const Plot = await import(path.join(home, "node_modules/@observablehq/plot/src/index.js"));

const [specPath, outPath] = process.argv.slice(2);
const s = JSON.parse(fs.readFileSync(specPath, "utf8"));
const document = new JSDOM("").window.document;
const font = "DejaVu Sans";
let marks = [];
const colors = s.colors;
if (s.kind === "dot") {
  // Cleveland dot plot: categories down the y axis, one dot per series, a grey rule per category.
  const rows = s.data.flatMap((d) => s.series.map((n, k) => ({ cat: d.cat, v: d.v[k], n })));
  marks = [
    Plot.gridY({ stroke: "#dddddd", strokeOpacity: 1 }),
    Plot.ruleY(s.data, { y: "cat", x1: (d) => Math.min(...d.v), x2: (d) => Math.max(...d.v), stroke: "#999999" }),
    Plot.dot(rows, { x: "v", y: "cat", fill: (d) => colors[s.series.indexOf(d.n)], symbol: (d) => s.symbols[s.series.indexOf(d.n)], r: 4.5 }),
  ];
} else if (s.kind === "hbar") {
  marks = [
    Plot.barX(s.data, { x: "v", y: "cat", fill: (d) => (d.v < 0 ? colors[0] : colors[1]) }),
    Plot.ruleX([0], { stroke: "black" }),
  ];
  if (s.labels) {
    marks.push(Plot.text(s.data.filter((d) => d.v >= 0), { x: "v", y: "cat", text: "lab", dx: 4, textAnchor: "start", fontSize: 10 }));
    marks.push(Plot.text(s.data.filter((d) => d.v < 0), { x: "v", y: "cat", text: "lab", dx: -4, textAnchor: "end", fontSize: 10 }));
  }
} else if (s.kind === "scatter") {
  const rows = s.data.flatMap((g, k) => g.pts.map(([x, y, lab]) => ({ x, y, lab, k })));
  marks = [
    Plot.dot(rows, { x: "x", y: "y", fill: (d) => colors[d.k], stroke: (d) => colors[d.k], symbol: (d) => s.symbols[d.k], r: 4 }),
    Plot.text(rows, { x: "x", y: "y", text: "lab", dx: 9, dy: -7, fontSize: 11, fill: (d) => colors[d.k] }),
  ];
} else if (s.kind === "slope") {
  const rows = s.data.flatMap((d) => [{ n: d.name, x: s.x[0], y: d.v[0] }, { n: d.name, x: s.x[1], y: d.v[1] }]);
  marks = [
    Plot.line(rows, { x: "x", y: "y", z: "n", stroke: (d) => colors[s.data.findIndex((e) => e.name === d.n)], strokeWidth: 2 }),
    Plot.dot(rows, { x: "x", y: "y", fill: (d) => colors[s.data.findIndex((e) => e.name === d.n)], r: 3.5 }),
    Plot.text(s.data, { x: () => s.x[1], y: (d) => d.v[1] + (d.nudge || 0), text: (d) => d.name, textAnchor: "start", dx: 8, fontSize: 11 }),
  ];
}
const opts = {
  document, width: s.width, height: s.height, style: { fontFamily: font, fontSize: "11px", background: "white" },
  marginLeft: s.marginLeft ?? 50, marginRight: s.marginRight ?? 20, marginBottom: s.marginBottom ?? 40, marginTop: s.marginTop ?? 20,
  x: s.x_axis, y: s.y_axis, marks,
};
const svg = Plot.plot(opts);
svg.setAttribute("xmlns", "http://www.w3.org/2000/svg");
if (s.legend) {
  const ns = "http://www.w3.org/2000/svg";
  const g = document.createElementNS(ns, "g");
  s.series.forEach((name, k) => {
    const [lx, ly] = [s.legend.x + (s.legend.dx || 0) * k, s.legend.y + (s.legend.dy || 0) * k];
    const sym = document.createElementNS(ns, "circle");
    Object.entries({ cx: lx, cy: ly - 4, r: 4.5, fill: colors[k] }).forEach(([a, v]) => sym.setAttribute(a, v));
    if ((s.symbols || [])[k] === "square") {
      const r = document.createElementNS(ns, "rect");
      Object.entries({ x: lx - 4, y: ly - 8, width: 8, height: 8, fill: colors[k] }).forEach(([a, v]) => r.setAttribute(a, v));
      g.appendChild(r);
    } else g.appendChild(sym);
    const t = document.createElementNS(ns, "text");
    Object.entries({ x: lx + 10, y: ly, "font-family": font, "font-size": 11, fill: "black", "text-anchor": "start" }).forEach(([a, v]) => t.setAttribute(a, v));
    t.textContent = name;
    g.appendChild(t);
  });
  svg.appendChild(g);
}
fs.writeFileSync(outPath, svg.outerHTML);
