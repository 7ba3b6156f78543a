// Typeset uk_troleibus with jsPDF (+ jspdf-autotable): DejaVu fonts registered in jsPDF's VFS,
// paragraphs wrapped by splitTextToSize and justified, tables by autoTable (Table 2 breaks over
// pages with its header repeated), Figure 1 placed as a PNG, Figure 2 drawn with jsPDF's own
// primitives (rect, line, text). Usage: node jspdf.cjs spec.json out.pdf
const fs = require('fs');
const { jsPDF } = require('jspdf');
const { autoTable } = require('jspdf-autotable');

const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const doc = new jsPDF({ unit: 'pt', format: 'a4', compress: true });
doc.setProperties({ title: spec.title, creator: 'jsPDF', subject: spec.runhead });
doc.setCreationDate(new Date(Date.UTC(2024, 0, 1)));
doc.setFileId('0123456789abcdef0123456789abcdef');
for (const [name, file] of Object.entries(spec.fonts)) {
  doc.addFileToVFS(name + '.ttf', fs.readFileSync(file).toString('base64'));
  const [family, style] = name.split('-');
  doc.addFont(name + '.ttf', family, style);
}
const W = 595.28, H = 841.89, L = 62, R = W - 62, TOP = 70, BOT = H - 64;
let y = TOP;

function page() { doc.addPage(); y = TOP; }
function need(h) { if (y + h > BOT) page(); }
function font(style, size) { doc.setFont('DejaVuSerif', style); doc.setFontSize(size); }

function para(text, opts = {}) {
  const size = opts.size || 10, lead = opts.lead || 14;
  font(opts.style || 'normal', size);
  const lines = doc.splitTextToSize(text, R - L - (opts.indent || 0));
  lines.forEach((line, i) => {
    need(lead);
    y += lead;
    const last = i === lines.length - 1;
    if (opts.center) doc.text(line, W / 2, y, { align: 'center' });
    else if (!last && !opts.ragged) doc.text(line, L + (opts.indent || 0), y, { align: 'justify', maxWidth: R - L - (opts.indent || 0) });
    else doc.text(line, L + (opts.indent || 0), y);
  });
  y += opts.after === undefined ? 5 : opts.after;
}

function caption(label, text) {
  font('bold', 9);
  const lw = doc.getTextWidth(label + ' ');
  font('normal', 9);
  const lines = doc.splitTextToSize(text, R - L - lw);
  lines.forEach((line, i) => {
    y += 12;
    if (i === 0) { font('bold', 9); doc.text(label, L, y); font('normal', 9); }
    doc.text(line, L + lw, y);
  });
  y += 4;
}

function stacked(c) {
  // stacked columns drawn with jsPDF primitives
  const h = c.h, w = R - L - 40;
  need(h + 50);
  const x0 = L + 52, top = y + 10, ph = h - 40, pw = w - 150;
  const Y = (v) => top + ph - (v / c.ymax) * ph;
  doc.setDrawColor(0); doc.setLineWidth(0.5);
  doc.line(x0, top, x0, top + ph); doc.line(x0, top + ph, x0 + pw, top + ph);
  font('normal', 8);
  for (let v = 0; v <= c.ymax + 1e-9; v += c.ystep) {
    doc.line(x0 - 3, Y(v), x0, Y(v));
    doc.text(c.fmt[v.toFixed(1)] || String(v), x0 - 5, Y(v) + 3, { align: 'right' });
    if (v > 0) { doc.setDrawColor(200); doc.setLineDashPattern([1, 2], 0); doc.line(x0, Y(v), x0 + pw, Y(v)); doc.setLineDashPattern([], 0); doc.setDrawColor(0); }
  }
  doc.text(c.ytitle, x0 - 34, top + ph / 2, { angle: 90, align: 'center' });
  const n = c.categories.length, slot = pw / n, bw = slot * 0.55;
  c.categories.forEach((cat, i) => {
    let base = 0;
    const x = x0 + slot * i + (slot - bw) / 2;
    c.series.forEach((s) => {
      const v = s.values[i];
      doc.setFillColor(...s.color);
      doc.rect(x, Y(base + v), bw, Y(base) - Y(base + v), 'FD');
      base += v;
    });
    font('normal', 8);
    doc.text(cat, x + bw / 2, top + ph + 12, { align: 'center' });
  });
  doc.text(c.xtitle, x0 + pw / 2, top + ph + 26, { align: 'center' });
  // legend on the right, top to bottom in stacking order reversed
  let ly = top + 4;
  [...c.series].reverse().forEach((s) => {
    doc.setFillColor(...s.color);
    doc.rect(x0 + pw + 8, ly, 8, 8, 'FD');
    doc.text(s.name, x0 + pw + 20, ly + 7);
    ly += 14;
  });
  y = top + ph + 34;
}

