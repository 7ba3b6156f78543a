"""Deterministic hostile PDFs: every byte comes from this file, so a failure reproduces exactly.

Most are written object by object (``RawPDF``) because the damage they carry (a page tree that
loops, an XObject that draws itself, an xref that points nowhere) is exactly what a PDF library
refuses to write. The rest are drawn with PyMuPDF and then cut or bloated.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Sequence

import numpy as np
import pymupdf

PROSE = (
    "We study hostile inputs for a paper reader. The encoder has four identical layers and the "
    "decoder has four more. Training took twelve hours on one accelerator with a batch of 64 "
    "examples. The model reaches an accuracy of 91.5 percent on the benchmark while the baseline "
    "reaches 88.0 percent. Dropout of 0.3 was applied to every sub-layer of both stacks."
)


def _lines(text: str, width: int = 80) -> list[str]:
    words, lines, line = text.split(), [], ""
    for word in words:
        if len(line) + len(word) + 1 > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}".strip()
    return [*lines, line] if line else lines


def _pdf_string(text: str) -> bytes:
    escaped = text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")
    return b"(" + escaped.encode("latin-1") + b")"


def prose_content(text: str = PROSE, top: float = 720, size: float = 11) -> bytes:
    """A content stream that shows ``text`` in Helvetica, one line per 80 characters."""
    ops = [b"BT", b"/F1 %.1f Tf" % size, b"%.1f TL" % (size * 1.3), b"72 %.1f Td" % top]
    for line in _lines(text):
        ops.append(_pdf_string(line) + b" Tj T*")
    ops.append(b"ET")
    return b"\n".join(ops)


HELVETICA = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"


def stream(data: bytes, extra: bytes = b"", *, deflate: bool = False) -> bytes:
    if deflate:
        data = zlib.compress(data, 9)
        extra += b" /Filter /FlateDecode"
    return b"<< /Length %d %s >>\nstream\n" % (len(data), extra) + data + b"\nendstream"


class RawPDF:
    """A PDF assembled from numbered object bodies, with a correct xref unless told otherwise."""

    def __init__(self) -> None:
        self.objects: dict[int, bytes] = {}
        self.trailer = b""

    def add(self, body: bytes, num: int | None = None) -> int:
        num = num or (max(self.objects, default=0) + 1)
        self.objects[num] = body
        return num

    def bytes(self, *, root: int = 1, xref: bool = True) -> bytes:
        out = bytearray(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n")
        offsets: dict[int, int] = {}
        for num in sorted(self.objects):
            offsets[num] = len(out)
            out += b"%d 0 obj\n" % num + self.objects[num] + b"\nendobj\n"
        if not xref:
            return bytes(out + b"%%EOF\n")
        start, size = len(out), max(self.objects) + 1
        out += b"xref\n0 %d\n0000000000 65535 f \n" % size
        for num in range(1, size):
            out += (
                b"%010d 00000 n \n" % offsets[num] if num in offsets else b"0000000000 65535 f \n"
            )
        out += b"trailer\n<< /Size %d /Root %d 0 R %s >>\n" % (size, root, self.trailer)
        out += b"startxref\n%d\n%%%%EOF\n" % start
        return bytes(out)


def simple_pdf(
    contents: Sequence[bytes] = (prose_content(),),
    *,
    page_extra: bytes = b"",
    catalog_extra: bytes = b"",
    resources: bytes = b"",
    media_box: bytes = b"[0 0 612 792]",
    deflate: bool = False,
) -> RawPDF:
    """Catalog 1, Pages 2, font 3, then one page and one content stream per entry of contents."""
    pdf = RawPDF()
    pdf.add(b"<< /Type /Catalog /Pages 2 0 R %s >>" % catalog_extra, 1)
    pdf.add(b"", 2)  # filled in below, once the page numbers are known
    pdf.add(HELVETICA, 3)
    kids = []
    for content in contents:
        content_num = pdf.add(stream(content, deflate=deflate))
        kids.append(
            pdf.add(
                b"<< /Type /Page /Parent 2 0 R /MediaBox %s /Contents %d 0 R "
                b"/Resources << /Font << /F1 3 0 R >> %s >> %s >>"
                % (media_box, content_num, resources, page_extra)
            )
        )
    refs = b" ".join(b"%d 0 R" % k for k in kids)
    pdf.objects[2] = b"<< /Type /Pages /Kids [%s] /Count %d >>" % (refs, len(kids))
    return pdf


# ---- damaged structure -----------------------------------------------------------------------


def cyclic_page_tree() -> bytes:
    """A Pages node whose kids include its own parent: a naive walk never ends."""
    pdf = simple_pdf()
    page = max(pdf.objects)
    inner = pdf.add(b"<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>")
    pdf.objects[2] = b"<< /Type /Pages /Kids [%d 0 R %d 0 R] /Count 2 >>" % (page, inner)
    return pdf.bytes()


def self_referencing_pages() -> bytes:
    pdf = simple_pdf()
    page = max(pdf.objects)
    pdf.objects[2] = b"<< /Type /Pages /Kids [%d 0 R 2 0 R] /Count 2 >>" % page
    return pdf.bytes()


def deep_page_tree(depth: int = 3000) -> bytes:
    """Thousands of nested Pages nodes above one real page (recursion depth)."""
    pdf = simple_pdf()
    page = max(pdf.objects)
    first = max(pdf.objects) + 1
    for i in range(depth):
        num, child = first + i, first + i + 1
        parent = 2 if i == 0 else num - 1
        kid = page if i == depth - 1 else child
        pdf.add(b"<< /Type /Pages /Parent %d 0 R /Kids [%d 0 R] /Count 1 >>" % (parent, kid), num)
    pdf.objects[page] = pdf.objects[page].replace(
        b"/Parent 2 0 R", b"/Parent %d 0 R" % (first + depth - 1)
    )
    pdf.objects[2] = b"<< /Type /Pages /Kids [%d 0 R] /Count 1 >>" % first
    return pdf.bytes()


def page_count_lie() -> bytes:
    """/Count says a million pages; there is one."""
    pdf = simple_pdf()
    pdf.objects[2] = pdf.objects[2].replace(b"/Count 1", b"/Count 1000000")
    return pdf.bytes()


def zero_pages() -> bytes:
    pdf = simple_pdf(())
    return pdf.bytes()


def many_pages(count: int) -> bytes:
    return simple_pdf([prose_content()] * count).bytes()


def recursive_xobject() -> bytes:
    """A form XObject that draws itself: unbounded recursion unless the reader stops it."""
    form = b"q 0.5 0 0 0.5 10 10 cm /X1 Do Q 0 0 m 100 100 l S"
    pdf = simple_pdf([prose_content() + b"\nq /X1 Do Q"], resources=b"/XObject << /X1 50 0 R >>")
    pdf.add(
        stream(
            form,
            b"/Type /XObject /Subtype /Form /BBox [0 0 200 200] "
            b"/Resources << /XObject << /X1 50 0 R >> >>",
        ),
        50,
    )
    return pdf.bytes()


def mutual_xobjects() -> bytes:
    pdf = simple_pdf([prose_content() + b"\nq /XA Do Q"], resources=b"/XObject << /XA 50 0 R >>")
    for num, other in ((50, 51), (51, 50)):
        pdf.add(
            stream(
                b"/XB Do 0 0 m 50 50 l S",
                b"/Type /XObject /Subtype /Form /BBox [0 0 99 99] "
                b"/Resources << /XObject << /XB %d 0 R >> >>" % other,
            ),
            num,
        )
    return pdf.bytes()


def self_referencing_length() -> bytes:
    """A stream whose /Length is an indirect object that points at itself."""
    pdf = simple_pdf()
    content = prose_content()
    num = pdf.add(b"<< /Length 9 0 R >>\nstream\n" + content + b"\nendstream", 4)
    pdf.add(b"9 0 R", 9)
    pdf.add(b"null", 7)
    pdf.add(b"null", 8)
    assert num == 4
    return pdf.bytes()


def xref_prev_loop() -> bytes:
    """The trailer's /Prev points back at the same xref: an endless chain of updates."""
    data = simple_pdf().bytes()
    start = int(data.rsplit(b"startxref\n", 1)[1].split(b"\n", 1)[0])
    return data.replace(b"/Root 1 0 R", b"/Root 1 0 R /Prev %d" % start)


