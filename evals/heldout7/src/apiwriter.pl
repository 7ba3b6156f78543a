#!/usr/bin/perl
# Draw a layout7 display list with PDF::API2 (TrueType fonts embedded by ttfont, charts imported
# from their own PDFs as form XObjects). Usage: perl apiwriter.pl layout.json fonts.json out.pdf title
use strict;
use warnings;
use JSON::PP;
use PDF::API2;

my ($layout_path, $fonts_path, $out, $title) = @ARGV;
sub slurp { local $/; open my $fh, '<:raw', $_[0] or die "$_[0]: $!"; my $s = <$fh>; close $fh; return $s; }
my $json = JSON::PP->new->utf8;
my $layout = $json->decode(slurp($layout_path));
my $files = $json->decode(slurp($fonts_path));
utf8::decode($title);

my $pdf = PDF::API2->new();
$pdf->title($title);
$pdf->producer('PDF::API2 ' . $PDF::API2::VERSION);
$pdf->created('D:20240101000000Z');
my %font;
for my $k (keys %$files) { $font{$k} = $pdf->ttfont($files->{$k}); }
my %chart;
for my $p (@{ $layout->{pages} }) {
    my $page = $pdf->page();
    $page->mediabox(0, 0, $p->{w}, $p->{h});
    my $gfx = $page->gfx();
    my $txt = $page->text();
    for my $op (@{ $p->{ops} }) {
        my $t = $op->{t};
        if ($t eq 'text') {
            $txt->font($font{ $op->{f} }, $op->{z});
            $txt->translate($op->{x}, $op->{y});
            $txt->text($op->{s});
        } elsif ($t eq 'line') {
            $gfx->linewidth($op->{w});
            $gfx->move($op->{x1}, $op->{y1});
            $gfx->line($op->{x2}, $op->{y2});
            $gfx->stroke();
        } elsif ($t eq 'rect') {
            $gfx->fillcolor($op->{g});
            $gfx->rect($op->{x}, $op->{y}, $op->{w}, $op->{h});
            $gfx->fill();
            $gfx->fillcolor(0);
        } elsif ($t eq 'chart') {
            unless ($chart{ $op->{file} }) {
                my $src = PDF::API2->open($op->{file});
                $chart{ $op->{file} } = [$pdf->embed_page($src, 1), [$src->openpage(1)->mediabox()]];
            }
            my ($xo, $box) = @{ $chart{ $op->{file} } };
            my ($x0, $y0, $x1, $y1) = @$box;
            $gfx->object($xo, $op->{x} - $x0 * $op->{w} / ($x1 - $x0), $op->{y} - $y0 * $op->{h} / ($y1 - $y0),
                         $op->{w} / ($x1 - $x0), $op->{h} / ($y1 - $y0));
        }
    }
}
$pdf->saveas($out);
