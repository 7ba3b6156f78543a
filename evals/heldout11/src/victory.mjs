// Victory (Formidable's React charting library) rendered on the server with react-dom/server:
// a chart spec (JSON) -> an SVG file. Kinds: lines, stackedarea, histogram, groupedbars, radar.
// Usage: node victory.mjs spec.json out.svg   (modules from $HELDOUT11_NODE/node_modules)
import { createRequire } from "module";
import fs from "fs";
import path from "path";

const base = process.env.HELDOUT11_NODE || "/tmp/heldout11-node";
const require = createRequire(path.join(base, "package.json"));
const React = require("react");
const { renderToStaticMarkup } = require("react-dom/server");
const V = require("victory");
const h = React.createElement;

const [specFile, outFile] = process.argv.slice(2);
const s = JSON.parse(fs.readFileSync(specFile, "utf8"));
const FONT = "DejaVu Sans";
const COLORS = s.colors || ["#1b9e77", "#d95f02", "#7570b3", "#e7298a"];
const tick = { tickLabels: { fontFamily: FONT, fontSize: 11 }, axisLabel: { fontFamily: FONT, fontSize: 12, padding: 36 },
               grid: { stroke: "#dddddd" } };
const names = s.series.map((x) => x.name);

function legend() {
  if (s.legend === false) return null;
  return h(V.VictoryLegend, { key: "legend", x: s.legendX ?? 70, y: 6, orientation: "horizontal", gutter: 18,
    style: { labels: { fontFamily: FONT, fontSize: 11 } },
    data: names.map((n, i) => ({ name: n, symbol: { fill: COLORS[i], type: s.kind === "lines" ? ["circle", "square", "triangleUp", "diamond"][i] : "square" } })) });
}

let kids = [];
const axes = [
  h(V.VictoryAxis, { key: "x", label: s.xlabel, style: tick, tickValues: s.xticks, tickFormat: s.xtickFormat ? (t) => s.xtickFormat[t] ?? t : undefined }),
  h(V.VictoryAxis, { key: "y", dependentAxis: true, label: s.ylabel, style: tick, tickFormat: (t) => (s.comma ? String(t).replace(".", ",") : t) }),
];
if (s.kind === "lines") {
  s.series.forEach((se, i) => {
    const d = se.x.map((x, k) => ({ x, y: se.y[k] }));
    kids.push(h(V.VictoryLine, { key: "l" + i, data: d, style: { data: { stroke: COLORS[i], strokeWidth: 2, strokeDasharray: i === 1 ? "6,3" : undefined } } }));
    kids.push(h(V.VictoryScatter, { key: "s" + i, data: d, size: 4, symbol: ["circle", "square", "triangleUp", "diamond"][i], style: { data: { fill: COLORS[i] } } }));
  });
  kids = [...axes, ...kids, legend()];
} else if (s.kind === "stackedarea") {
  kids = [...axes, h(V.VictoryStack, { key: "stack" }, s.series.map((se, i) =>
    h(V.VictoryArea, { key: "a" + i, data: se.x.map((x, k) => ({ x, y: se.y[k] })), style: { data: { fill: COLORS[i], fillOpacity: 0.85, stroke: "#333333", strokeWidth: 0.8 } } }))), legend()];
} else if (s.kind === "histogram") {
  const se = s.series[0];
  const raw = [];
  se.x.forEach((c, k) => { for (let j = 0; j < se.y[k]; j++) raw.push({ x: c }); });
  kids = [...axes, h(V.VictoryHistogram, { key: "h", data: raw, bins: s.bins, style: { data: { fill: COLORS[0], stroke: "#ffffff", strokeWidth: 1 } } })];
  if (s.legend !== false) kids.push(legend());
} else if (s.kind === "groupedbars") {
  kids = [...axes, h(V.VictoryGroup, { key: "g", offset: s.offset || 14 }, s.series.map((se, i) =>
    h(V.VictoryBar, { key: "b" + i, barWidth: s.barWidth || 12, data: se.x.map((x, k) => ({ x, y: se.y[k] })), style: { data: { fill: COLORS[i] } } }))), legend()];
} else if (s.kind === "radar") {
  const cats = s.categories;
  kids = cats.map((c, i) => h(V.VictoryPolarAxis, { key: "pa" + i, dependentAxis: true, axisValue: i + 1, label: c, labelPlacement: "perpendicular",
      tickValues: s.rticks, style: { axisLabel: { fontFamily: FONT, fontSize: 11, padding: 14 }, tickLabels: { fontFamily: FONT, fontSize: i === 0 ? 9 : 0 }, grid: { stroke: "#cccccc" } } }));
  kids.push(h(V.VictoryPolarAxis, { key: "outer", labelPlacement: "parallel", tickFormat: () => "", style: { axis: { stroke: "none" }, grid: { stroke: "#cccccc" } } }));
  s.series.forEach((se, i) => kids.push(h(V.VictoryArea, { key: "r" + i, data: cats.map((c, k) => ({ x: k + 1, y: se.y[k] })),
      style: { data: { fill: COLORS[i], fillOpacity: 0.2, stroke: COLORS[i], strokeWidth: 2 } } })));
  kids.push(legend());
}
const chart = h(V.VictoryChart, { standalone: true, width: s.width || 640, height: s.height || 380, polar: s.kind === "radar",
  domain: s.domain, domainPadding: s.domainPadding ?? (s.kind === "groupedbars" ? 24 : 0),
  padding: s.padding || { top: 40, bottom: 56, left: 64, right: 24 }, maxDomain: s.maxDomain, startAngle: s.startAngle, endAngle: s.endAngle }, kids);
let svg = renderToStaticMarkup(chart);
// Victory renders a wrapping <div> around the <svg> on the server: keep the svg only
svg = svg.slice(svg.indexOf("<svg"), svg.indexOf("</svg>") + 6); // the second, empty svg is the portal
if (!svg.includes("xmlns=")) svg = svg.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"');
fs.writeFileSync(outFile, svg);