def deep_nested_array(depth: int = 100_000) -> bytes:
    pdf = simple_pdf(catalog_extra=b"/Junk " + b"[" * depth + b"]" * depth)
    return pdf.bytes()


def huge_xref_size() -> bytes:
    """The trailer claims two billion objects."""
    return simple_pdf().bytes().replace(b"/Size ", b"/Size 2147483000 /Ignored ")


def no_xref() -> bytes:
    return simple_pdf([prose_content(), prose_content()]).bytes(xref=False)


def bad_xref_offsets() -> bytes:
    """Every xref offset shifted by 7 bytes: readers must rebuild the table from the objects."""
    data = simple_pdf([prose_content(), prose_content()]).bytes()
    head, tail = data.split(b"xref\n", 1)
    entries = [
        b"%010d 00000 n " % (int(line[:10]) + 7) if line.endswith(b" n ") else line
        for line in tail.split(b"\n")
    ]
    return head + b"xref\n" + b"\n".join(entries)


def garbage_after_header() -> bytes:
    return b"%PDF-1.7\n" + bytes(range(256)) * 64


def header_only() -> bytes:
    return b"%PDF-1.4\n%%EOF\n"


def multi_page_paper(pages: int = 6) -> bytes:
    """A paper drawn with PyMuPDF: the healthy source that the truncation cases cut."""
    doc = pymupdf.open()
    for n in range(pages):
        page = doc.new_page()
        page.insert_textbox(pymupdf.Rect(72, 72, 540, 770), f"Section {n + 1}. " + PROSE * 2)
    return doc.tobytes()


