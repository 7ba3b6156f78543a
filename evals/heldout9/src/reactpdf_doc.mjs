// The ninth held-out set's react-pdf writer: @react-pdf/renderer 4 (React components laid out by
// Yoga flexbox and react-pdf's own text engine, then written by its pdfkit fork) lays out a paper
// described by the neutral blocks of paper9 (JSON). Fonts are registered TrueType files (embedded
// as subsets). Tables are rows of fixed-width cells with borders on the row views; a header row
// is repeated by react-pdf only when a row group breaks, so tables here are kept whole
// (wrap={false}). react-pdf draws PNG or JPEG images only: a vector chart is laid out as a white
// placeholder PNG that writers9.py swap replaces afterwards.
// Usage: HELDOUT9_NODE=/tmp/heldout9-node node reactpdf_doc.mjs spec.json out.pdf
import fs from "fs";
import path from "path";

const NODE = process.env.HELDOUT9_NODE || "/tmp/heldout9-node";
const React = (await import(path.join(NODE, "node_modules/react/index.js"))).default;
const RP = await import(path.join(NODE, "node_modules/@react-pdf/renderer/lib/react-pdf.js"));
const { Document, Page, Text, View, Image, Font, renderToFile } = RP;
const h = React.createElement;

const spec = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
Font.register({ family: "Body", fonts: [
  { src: spec.fonts.R }, { src: spec.fonts.B, fontWeight: "bold" },
  { src: spec.fonts.I, fontStyle: "italic" }] });
Font.registerHyphenationCallback((word) => [word]);

const cap = (label, text) => h(Text, { style: { fontSize: 9, marginTop: 5, marginBottom: 5 } },
  h(Text, { style: { fontWeight: "bold" } }, label + " "), text);

function table(b) {
  const W = b.widths;
  const lineW = (k, n) => (b.rules === "booktabs" ? (k === 0 || k === n ? 1 : 0) : 0);
  const out = [cap(b.label, b.caption)];
  const nh = b.header.length;
  b.header.forEach((hr, k) => {
    let c = 0;
    const cells = hr.map(([s, span], j) => {
      const w = W.slice(c, c + span).reduce((a, x) => a + x, 0);
      c += span;
      const under = span > 1 && s && b.rules !== "none" ? { borderBottomWidth: 0.5, marginLeft: 3, marginRight: 3, width: w - 6 } : { width: w };
      return h(Text, { key: j, style: { ...under, fontWeight: "bold", padding: 2,
        textAlign: j === 0 && span === 1 ? "left" : "center" } }, s);
    });
    out.push(h(View, { key: "h" + k, style: { flexDirection: "row", borderTopWidth: k === 0 ? lineW(0, 1) : 0,
      borderBottomWidth: k === nh - 1 && b.rules === "booktabs" ? 0.5 : 0 } }, cells));
  });
  b.rows.forEach((r, i) => {
    const last = i === b.rows.length - 1;
    const bold = b.bold_last && last;
    const cells = r.map((s, j) => h(Text, { key: j, style: { width: W[j], padding: 2,
      fontWeight: bold ? "bold" : "normal", textAlign: j === 0 ? "left" : "right" } }, s));
    out.push(h(View, { key: "r" + i, style: { flexDirection: "row",
      borderBottomWidth: last && b.rules === "booktabs" ? 1 : 0,
      borderTopWidth: bold && b.rules !== "booktabs" ? 0.6 : 0 } }, cells));
  });
  return h(View, { wrap: false, style: { fontSize: b.size || 8.6, marginTop: 6, marginBottom: 10,
    alignSelf: "center" } }, out);
}

const body = [];
for (const b of spec.blocks) {
  if (b.t === "title") {
    body.push(h(Text, { style: { fontSize: 15.5, fontWeight: "bold", textAlign: "center", marginBottom: 8 } }, b.title));
    body.push(h(Text, { style: { fontSize: 10.5, textAlign: "center" } }, b.authors));
    body.push(h(Text, { style: { fontSize: 9, fontStyle: "italic", textAlign: "center", marginBottom: 10 } }, b.affil));
    body.push(h(Text, { style: { fontSize: 9, marginHorizontal: 26, marginBottom: 12, textAlign: "justify" } },
      h(Text, { style: { fontWeight: "bold" } }, b.abstractHead + " "), b.abstract));
  } else if (b.t === "h") {
    body.push(h(Text, { minPresenceAhead: 40, style: { fontSize: 11.5, fontWeight: "bold", marginTop: 8, marginBottom: 4 } }, b.s));
  } else if (b.t === "p") {
    body.push(h(Text, { style: { textAlign: "justify", marginBottom: 5 } }, b.s));
  } else if (b.t === "table") {
    body.push(table(b));
  } else if (b.t === "figure") {
    body.push(h(View, { wrap: false, style: { marginTop: 6, marginBottom: 8 } },
      h(Image, { src: b.placeholder || b.file, style: { width: b.width, alignSelf: "center" } }),
      cap(b.label, b.caption)));
  }
}
const doc = h(Document, { title: spec.title, producer: "react-pdf 4.9.0", creator: "react-pdf" },
  h(Page, { size: "A4", style: { fontFamily: "Body", fontSize: spec.body, lineHeight: 1.35,
    paddingTop: 64, paddingBottom: 64, paddingHorizontal: 66 } },
    h(Text, { fixed: true, style: { position: "absolute", top: 30, left: 66, right: 66, fontSize: 8,
      fontStyle: "italic", textAlign: "left" }, render: ({ pageNumber }) => (pageNumber > 1 ? spec.head : "") }),
    ...body,
    h(Text, { fixed: true, style: { position: "absolute", bottom: 32, left: 0, right: 0, fontSize: 9,
      textAlign: "center" }, render: ({ pageNumber, totalPages }) => `${pageNumber} of ${totalPages}` })));
await renderToFile(doc, process.argv[3]);
