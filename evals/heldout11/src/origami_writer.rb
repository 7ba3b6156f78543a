# The eleventh held-out set's Origami writer (Ruby, origami 2.1): the layout9 display list drawn
# with Origami's ContentStream operators (text runs in base-14 Times with WinAnsiEncoding, not
# embedded; rules and shading as paths). The chart boxes stay empty: heldout10's writers10.py
# stamp (pdfrw) draws the charts into them afterwards.
#
# Usage: ruby origami_writer.rb layout.json out.pdf
require 'json'
require 'origami'
include Origami

FACES = { 'R' => Font::Type1::Standard::TimesRoman, 'B' => Font::Type1::Standard::TimesBold,
          'I' => Font::Type1::Standard::TimesItalic }.freeze

layout = JSON.parse(File.read(ARGV[0], encoding: 'UTF-8'))
pdf = PDF.new
layout['pages'].each do |spec|
  page = Page.new.setMediaBox(Rectangle[llx: 0, lly: 0, urx: spec['w'], ury: spec['h']])
  pdf.append_page(page)
  FACES.each do |key, face|
    fnt = face.new.pre_build
    fnt.Encoding = :WinAnsiEncoding
    page.add_font(fnt, "F#{key}".to_sym)
  end
  cs = ContentStream.new
  black = Graphics::Color::GrayScale.new(0)
  spec['ops'].each do |op|
    case op['t']
    when 'text'
      cs.write op['s'].encode('Windows-1252'), x: op['x'], y: op['y'], font: "F#{op['f']}".to_sym,
                                               size: op['z'], fill_color: black
    when 'line'
      cs.draw_line [op['x1'], op['y1']], [op['x2'], op['y2']], stroke_color: black,
                                                               line_width: op['w']
    when 'rect'
      cs.draw_rectangle op['x'], op['y'], op['w'], op['h'], fill: true, stroke: false,
                                                            fill_color: Graphics::Color::GrayScale.new(op['g'])
    end
  end
  page.Contents = cs
end
pdf.save(ARGV[1])
