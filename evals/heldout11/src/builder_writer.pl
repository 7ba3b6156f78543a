#!/usr/bin/perl
# The eleventh held-out set's PDF::Builder writer (Perl, PDF::Builder 3.025): the layout9 display
# list drawn with PDF::Builder's text and graphics objects (a TrueType font embedded through
# ttfont, rules and shading as paths); charts are PNG images placed with image: the raster chart
# itself, and for each vector chart a placeholder that writers9.py swap (pdfrw) replaces.
#
# Usage: perl builder_writer.pl layout.json fonts.json out.pdf title
use strict;
use warnings;
use utf8;
use JSON::PP;
use PDF::Builder;

my ($lay, $fnt, $out, $title) = @ARGV;
sub slurp { local $/; open(my $fh, '<:raw', $_[0]) or die "$_[0]: $!"; my $s = <$fh>; close $fh; $s }
my $layout = JSON::PP->new->utf8->decode(slurp($lay));
my $fonts  = JSON::PP->new->utf8->decode(slurp($fnt));

my $pdf = PDF::Builder->new(compress => 'flate');
$pdf->title(Encode::decode('UTF-8', $title));
my %font = map { $_ => $pdf->ttfont($fonts->{$_}) } keys %$fonts;
for my $spec (@{ $layout->{pages} }) {
    my $page = $pdf->page();
    $page->mediabox($spec->{w}, $spec->{h});
    my $gfx = $page->gfx();
    my $txt = $page->text();
    $txt->fillcolor('black');
    for my $op (@{ $spec->{ops} }) {
        my $t = $op->{t};
        if ($t eq 'text') {
            $txt->font($font{ $op->{f} }, $op->{z});
            $txt->translate($op->{x}, $op->{y});
            $txt->text($op->{s});
        } elsif ($t eq 'line') {
            $gfx->linewidth($op->{w});
            $gfx->strokecolor('black');
            $gfx->move($op->{x1}, $op->{y1});
            $gfx->line($op->{x2}, $op->{y2});
            $gfx->stroke();
        } elsif ($t eq 'rect') {
            $gfx->fillcolor(sprintf('#%02x%02x%02x', (int($op->{g} * 255 + 0.5)) x 3));
            $gfx->rect($op->{x}, $op->{y}, $op->{w}, $op->{h});
            $gfx->fill();
            $gfx->fillcolor('black');  # the text stream follows this one and inherits its colour
        } elsif ($t eq 'chart') {
            # a vector chart is placed as a small placeholder PNG (its pixel size names the
            # chart) that heldout9's writers9.py swap replaces by the chart PDF (pdfrw)
            my $f = $op->{placeholder} // $op->{file};
            $gfx->image($pdf->image_png($f), $op->{x}, $op->{y}, $op->{w}, $op->{h});
        }
    }
}
$pdf->saveas($out);