def truncated(fraction: float) -> bytes:
    data = multi_page_paper()
    return data[: int(len(data) * fraction)]


def truncated_tail() -> bytes:
    """Cut inside the xref: every object is there but the table that finds them is not."""
    data = multi_page_paper()
    return data[: data.rindex(b"\nxref\n") + 40]


# ---- payloads ----------------------------------------------------------------------------------


def decompression_bomb(megabytes: int = 400) -> bytes:
    """A 400 MB content stream of spaces that deflates to about 400 KB."""
    bomb = zlib.compressobj(1)
    body = bomb.compress(prose_content() + b"\n")
    chunk = b" " * (1 << 20)
    for _ in range(megabytes):
        body += bomb.compress(chunk)
    body += bomb.flush()
    pdf = simple_pdf()
    content = max(pdf.objects) - 1
    pdf.objects[content] = (
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(body) + body + b"\nendstream"
    )
    return pdf.bytes()


def image_bomb(side: int = 30_000) -> bytes:
    """A 30,000 x 30,000 px grey image (900 Mpx once decoded) in a few hundred KB."""
    body = zlib.compressobj(1)
    row = b"\x80" * side
    data = b"".join(body.compress(row) for _ in range(side)) + body.flush()
    pdf = simple_pdf(
        [prose_content() + b"\nq 400 0 0 300 100 100 cm /Im1 Do Q"],
        resources=b"/XObject << /Im1 50 0 R >>",
    )
    pdf.add(
        b"<< /Type /XObject /Subtype /Image /Width %d /Height %d /ColorSpace /DeviceGray "
        b"/BitsPerComponent 8 /Filter /FlateDecode /Length %d >>\nstream\n"
        % (side, side, len(data))
        + data
        + b"\nendstream",
        50,
    )
    return pdf.bytes()


def overly_large_image() -> bytes:
    """An image whose declared size overflows any pixel buffer (MuPDF: "Overly large image")."""
    pdf = simple_pdf(
        [prose_content() + b"\nq 400 0 0 300 100 100 cm /Im1 Do Q"],
        resources=b"/XObject << /Im1 50 0 R >>",
    )
    pdf.add(
        stream(
            b"\x00" * 64,
            b"/Type /XObject /Subtype /Image /Width 2000000000 /Height 2000000000 "
            b"/ColorSpace /DeviceRGB /BitsPerComponent 8",
        ),
        50,
    )
    return pdf.bytes()


def javascript_actions() -> bytes:
    """OpenAction JavaScript, page AA JavaScript and a JavaScript link: none may ever run."""
    js = b"<< /S /JavaScript /JS (app.alert('pwned'); this.exportDataObject({cName: 'x'});) >>"
    pdf = simple_pdf(
        catalog_extra=b"/OpenAction 9 0 R /Names << /JavaScript << /Names [(a) 9 0 R] >> >>",
        page_extra=b"/AA << /O 9 0 R >> /Annots [10 0 R]",
    )
    pdf.add(js, 9)
    pdf.add(b"<< /Type /Annot /Subtype /Link /Rect [72 600 300 620] /A 9 0 R >>", 10)
    return pdf.bytes()


