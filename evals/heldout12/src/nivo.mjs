// nivo (React chart components) rendered on the server by react-dom/server into an SVG:
// node nivo.mjs spec.json out.svg   (spec: {kind: "bar" | "line" | "pie", width, height, props})
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

const require = createRequire(join(process.env.HELDOUT12_NODE || "/tmp/heldout12-node", "x.js"));
const React = require("react");
const { renderToStaticMarkup } = require("react-dom/server");
const components = {
  bar: () => require("@nivo/bar").Bar,
  line: () => require("@nivo/line").Line,
  pie: () => require("@nivo/pie").Pie,
};
const [specFile, out] = process.argv.slice(2);
const spec = JSON.parse(readFileSync(specFile, "utf8"));
const theme = { text: { fontFamily: "DejaVu Sans", fontSize: 12, fill: "#222" },
  axis: { legend: { text: { fontSize: 13 } } } };
const props = { ...spec.props, width: spec.width, height: spec.height, animate: false,
  isInteractive: false, theme };
let svg = renderToStaticMarkup(React.createElement(components[spec.kind](), props));
svg = svg.slice(svg.indexOf("<svg"), svg.lastIndexOf("</svg>") + 6);
if (!svg.includes("xmlns=")) svg = svg.replace("<svg", '<svg xmlns="http://www.w3.org/2000/svg"');
writeFileSync(out, svg);
