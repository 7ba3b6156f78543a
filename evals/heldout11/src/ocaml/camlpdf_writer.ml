(* The eleventh held-out set's CamlPDF writer (OCaml, camlpdf 2.5): the layout9 display list,
   given as tab-separated operations in Windows-1252 (PAGE w h / TEXT x y font size text /
   LINE x1 y1 x2 y2 width / RECT x y w h grey), drawn with CamlPDF's Pdfops operators in base-14
   Helvetica (WinAnsiEncoding, not embedded) and written by Pdfwrite. Chart boxes stay empty:
   heldout10's writers10.py stamp (pdfrw) draws the charts into them afterwards.

   Usage: camlpdf_writer ops.tsv out.pdf *)

let font base =
  Pdf.Dictionary
    [ ("/Type", Pdf.Name "/Font"); ("/Subtype", Pdf.Name "/Type1");
      ("/BaseFont", Pdf.Name base); ("/Encoding", Pdf.Name "/WinAnsiEncoding") ]

let resources =
  Pdf.Dictionary
    [ ( "/Font",
        Pdf.Dictionary
          [ ("/FR", font "/Helvetica"); ("/FB", font "/Helvetica-Bold");
            ("/FI", font "/Helvetica-Oblique") ] ) ]

let () =
  let ic = open_in_bin Sys.argv.(1) in
  let pages = ref [] and ops = ref [] and size = ref (595., 842.) in
  let flush () =
    if !ops <> [] || !pages <> [] || fst !size > 0. then begin
      let w, h = !size in
      let page = Pdfpage.blankpage (Pdfpaper.make Pdfunits.PdfPoint w h) in
      let content = [ Pdfops.stream_of_ops (List.rev !ops) ] in
      pages := { page with Pdfpage.content; resources } :: !pages
    end;
    ops := []
  in
  let started = ref false in
  (try
     while true do
       let f = Array.of_list (String.split_on_char '\t' (input_line ic)) in
       let n i = float_of_string f.(i) in
       match f.(0) with
       | "PAGE" ->
           if !started then flush ();
           started := true;
           size := (n 1, n 2)
       | "TEXT" ->
           ops :=
             List.rev_append
               [ Pdfops.Op_BT; Pdfops.Op_Tf ("/F" ^ f.(3), n 4); Pdfops.Op_Td (n 1, n 2);
                 Pdfops.Op_Tj f.(5); Pdfops.Op_ET ]
               !ops
       | "LINE" ->
           ops :=
             List.rev_append
               [ Pdfops.Op_w (n 5); Pdfops.Op_m (n 1, n 2); Pdfops.Op_l (n 3, n 4); Pdfops.Op_S ]
               !ops
       | "RECT" ->
           ops :=
             List.rev_append
               [ Pdfops.Op_g (n 5); Pdfops.Op_re (n 1, n 2, n 3, n 4); Pdfops.Op_f; Pdfops.Op_g 0. ]
               !ops
       | _ -> ()
     done
   with End_of_file -> ());
  if !started then flush ();
  let pdf = Pdf.empty () in
  let pdf, root = Pdfpage.add_pagetree (List.rev !pages) pdf in
  let pdf = Pdfpage.add_root root [] pdf in
  Pdfwrite.pdf_to_file pdf Sys.argv.(2)
