// Render an Apache ECharts option (JSON) to SVG with ECharts' own server-side SVG renderer.
// Usage: node echart.js option.json out.svg   (width/height come from option._size)
const fs = require("fs");
const echarts = require("echarts");
const opt = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const [w, h] = opt._size;
delete opt._size;
const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width: w, height: h });
opt.animation = false;
chart.setOption(opt);
fs.writeFileSync(process.argv[3], chart.renderToSVGString());
chart.dispose();