for (const b of spec.blocks) {
  if (b.t === 'title') {
    para(b.title, { style: 'bold', size: 15, lead: 19, center: true, after: 6 });
    para(b.authors, { size: 10.5, center: true, after: 0 });
    para(b.affil, { style: 'italic', size: 9, center: true, after: 10 });
  } else if (b.t === 'abstract') {
    doc.setFillColor(242, 242, 242);
    font('normal', 9);
    const lines = doc.splitTextToSize(b.text, R - L - 20);
    const h = lines.length * 12 + 26;
    doc.rect(L, y, R - L, h, 'F');
    y += 14; font('bold', 9.5); doc.text(b.head, L + 10, y);
    font('normal', 9);
    lines.forEach((line, i) => { y += 12; doc.text(line, L + 10, y, i < lines.length - 1 ? { align: 'justify', maxWidth: R - L - 20 } : {}); });
    y += 20;
  } else if (b.t === 'h') {
    need(48); y += 8; para(b.text, { style: 'bold', size: 11.5, lead: 15, after: 2, ragged: true });
  } else if (b.t === 'p') {
    para(b.text, { indent: 0 });
  } else if (b.t === 'table') {
    need(70);
    caption(b.label, b.caption);
    autoTable(doc, {
      startY: y,
      head: b.head,
      body: b.body,
      theme: b.theme,
      margin: { left: L, right: W - R, top: TOP, bottom: H - BOT },
      styles: { font: 'DejaVuSerif', fontSize: 8.5, cellPadding: 3, lineColor: [0, 0, 0], lineWidth: b.theme === 'grid' ? 0.4 : 0 },
      headStyles: { fontStyle: 'bold', fillColor: b.theme === 'grid' ? [225, 225, 225] : [60, 90, 120], textColor: b.theme === 'grid' ? 0 : 255, halign: 'center' },
      columnStyles: b.columnStyles || {},
      showHead: 'everyPage',
    });
    y = doc.lastAutoTable.finalY + 14;
  } else if (b.t === 'png') {
    const h = (R - L) * b.scale / b.aspect;
    need(h + 40);
    doc.addImage(fs.readFileSync(b.file).toString('base64'), 'PNG', L + (R - L) * (1 - b.scale) / 2, y + 4, (R - L) * b.scale, h);
    y += h + 8;
    caption(b.label, b.caption); y += 6;
  } else if (b.t === 'stacked') {
    stacked(b);
    caption(b.label, b.caption); y += 6;
  } else if (b.t === 'newpage') {
    page();
  }
}
const n = doc.getNumberOfPages();
for (let i = 1; i <= n; i++) {
  doc.setPage(i);
  font('normal', 8.5);
  doc.text(`${i}`, W / 2, H - 34, { align: 'center' });
  if (i > 1) { font('italic', 8); doc.text(spec.runhead, R, 44, { align: 'right' }); doc.setLineWidth(0.4); doc.line(L, 48, R, 48); }
}
fs.writeFileSync(process.argv[3], Buffer.from(doc.output('arraybuffer')));