def launch_action() -> bytes:
    pdf = simple_pdf(
        catalog_extra=b"/OpenAction << /S /Launch /F (/bin/sh) /Win << /F (cmd.exe) /P (/c calc) >> >>",
        page_extra=b"/Annots [<< /Type /Annot /Subtype /Link /Rect [72 600 300 620] "
        b"/A << /S /URI /URI (http://203.0.113.7/beacon) >> >>]",
    )
    return pdf.bytes()


def embedded_file() -> bytes:
    """A 2 MB attachment (an executable, by its name) inside an otherwise normal paper."""
    doc = pymupdf.open(stream=simple_pdf().bytes(), filetype="pdf")
    doc.embfile_add("payload.exe", b"MZ" + bytes(range(256)) * 8192, filename="payload.exe")
    return doc.tobytes()


def giant_page(side: float = 18_000) -> bytes:
    """One 18,000 pt page (6.35 m) whose figure spans it: rendering it at screen zoom needs
    gigabytes."""
    content = b"\n".join(
        [
            prose_content(top=side - 72),
            b"1 w 72 300 m %.0f %.0f l S 72 %.0f m %.0f 300 l S"
            % (side - 72, side - 400, side - 400, side - 72),
            b"0 0 1 rg 200 400 %.0f %.0f re f" % (side - 500, side - 1000),
            b"BT /F1 11 Tf 72 200 Td (Figure 1: The whole page is one drawing.) Tj ET",
        ]
    )
    return simple_pdf([content], media_box=b"[0 0 %.0f %.0f]" % (side, side)).bytes()


def degenerate_media_boxes() -> bytes:
    return simple_pdf(
        [prose_content(), prose_content(), prose_content()],
        media_box=b"[0 0 0 0]",
    ).bytes()


def inverted_media_box() -> bytes:
    return simple_pdf(media_box=b"[612 792 -1e30 -1e30]").bytes()


def word_grid(rows: int = 60, cols: int = 30) -> bytes:
    """A page tiled with one-word cells, as an attention map or a word cloud draws them."""
    words = PROSE.split()
    ops = [prose_content(top=1570, size=9), b"BT /F1 6 Tf"]
    for r in range(rows):
        for c in range(cols):
            word = words[(r * cols + c) % len(words)][:4]
            ops.append(
                b"1 0 0 1 %d %d Tm " % (36 + c * 28, 1440 - r * 16) + _pdf_string(word) + b" Tj"
            )
    ops.append(b"ET")
    return simple_pdf([b"\n".join(ops)], media_box=b"[0 0 1200 1600]").bytes()


