// Render a chart with Recharts 2 (React + D3 scales) on the server: react-dom's
// renderToStaticMarkup gives Recharts' own SVG surface (axes, grid, bars, lines, areas, labels).
// Recharts draws its legend as HTML beside the SVG, which no SVG converter reads, so the legend
// entries (the chart's own names, colours and markers) are set into the SVG here as a <g>.
// Usage: HELDOUT9_NODE=... node rechart.mjs spec.json out.svg
import fs from "fs";
import path from "path";

const NODE = process.env.HELDOUT9_NODE || "/tmp/heldout9-node";
const React = (await import(path.join(NODE, "node_modules/react/index.js"))).default;
const { renderToStaticMarkup } = (await import(path.join(NODE, "node_modules/react-dom/server.node.js"))).default;
const R = (await import(path.join(NODE, "node_modules/recharts/lib/index.js"))).default;
const h = React.createElement;
const s = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));

const kids = [h(R.CartesianGrid, { key: "g", stroke: "#dddddd", vertical: !!s.vgrid })];
const lab = (value, angle, pos) => ({ value, angle, position: pos, style: { textAnchor: "middle", fontSize: 13, fill: "#222" } });
const tick = { fontSize: 12, fill: "#222" };
const layout = s.horizontal ? "vertical" : "horizontal";
if (s.horizontal) {
  kids.push(h(R.XAxis, { key: "x", type: "number", domain: s.yDomain, ticks: s.yTicks, tick, label: lab(s.yLabel, 0, "insideBottom"), height: 50 }));
  kids.push(h(R.YAxis, { key: "y", type: "category", dataKey: s.xKey, width: s.catWidth || 170, tick }));
} else {
  const xa = { key: "x", dataKey: s.xKey, tick, height: 50, label: s.xLabel ? lab(s.xLabel, 0, "insideBottom") : undefined };
  if (s.xScale === "log") Object.assign(xa, { type: "number", scale: "log", domain: s.xDomain, ticks: s.xTicks, allowDataOverflow: true });
  kids.push(h(R.XAxis, xa));
  kids.push(h(R.YAxis, { key: "y", yAxisId: "l", domain: s.yDomain, ticks: s.yTicks, tick, width: 70, label: lab(s.yLabel, -90, "insideLeft") }));
  if (s.y2) kids.push(h(R.YAxis, { key: "y2", yAxisId: "r", orientation: "right", domain: s.y2.domain, ticks: s.y2.ticks, tick, width: 70, label: lab(s.y2.label, 90, "insideRight") }));
}
for (const r of s.refLines || []) {
  kids.push(h(R.ReferenceLine, { key: "ref" + r.y, y: r.y, yAxisId: "l", stroke: "#444", strokeDasharray: "6 4", label: { value: r.label, position: "insideTopRight", fontSize: 12, fill: "#222" } }));
}
s.series.forEach((se, k) => {
  const common = { key: "s" + k, dataKey: se.key, name: se.name, isAnimationActive: false };
  if (!s.horizontal) common.yAxisId = se.axis === "y2" ? "r" : "l";
  const labels = se.labels ? h(R.LabelList, { dataKey: se.key, position: s.horizontal ? "right" : "top", fontSize: 11, fill: "#222" }) : null;
  if (se.kind === "bar") {
    kids.push(h(R.Bar, { ...common, fill: se.color, stroke: se.stroke || "none", stackId: se.stack, barSize: se.barSize }, labels));
  } else if (se.kind === "area") {
    kids.push(h(R.Area, { ...common, type: "linear", stroke: se.color, strokeWidth: 2, fill: se.color, fillOpacity: 0.18, dot: { r: 3.5, fill: se.color } }, labels));
  } else {
    kids.push(h(R.Line, { ...common, type: "linear", stroke: se.color, strokeWidth: 2, strokeDasharray: se.dash, dot: { r: 4, fill: se.color, stroke: se.color } }, labels));
  }
});
const Chart = { bar: R.BarChart, line: R.LineChart, area: R.AreaChart, composed: R.ComposedChart }[s.type];
const props = { width: s.width, height: s.height, data: s.data, layout, margin: s.margin || { top: 40, right: 20, bottom: 10, left: 10 } };
if (s.barGap !== undefined) props.barGap = s.barGap;
let html = renderToStaticMarkup(h(Chart, props, kids));
const svg = html.slice(html.indexOf("<svg"), html.indexOf("</svg>"));
// The legend: one entry per series, a colour sample and the series' name, in one row.
const lg = s.legend || { x: 0, y: 0 };
let x = lg.x, y = lg.y;
const items = [];
for (const se of s.legend ? s.series : []) {
  if (se.kind === "bar" || se.kind === "area") items.push(`<rect x="${x}" y="${y - 9}" width="12" height="12" fill="${se.color}"/>`);
  else items.push(`<line x1="${x - 2}" y1="${y - 3}" x2="${x + 16}" y2="${y - 3}" stroke="${se.color}" stroke-width="2" ${se.dash ? `stroke-dasharray="${se.dash}"` : ""}/><circle cx="${x + 7}" cy="${y - 3}" r="3.5" fill="${se.color}"/>`);
  items.push(`<text x="${x + 20}" y="${y + 2}" font-size="13" fill="#222">${se.name}</text>`);
  if (lg.vertical) y += 18; else x += 26 + se.name.length * 7.6;
}
const out = svg.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" font-family="DejaVu Sans" ') +
  `<g class="legend">${items.join("")}</g></svg>\n`;
fs.writeFileSync(process.argv[3], out);
