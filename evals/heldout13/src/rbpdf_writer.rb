# RBPDF 1.20 (Ruby port of TCPDF, Debian's ruby-rbpdf) draws a layout9 display list.
# Usage: ruby -I rbstub rbpdf_writer.rb layout.json styles.json out.pdf TITLE
# styles.json maps the layout's font keys (R, B, I) to RBPDF styles ('', 'B', 'I').
# Text in the FreeSerif font files that rbpdf-font ships (TCPDF's Unicode font format, subset
# and embedded by RBPDF), each run placed on its baseline (Text with calign 'L'); rules with
# Line, shading with Rect. RBPDF's y axis runs down the page. PNG charts are placed with Image;
# the vector charts are stamped afterwards by the build.
require 'json'
require 'rbpdf'

layout, styles, out, title = ARGV
lay = JSON.parse(File.read(layout, encoding: 'UTF-8'))
pdf = RBPDF.new('P', 'pt', 'A4', true, 'UTF-8')
pdf.set_print_header(false)
pdf.set_print_footer(false)
pdf.set_margins(0, 0, 0)
pdf.set_auto_page_break(false, 0)
pdf.set_cell_padding(0)
pdf.set_title(title)
pdf.set_creator('heldout13 rbpdf_writer.rb')
style = JSON.parse(File.read(styles))
lay['pages'].each do |pg|
  pdf.add_page
  hh = pg['h'].to_f
  pg['ops'].each do |op|
    case op['t']
    when 'text'
      pdf.set_font('freeserif', style[op['f']], op['z'].to_f)
      pdf.Text(op['x'].to_f, hh - op['y'].to_f, op['s'], false, false, true, 0, 0, '', 0, '', 0,
               false, 'L', 'M')
    when 'line'
      pdf.set_line_width(op['w'].to_f)
      pdf.line(op['x1'].to_f, hh - op['y1'].to_f, op['x2'].to_f, hh - op['y2'].to_f)
    when 'rect'
      g = (op['g'].to_f * 255).round
      pdf.set_fill_color(g, g, g)
      pdf.rect(op['x'].to_f, hh - op['y'].to_f - op['h'].to_f, op['w'].to_f, op['h'].to_f, 'F')
    when 'chart'
      if op['file'].end_with?('.png')
        pdf.image(op['file'], op['x'].to_f, hh - op['y'].to_f - op['h'].to_f, op['w'].to_f, op['h'].to_f)
      end
    end
  end
end
pdf.output(out, 'F')
