// Apache ECharts 5 server-side SVG rendering (no browser, no canvas):
//   node echarts.mjs charts.json OUTDIR   -> fig1.svg (lines), fig2.svg (pie)
import fs from "node:fs";
import * as echarts from "echarts";

const spec = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const out = process.argv[3];
const text = { fontFamily: "DejaVu Sans", fontSize: 12, color: "#222" };

function render(file, width, height, option) {
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width, height });
  chart.setOption({ animation: false, textStyle: text, ...option });
  fs.writeFileSync(`${out}/${file}`, chart.renderToSVGString());
  chart.dispose();
}

const f1 = spec.fig1;
render("fig1.svg", 620, 330, {
  color: ["#1f77b4", "#d98c00", "#8c1c13"],
  legend: { top: 4, left: "center", textStyle: text, itemWidth: 26 },
  grid: { left: 62, right: 20, top: 40, bottom: 52 },
  xAxis: {
    type: "category",
    data: f1.months,
    boundaryGap: false,
    name: f1.xtitle,
    nameLocation: "middle",
    nameGap: 30,
    nameTextStyle: text,
    axisLabel: text,
    axisLine: { lineStyle: { color: "#333" } },
  },
  yAxis: {
    type: "value",
    min: f1.ymin,
    max: f1.ymax,
    interval: 1,
    name: f1.ytitle,
    nameLocation: "middle",
    nameGap: 36,
    nameTextStyle: text,
    axisLabel: text,
    splitLine: { lineStyle: { color: "#ddd" } },
  },
  series: f1.series.map((s, i) => ({
    name: s.name,
    type: "line",
    data: s.y,
    symbol: ["circle", "diamond", "triangle"][i],
    symbolSize: 8,
    lineStyle: { width: 2, type: ["solid", "dashed", "solid"][i] },
  })),
});

const f2 = spec.fig2;
render("fig2.svg", 640, 330, {
  color: ["#8c1c13", "#d98c00", "#e9c46a", "#2a9d8f", "#457b9d", "#adb5bd"],
  series: [
    {
      type: "pie",
      radius: ["32%", "64%"],
      center: ["50%", "52%"],
      startAngle: 90,
      clockwise: true,
      label: { show: true, formatter: "{b}", overflow: "none", ...text },
      labelLine: { show: true, length: 12, length2: 10 },
      itemStyle: { borderColor: "#fff", borderWidth: 1.5 },
      data: f2.categories.map((c, i) => ({ name: c, value: f2.values[i] })),
    },
  ],
});
