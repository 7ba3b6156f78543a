#!/usr/bin/perl
# The tenth held-out set's Text::PDF writer (Martin Hosken's Text::PDF 0.31, the object-level
# library PDF::API2 grew out of): a layout9 display list drawn into content streams written here
# (base-14 Times, WinAnsi, nothing embedded; rules and shaded boxes as path operators). Text::PDF
# has no images, so each chart box gets an image XObject built here as a Dict with a small white
# stream whose pixel size names the chart; writers9.py swap replaces it by the vector chart.
# Usage: perl textpdf.pl layout.json out.pdf title
use strict;
use warnings;
use Encode qw(encode FB_CROAK);
use JSON::PP;
use Compress::Zlib;
use Text::PDF::File;
use Text::PDF::Page;
use Text::PDF::Pages;
use Text::PDF::SFont;
use Text::PDF::Dict;
use Text::PDF::Utils;

my ($lay, $out, $title) = @ARGV;
open(my $fh, '<:raw', $lay) or die $lay;
my $layout = decode_json(do { local $/; <$fh> });
my $pdf = Text::PDF::File->new;
my $root = Text::PDF::Pages->new($pdf);
$root->proc_set('PDF', 'Text', 'ImageC');
my %font = (R => 'Times-Roman', B => 'Times-Bold', I => 'Times-Italic');
my $fonts = PDFDict();
for my $k (sort keys %font) {
    $fonts->{"F$k"} = Text::PDF::SFont->new($pdf, $font{$k}, "F$k", 1);  # 1: WinAnsiEncoding
}
sub esc { my $s = shift; $s =~ s/([\\()])/\\$1/g; return $s; }
my $n = 0;
for my $spec (@{$layout->{pages}}) {
    my $page = Text::PDF::Page->new($pdf, $root);
    $page->{MediaBox} = PDFArray(map { PDFNum($_) } 0, 0, $spec->{w}, $spec->{h});
    my $xobj = PDFDict();
    $page->{Resources} = PDFDict();
    $page->{Resources}{Font} = $fonts;
    my @c;
    for my $op (@{$spec->{ops}}) {
        my $t = $op->{t};
        if ($t eq 'text') {
            my $s = esc(encode('cp1252', $op->{s}, FB_CROAK));
            push @c, sprintf("BT /F%s %.2f Tf 1 0 0 1 %.2f %.2f Tm (%s) Tj ET", $op->{f}, $op->{z}, $op->{x}, $op->{y}, $s);
        } elsif ($t eq 'line') {
            push @c, sprintf("%.2f w %.2f %.2f m %.2f %.2f l S", @$op{qw(w x1 y1 x2 y2)});
        } elsif ($t eq 'rect') {
            push @c, sprintf("q %.3f g %.2f %.2f %.2f %.2f re f Q", @$op{qw(g x y w h)});
        } elsif ($t eq 'chart') {
            my ($pw, $ph) = @{$op->{px}};
            my $img = Text::PDF::Dict->new;
            $img->{Type} = PDFName('XObject');
            $img->{Subtype} = PDFName('Image');
            $img->{Width} = PDFNum($pw);
            $img->{Height} = PDFNum($ph);
            $img->{ColorSpace} = PDFName('DeviceGray');
            $img->{BitsPerComponent} = PDFNum(8);
            $img->{' stream'} = "\xff" x ($pw * $ph);
            $pdf->new_obj($img);
            my $name = "Im" . (++$n);
            $xobj->{$name} = $img;
            $page->{Resources}{XObject} = $xobj;
            push @c, sprintf("q %.2f 0 0 %.2f %.2f %.2f cm /%s Do Q", @$op{qw(w h x y)}, $name);
        }
    }
    $page->add(join("\n", @c) . "\n");
    $page->ship_out($pdf);
}
my $info = PDFDict();
$info->{Title} = PDFStr(encode('cp1252', $title));
$info->{Producer} = PDFStr('Text::PDF 0.31');
$pdf->new_obj($info);
$pdf->{'Info'} = $info;
$pdf->out_file($out);
