// D3 (v7) charts rendered server-side in a jsdom document: node charts.mjs data.json OUTDIR
// Writes fig1.svg (lines with markers) and fig2.svg (grouped columns) with live <text>.
import fs from "node:fs";
import { JSDOM } from "jsdom";
import * as d3 from "d3";

const spec = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const out = process.argv[3];
const FONT = "DejaVu Sans";

function frame(width, height) {
  const dom = new JSDOM("<!DOCTYPE html><body></body>");
  const svg = d3
    .select(dom.window.document.body)
    .append("svg")
    .attr("xmlns", "http://www.w3.org/2000/svg")
    .attr("width", width)
    .attr("height", height)
    .attr("viewBox", `0 0 ${width} ${height}`)
    .style("font-family", FONT);
  return { dom, svg };
}

function axisStyle(g) {
  g.selectAll("text").attr("font-size", 11).attr("font-family", FONT).attr("fill", "#000");
  g.selectAll("path,line").attr("stroke", "#000");
}

// Figure 1: lines with markers.
{
  const f = spec.fig1;
  const W = 560, H = 320, m = { t: 20, r: 20, b: 48, l: 64 };
  const { svg } = frame(W, H);
  const x = d3.scaleLinear().domain([f.xmin, f.xmax]).range([m.l, W - m.r]);
  const y = d3.scaleLinear().domain([f.ymin, f.ymax]).range([H - m.b, m.t]);
  svg.append("g").attr("transform", `translate(0,${H - m.b})`)
    .call(d3.axisBottom(x).tickValues(f.x).tickFormat(d3.format("d"))).call(axisStyle);
  svg.append("g").attr("transform", `translate(${m.l},0)`)
    .call(d3.axisLeft(y).ticks(5).tickFormat((v) => d3.format(",d")(v).replace(/,/g, "\u00a0")))
    .call(axisStyle);
  svg.append("g").selectAll("line").data(y.ticks(5)).join("line")
    .attr("x1", m.l).attr("x2", W - m.r).attr("y1", (v) => y(v)).attr("y2", (v) => y(v))
    .attr("stroke", "#ccc").attr("stroke-width", 0.6);
  const colours = ["#555555", "#b03a2e"];
  const dashes = ["5,3", null];
  f.series.forEach((s, i) => {
    const pts = f.x.map((xv, j) => [xv, s.y[j]]);
    svg.append("path").datum(pts)
      .attr("fill", "none").attr("stroke", colours[i]).attr("stroke-width", 2)
      .attr("stroke-dasharray", dashes[i])
      .attr("d", d3.line().x((p) => x(p[0])).y((p) => y(p[1])));
    svg.append("g").selectAll(i ? "rect" : "circle").data(pts).join(i ? "rect" : "circle")
      .each(function (p) {
        const el = d3.select(this);
        if (i) el.attr("x", x(p[0]) - 4).attr("y", y(p[1]) - 4).attr("width", 8).attr("height", 8);
        else el.attr("cx", x(p[0])).attr("cy", y(p[1])).attr("r", 4);
      })
      .attr("fill", i ? colours[i] : "#fff").attr("stroke", colours[i]).attr("stroke-width", 1.5);
    const ly = m.t + 8 + i * 18;
    svg.append("line").attr("x1", W - 150).attr("x2", W - 122).attr("y1", ly).attr("y2", ly)
      .attr("stroke", colours[i]).attr("stroke-width", 2).attr("stroke-dasharray", dashes[i]);
    svg.append("text").attr("x", W - 114).attr("y", ly + 4).attr("font-size", 11).text(s.name);
  });
  svg.append("text").attr("x", (m.l + W - m.r) / 2).attr("y", H - 10).attr("text-anchor", "middle")
    .attr("font-size", 12).text(f.xtitle);
  svg.append("text").attr("transform", `translate(16,${(m.t + H - m.b) / 2}) rotate(-90)`)
    .attr("text-anchor", "middle").attr("font-size", 12).text(f.ytitle);
  fs.writeFileSync(`${out}/fig1.svg`, svg.node().outerHTML);
}

// Figure 2: grouped columns, legend above.
{
  const f = spec.fig2;
  const W = 560, H = 320, m = { t: 40, r: 16, b: 48, l: 56 };
  const { svg } = frame(W, H);
  const x0 = d3.scaleBand().domain(f.categories).range([m.l, W - m.r]).paddingInner(0.25).paddingOuter(0.1);
  const x1 = d3.scaleBand().domain(f.series.map((s) => s.name)).range([0, x0.bandwidth()]).padding(0.06);
  const y = d3.scaleLinear().domain([f.ymin, f.ymax]).range([H - m.b, m.t]);
  svg.append("g").selectAll("line").data(y.ticks(5)).join("line")
    .attr("x1", m.l).attr("x2", W - m.r).attr("y1", (v) => y(v)).attr("y2", (v) => y(v))
    .attr("stroke", "#ddd").attr("stroke-width", 0.6);
  const fills = ["#1b4f72", "#5dade2", "#d6eaf8"];
  f.series.forEach((s, i) => {
    svg.append("g").selectAll("rect").data(f.categories).join("rect")
      .attr("x", (c) => x0(c) + x1(s.name)).attr("width", x1.bandwidth())
      .attr("y", (c, j) => y(s.y[j])).attr("height", (c, j) => y(0) - y(s.y[j]))
      .attr("fill", fills[i]).attr("stroke", "#1b2631").attr("stroke-width", 0.6);
    const lx = m.l + i * 150;
    svg.append("rect").attr("x", lx).attr("y", 8).attr("width", 12).attr("height", 12)
      .attr("fill", fills[i]).attr("stroke", "#1b2631").attr("stroke-width", 0.6);
    svg.append("text").attr("x", lx + 17).attr("y", 18).attr("font-size", 11).text(s.name);
  });
  svg.append("g").attr("transform", `translate(0,${H - m.b})`).call(d3.axisBottom(x0)).call(axisStyle);
  svg.append("g").attr("transform", `translate(${m.l},0)`).call(d3.axisLeft(y).ticks(5)).call(axisStyle);
  svg.append("text").attr("x", (m.l + W - m.r) / 2).attr("y", H - 10).attr("text-anchor", "middle")
    .attr("font-size", 12).text(f.xtitle);
  svg.append("text").attr("transform", `translate(16,${(m.t + H - m.b) / 2}) rotate(-90)`)
    .attr("text-anchor", "middle").attr("font-size", 12).text(f.ytitle);
  fs.writeFileSync(`${out}/fig2.svg`, svg.node().outerHTML);
}
