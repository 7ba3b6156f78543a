// Chartist 1.x drawn into a jsdom document in node; its HTML labels (foreignObject spans, which
// librsvg does not draw) are replaced by SVG <text> in the draw event; axis titles and a legend
// are added to the SVG here (Chartist has none of its own); Chartist's own CSS is inlined.
// usage: node chartist.mjs spec.json out.svg   (packages in $HELDOUT15_NODE)
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
const NODE = process.env.HELDOUT15_NODE || "/tmp/heldout15-node";
const require = createRequire(path.join(NODE, "node_modules", "x.js"));
const { JSDOM } = require("jsdom");
const [specPath, outPath] = process.argv.slice(2);
const spec = JSON.parse(fs.readFileSync(specPath, "utf8"));
const dom = new JSDOM(`<!DOCTYPE html><html><body><div id="c"></div></body></html>`, { pretendToBeVisual: true });
for (const k of ["window", "document", "navigator", "SVGElement", "HTMLElement", "Element", "Node", "getComputedStyle"]) {
  globalThis[k] = k === "window" ? dom.window : dom.window[k];
}
globalThis.requestAnimationFrame = (f) => setTimeout(f, 0);
dom.window.matchMedia = () => ({ matches: false, addListener() {}, removeListener() {} });
const ch = await import(path.join(NODE, "node_modules", "chartist", "dist", "index.js"));
const css = fs.readFileSync(path.join(NODE, "node_modules", "chartist", "dist", "index.css"), "utf8");
const W = spec.width, H = spec.height;
const fmt = (v) => (spec.comma ? String(v).replace(".", ",") : String(v));
const opts = {
  width: W + "px", height: H + "px", low: spec.y.min, high: spec.y.max,
  chartPadding: { top: spec.padTop ?? 40, right: 34, bottom: 30, left: 30 },
  axisY: { type: ch.FixedScaleAxis, ticks: spec.y.ticks, low: spec.y.min, high: spec.y.max,
           labelInterpolationFnc: fmt, offset: 50 },
  axisX: { offset: 30 },
  showPoint: true, lineSmooth: false, fullWidth: true,
  stackBars: spec.kind === "stacked", seriesBarDistance: spec.barDistance ?? 18,
};
const data = { labels: spec.cats, series: spec.series.map((s) => ({ name: s.name, data: s.values })) };
const Chart = spec.kind === "line" ? ch.LineChart : ch.BarChart;
const chart = new Chart("#c", data, opts);
chart.on("draw", (d) => {
  if (d.type === "label") {
    const isX = d.axis.units.pos === "x";
    // x: on its grid line (lines) or the middle of its slot (bars); y: the tick at the span's foot
    const x = isX ? (spec.kind === "line" ? d.x : d.x + d.width / 2) : d.x + d.width - 4;
    const y = isX ? d.y + 14 : d.y + d.height + 4;
    const t = new ch.Svg("text", { x, y, "text-anchor": isX ? "middle" : "end",
      "font-family": "Liberation Sans", "font-size": 13, fill: "#222" });
    t.text(d.text);
    d.element.replace(t);
  }
});
chart.on("created", () => {
  let svg = dom.window.document.querySelector("#c svg");
  const add = (tag, attrs, text) => {
    const e = dom.window.document.createElementNS("http://www.w3.org/2000/svg", tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (text !== undefined) e.textContent = text;
    svg.appendChild(e);
  };
  const ff = { "font-family": "Liberation Sans", "font-size": 14, fill: "#222" };
  add("text", { ...ff, x: W / 2, y: H - 4, "text-anchor": "middle" }, spec.xtitle);
  add("text", { ...ff, x: 0, y: 0, "text-anchor": "middle", transform: `translate(16 ${H / 2}) rotate(-90)` }, spec.ytitle);
  if (spec.legend) {
    let lx = spec.legendX ?? 90;
    spec.series.forEach((s, i) => {
      const letter = String.fromCharCode(97 + i);
      add("rect", { x: lx, y: 10, width: 14, height: 14, class: `legend-${letter}` });
      add("text", { ...ff, x: lx + 20, y: 22 }, s.name);
      lx += 40 + 8 * s.name.length;
    });
  }
  const colors = spec.colors || ["#d70206", "#1f5fbf", "#f4c63d", "#2e8b57"];
  let extra = "";
  colors.forEach((c, i) => {
    const l = String.fromCharCode(97 + i);
    extra += `.legend-${l}{fill:${c}} .ct-series-${l} .ct-line,.ct-series-${l} .ct-point,.ct-series-${l} .ct-bar{stroke:${c}}\n`;
  });
  (spec.dashes || []).forEach((d, i) => { if (d) extra += `.ct-series-${String.fromCharCode(97 + i)} .ct-line{stroke-dasharray:${d}}\n`; });
  extra += `.ct-line{stroke-width:2.5px} .ct-point{stroke-width:9px} .ct-bar{stroke-width:${spec.barWidth ?? 16}px} .ct-grid{stroke:#ccc;stroke-dasharray:none}\n`;
  const style = dom.window.document.createElementNS("http://www.w3.org/2000/svg", "style");
  style.textContent = css + "\n" + extra;
  svg.insertBefore(style, svg.firstChild);
  svg.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  fs.writeFileSync(outPath, svg.outerHTML);
  process.exit(0);
});
setTimeout(() => { console.error("chartist: no created event"); process.exit(1); }, 5000);
