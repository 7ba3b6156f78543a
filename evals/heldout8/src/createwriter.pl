#!/usr/bin/perl
# The eighth held-out set's PDF::Create writer (Debian's libpdf-create-perl 1.46): draws a
# display list from layout8 (JSON) with PDF::Create's page primitives (string, line, rectangle,
# fill) and the base-14 Times fonts in WinAnsiEncoding (nothing embedded). PDF::Create cannot
# import PDF pages: make.py stamps the vector charts afterwards with pikepdf.
# Usage: perl createwriter.pl layout.json out.pdf title
use strict;
use warnings;
use JSON::PP;
use Encode qw(encode);
use PDF::Create;

my ($layout, $out, $title) = @ARGV;
open(my $fh, '<:raw', $layout) or die $!;
my $data = decode_json(do { local $/; <$fh> });
close $fh;
my $pdf = PDF::Create->new(
    'filename'     => $out,
    'Version'      => 1.4,
    'Title'        => encode('cp1252', decode_utf8_title($title)),
    'Creator'      => 'heldout8 layout8',
    'CreationDate' => [ 0, 0, 0, 1, 0, 126 ],
);
sub decode_utf8_title { my $t = shift; utf8::decode($t); return $t; }
my %font = (
    'R' => $pdf->font('BaseFont' => 'Times-Roman'),
    'B' => $pdf->font('BaseFont' => 'Times-Bold'),
    'I' => $pdf->font('BaseFont' => 'Times-Italic'),
);
my $root = $pdf->new_page('MediaBox' => $pdf->get_page_size('A4'));
for my $p (@{ $data->{pages} }) {
    my $page = $root->new_page('MediaBox' => [ 0, 0, $p->{w}, $p->{h} ]);
    for my $op (@{ $p->{ops} }) {
        if ($op->{t} eq 'text') {
            my $s = encode('cp1252', $op->{s});
            $s =~ s/\\/\\\\/g;
            $page->string($font{ $op->{f} }, $op->{z}, $op->{x}, $op->{y}, $s);
        } elsif ($op->{t} eq 'line') {
            $page->set_width($op->{w});
            $page->line($op->{x1}, $op->{y1}, $op->{x2}, $op->{y2});
        } elsif ($op->{t} eq 'rect') {
            $page->setgray($op->{g});
            $page->rectangle($op->{x}, $op->{y}, $op->{w}, $op->{h});
            $page->fill;
            $page->setgray(0);
        }
    }
}
$pdf->close;