def many_paths(count: int = 20_000, pages: int = 1) -> bytes:
    """Pages of 20,000 tiny vector marks, each farther from the next than the
    clustering gap, under a figure caption (figure detection used to be quadratic in paths).
    Several pages are deflated, as a real PDF's are: 200 of them would be 95 MB raw."""
    contents = []
    for number in range(1, pages + 1):
        ops = [prose_content(top=760, size=9), b"0.3 w"]
        cols = 130
        for i in range(count):
            x, y = 40 + (i % cols) * 4, 100 + (i // cols) * 4
            ops.append(b"%d %d m %d.5 %d l S" % (x, y, x, y))
        caption = b"Figure %d: A field of %d marks." % (number, count)
        ops.append(b"BT /F1 9 Tf 72 80 Td (" + caption + b") Tj ET")
        contents.append(b"\n".join(ops))
    return simple_pdf(contents, deflate=pages > 1).bytes()


def many_tables(pages: int = 200) -> bytes:
    """A paragraph and a captioned, ruled table of 45 rows on every page, at the page limit
    (max_pages)."""
    doc = pymupdf.open()
    xs, step, top = (72, 250, 400, 540), 14, 120
    words = PROSE.split()
    for number in range(1, pages + 1):
        page = doc.new_page()
        page.insert_textbox(pymupdf.Rect(72, 40, 540, 100), PROSE, fontsize=9)
        page.insert_text((72, 110), f"Table {number}: Accuracy of run group {number}.", fontsize=10)
        rows = [("Run", "Learning rate", "Accuracy (%)")]
        rows += [(f"{words[i]} variant", f"0.{i:03d}", f"{50 + i * 0.7:.1f}") for i in range(45)]
        for i, row in enumerate(rows):
            for x, cell in zip(xs, row, strict=False):
                page.insert_text((x + 6, top + step * i + 10), cell, fontsize=9)
        bottom = top + step * len(rows)
        for i in range(len(rows) + 1):
            page.draw_line((xs[0], top + step * i), (xs[-1], top + step * i), width=0.6)
        for x in xs:
            page.draw_line((x, top), (x, bottom), width=0.4)
    return doc.tobytes()


def large_upload(megabytes: float = 48) -> bytes:
    """Just under the 50 MB upload limit: pages of one captioned photograph each (noise, which
    no compression shrinks), every one a raster figure to crop and OCR."""
    rng = np.random.default_rng(14)
    doc = pymupdf.open()
    size, number = 0, 0
    while size < megabytes * 1024 * 1024:
        number += 1
        page = doc.new_page()
        page.insert_text((72, 60), PROSE[:90], fontsize=10)
        pixels = rng.integers(0, 256, (900, 1000, 3), dtype=np.uint8)
        pix = pymupdf.Pixmap(pymupdf.csRGB, 1000, 900, pixels.tobytes(), False)
        page.insert_image(pymupdf.Rect(72, 100, 540, 520), pixmap=pix)
        page.insert_text((72, 540), f"Figure {number}: Sample {number} of the sensor.", fontsize=10)
        size += 3 * 1000 * 900
    return doc.tobytes(deflate=True)


def scanned_only() -> bytes:
    """A page that is one picture of text: no text layer at all."""
    doc = pymupdf.open()
    page = doc.new_page()
    pix = pymupdf.Pixmap(pymupdf.csGRAY, pymupdf.IRect(0, 0, 400, 300), False)
    pix.clear_with(200)
    page.insert_image(pymupdf.Rect(72, 72, 472, 372), pixmap=pix)
    return doc.tobytes(deflate=True)


# ---- text that lies --------------------------------------------------------------------------


def _tounicode_cmap(mapping: dict[int, int]) -> bytes:
    lines = [
        b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
        b"/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def",
        b"/CMapName /Hostile def /CMapType 2 def",
        b"1 begincodespacerange <00> <FF> endcodespacerange",
        b"%d beginbfchar" % len(mapping),
        *(b"<%02X> <%04X>" % (code, uni) for code, uni in sorted(mapping.items())),
        b"endbfchar endcmap CMapName currentdict /CMap defineresource pop end end",
    ]
    return b"\n".join(lines)


def control_characters() -> bytes:
    """Text whose ToUnicode map yields NUL, U+FFFF, RLO and BOM, and a title full of them too."""
    poison = {0x01: 0x0000, 0x02: 0xFFFF, 0x03: 0x202E, 0x04: 0xFEFF, 0x05: 0x0007}
    mapping = {c: c for c in range(0x20, 0x7F)} | poison
    text = PROSE.replace(" four ", " fo\x01ur\x02 ").replace("Dropout", "\x03Drop\x04out\x05")
    pdf = simple_pdf([prose_content(text)])
    pdf.objects[3] = HELVETICA[:-2] + b" /ToUnicode 9 0 R >>"
    pdf.add(stream(_tounicode_cmap(mapping)), 9)
    title = "\ufeffHostile\u202e\x00 title\uffff with controls"
    pdf.add(b"<< /Title <FEFF" + title.encode("utf-16-be").hex().encode() + b"> >>", 10)
    pdf.trailer = b"/Info 10 0 R"
    return pdf.bytes()


def unmapped_glyphs() -> bytes:
    """Type 3 glyphs named /g0 ... /g25 with no ToUnicode: the text layer is gibberish."""
    names = b" ".join(b"/g%d" % i for i in range(26))
    procs = b" ".join(b"/g%d 20 0 R" % i for i in range(26))
    font = (
        b"<< /Type /Font /Subtype /Type3 /FontBBox [0 0 600 700] /FontMatrix [0.001 0 0 0.001 0 0] "
        b"/CharProcs << %s >> /Encoding << /Type /Encoding /Differences [97 %s] >> "
        b"/FirstChar 97 /LastChar 122 /Widths [%s] >>" % (procs, names, b" ".join([b"600"] * 26))
    )
    pdf = simple_pdf([prose_content(PROSE.lower() * 2)])
    pdf.objects[3] = font
    pdf.add(stream(b"600 0 0 0 500 700 d1 0 0 500 700 re f"), 20)
    return pdf.bytes()


def private_use_text() -> bytes:
    """Every character maps into the Private Use Area: extractable, but not text anyone can read."""
    mapping = {c: 0xE000 + c for c in range(0x20, 0x7F)}
    pdf = simple_pdf([prose_content(PROSE * 2)])
    pdf.objects[3] = HELVETICA[:-2] + b" /ToUnicode 9 0 R >>"
    pdf.add(stream(_tounicode_cmap(mapping)), 9)
    return pdf.bytes()


def huge_title_metadata() -> bytes:
    pdf = simple_pdf()
    pdf.add(b"<< /Title (" + b"A very long title " * 20_000 + b") >>", 10)
    pdf.trailer = b"/Info 10 0 R"
    return pdf.bytes()


def encrypted(*, user_password: str) -> bytes:
    doc = pymupdf.open(stream=simple_pdf([prose_content()] * 2).bytes(), filetype="pdf")
    return doc.tobytes(
        encryption=pymupdf.PDF_ENCRYPT_AES_256,
        user_pw=user_password,
        owner_pw="owner-secret",
        permissions=0,
    )


def healthy() -> bytes:
    """The control: a normal two-page paper that must be indexed without a warning."""
    return simple_pdf([prose_content(), prose_content(PROSE.replace("four", "six"))]).bytes()


# name -> (class in issue 14, builder)
PDF_CASES: dict[str, tuple[str, Callable[[], bytes]]] = {
    "healthy control": ("control", healthy),
    "cyclic page tree": ("structure", cyclic_page_tree),
    "pages node lists itself": ("structure", self_referencing_pages),
    "3000-deep page tree": ("structure", deep_page_tree),
    "/Count lies (1,000,000)": ("structure", page_count_lie),
    "zero pages": ("structure", zero_pages),
    "300 pages": ("size", lambda: many_pages(300)),
    "recursive XObject": ("structure", recursive_xobject),
    "mutually recursive XObjects": ("structure", mutual_xobjects),
    "self-referencing /Length": ("structure", self_referencing_length),
    "xref /Prev loop": ("structure", xref_prev_loop),
    "100,000-deep nested array": ("structure", deep_nested_array),
    "xref /Size 2^31": ("structure", huge_xref_size),
    "no xref table": ("damage", no_xref),
    "xref offsets wrong (repaired)": ("damage", bad_xref_offsets),
    "garbage after %PDF header": ("damage", garbage_after_header),
    "header only": ("damage", header_only),
    "truncated to 10%": ("damage", lambda: truncated(0.10)),
    "truncated to 50%": ("damage", lambda: truncated(0.50)),
    "truncated inside xref": ("damage", truncated_tail),
    "decompression bomb (400 MB stream)": ("bomb", decompression_bomb),
    "image bomb (30k x 30k px)": ("bomb", image_bomb),
    "overly large image (2e9 px side)": ("bomb", overly_large_image),
    "JavaScript actions": ("active content", javascript_actions),
    "launch and URI actions": ("active content", launch_action),
    "embedded executable attachment": ("active content", embedded_file),
    "media box 0 x 0": ("geometry", degenerate_media_boxes),
    "inverted, 1e30 media box": ("geometry", inverted_media_box),
    "word grid (1,800 one-word cells)": ("layout", word_grid),
    "scanned page, no text layer": ("text", scanned_only),
    "NUL, U+FFFF, RLO, BOM in text and title": ("text", control_characters),
    "glyphs without Unicode mapping": ("text", unmapped_glyphs),
    "private-use-area text": ("text", private_use_text),
    "360 KB title metadata": ("text", huge_title_metadata),
    "encrypted, user password": ("encryption", lambda: encrypted(user_password="secret")),
    "encrypted, owner password only": ("encryption", lambda: encrypted(user_password="")),
}

# Inputs bounded by the per-page budgets of figure detection and rendering (figures settings),
# held to issue 14's numbers: the 20,000-path page in <= 5 s, no job over 1 GB.
BUDGET_CASES: dict[str, tuple[str, Callable[[], bytes]]] = {
    "20,000 vector paths on a page": ("budget", many_paths),
    "18,000 pt giant page": ("budget", giant_page),
}
