// The tenth held-out set's PoDoFo writer: draws a layout9 display list (layout9.write_tsv's
// tab-separated operations) with PoDoFo 0.9.8. TrueType fonts are embedded with Identity-H
// encoding (PdfMemDocument::CreateFont), text runs are drawn by PdfPainter::DrawText, rules and
// shaded boxes by the painter's paths, and each chart page is imported as a form XObject
// (PdfXObject from another PdfMemDocument) and drawn scaled into its box.
// Usage: podofo_writer ops.tsv out.pdf title
#include <podofo/podofo.h>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>
using namespace PoDoFo;

static std::vector<std::string> split(const std::string& s) {
    std::vector<std::string> out;
    std::stringstream ss(s);
    std::string item;
    while (std::getline(ss, item, '\t')) out.push_back(item);
    return out;
}

int main(int argc, char** argv) {
    if (argc < 4) return 2;
    PdfMemDocument doc;
    std::map<std::string, PdfFont*> fonts;
    std::map<std::string, std::unique_ptr<PdfMemDocument>> srcs;
    std::vector<std::unique_ptr<PdfXObject>> xobjs;
    PdfPainter painter;
    PdfPage* page = nullptr;
    std::ifstream in(argv[1]);
    std::string line;
    while (std::getline(in, line)) {
        auto f = split(line);
        if (f.empty()) continue;
        if (f[0] == "FONT") {
            fonts[f[1]] = doc.CreateFont("DejaVu", false, false, false,
                                         PdfEncodingFactory::GlobalIdentityEncodingInstance(),
                                         PdfFontCache::eFontCreationFlags_None, true,
                                         f[2].c_str());
            if (!fonts[f[1]]) { std::cerr << "font " << f[2] << "\n"; return 1; }
        } else if (f[0] == "PAGE") {
            if (page) painter.FinishPage();
            page = doc.CreatePage(PdfRect(0, 0, std::stod(f[1]), std::stod(f[2])));
            painter.SetPage(page);
        } else if (f[0] == "TEXT") {
            PdfFont* font = fonts[f[3]];
            font->SetFontSize(std::stod(f[4]));
            painter.SetFont(font);
            painter.SetColor(0, 0, 0);
            painter.DrawText(std::stod(f[1]), std::stod(f[2]),
                             PdfString(reinterpret_cast<const pdf_utf8*>(f[6].c_str())));
        } else if (f[0] == "LINE") {
            painter.SetStrokeWidth(std::stod(f[5]));
            painter.SetStrokingColor(0, 0, 0);
            painter.DrawLine(std::stod(f[1]), std::stod(f[2]), std::stod(f[3]), std::stod(f[4]));
        } else if (f[0] == "RECT") {
            double g = std::stod(f[5]);
            painter.Save();
            painter.SetColor(g, g, g);
            painter.Rectangle(std::stod(f[1]), std::stod(f[2]), std::stod(f[3]), std::stod(f[4]));
            painter.Fill();
            painter.Restore();
        } else if (f[0] == "CHART") {
            auto& src = srcs[f[5]];
            if (!src) { src.reset(new PdfMemDocument()); src->Load(f[5].c_str()); }
            PdfRect box = src->GetPage(0)->GetMediaBox();
            xobjs.emplace_back(new PdfXObject(*src, 0, &doc));
            double sx = std::stod(f[3]) / box.GetWidth(), sy = std::stod(f[4]) / box.GetHeight();
            painter.DrawXObject(std::stod(f[1]), std::stod(f[2]), xobjs.back().get(), sx, sy);
        }
    }
    if (page) painter.FinishPage();
    doc.GetInfo()->SetTitle(PdfString(reinterpret_cast<const pdf_utf8*>(argv[3])));
    doc.Write(argv[2]);
    return 0;
}
