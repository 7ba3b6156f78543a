// gofpdf (Go) draws a layout9 display list: gofpdf_writer layout.json fonts.json out.pdf TITLE
// Text in UTF-8 TrueType fonts (AddUTF8Font, subset and embedded by gofpdf), rules and shading
// with Line and Rect; charts are stamped afterwards by the build into the boxes left free.
package main

import (
	"encoding/json"
	"os"

	"github.com/jung-kurt/gofpdf"
)

type op struct {
	T                  string
	X, Y, W, H, Z, G   float64
	X1, Y1, X2, Y2     float64
	S, F               string
}

type page struct {
	W, H float64
	Ops  []op
}

func main() {
	var lay struct{ Pages []page }
	var fonts map[string]string
	raw, _ := os.ReadFile(os.Args[1])
	if err := json.Unmarshal(raw, &lay); err != nil {
		panic(err)
	}
	raw, _ = os.ReadFile(os.Args[2])
	if err := json.Unmarshal(raw, &fonts); err != nil {
		panic(err)
	}
	first := lay.Pages[0]
	pdf := gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "pt", Size: gofpdf.SizeType{Wd: first.W, Ht: first.H}})
	pdf.SetMargins(0, 0, 0)
	pdf.SetAutoPageBreak(false, 0)
	pdf.SetCompression(true)
	for k, f := range fonts {
		data, err := os.ReadFile(f)
		if err != nil {
			panic(err)
		}
		pdf.AddUTF8FontFromBytes(k, "", data)
	}
	for _, pg := range lay.Pages {
		pdf.AddPageFormat("P", gofpdf.SizeType{Wd: pg.W, Ht: pg.H})
		for _, o := range pg.Ops {
			switch o.T {
			case "text":
				pdf.SetFont(o.F, "", o.Z)
				pdf.Text(o.X, pg.H-o.Y, o.S)
			case "line":
				pdf.SetLineWidth(o.W)
				pdf.Line(o.X1, pg.H-o.Y1, o.X2, pg.H-o.Y2)
			case "rect":
				g := int(o.G * 255)
				pdf.SetFillColor(g, g, g)
				pdf.Rect(o.X, pg.H-o.Y-o.H, o.W, o.H, "F")
			}
		}
	}
	pdf.SetTitle(os.Args[4], true)
	pdf.SetProducer("gofpdf", false)
	if err := pdf.OutputFileAndClose(os.Args[3]); err != nil {
		panic(err)
	}
}
