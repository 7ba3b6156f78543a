#!/usr/bin/perl
# The ninth held-out set's PDF::Reuse writer: draws a layout9 display list (JSON) with
# PDF::Reuse's own calls: prText for text runs in the base-14 fonts (WinAnsi), prAdd for rules and
# shaded boxes, prForm to import each chart (a one-page PDF) as a form XObject.
# Usage: perl reuse.pl layout.json fonts.json out.pdf title
use strict;
use warnings;
use JSON::PP;
use Encode qw(encode);
use PDF::Reuse;

my ($lay, $fnt, $out, $title) = @ARGV;
sub slurp { local $/; open my $fh, '<:raw', $_[0] or die "$_[0]: $!"; my $s = <$fh>; close $fh; return $s }
my $layout = JSON::PP->new->utf8->decode(slurp($lay));
my $fonts = JSON::PP->new->utf8->decode(slurp($fnt));

prFile($out);
prCompress(1);
my $first = 1;
for my $p (@{ $layout->{pages} }) {
    prPage() unless $first;
    $first = 0;
    prMbox(0, 0, $p->{w}, $p->{h});
    for my $op (@{ $p->{ops} }) {
        if ($op->{t} eq 'text') {
            prFont($fonts->{ $op->{f} });
            prFontSize($op->{z});
            prText($op->{x}, $op->{y}, encode('cp1252', $op->{s}, Encode::FB_CROAK));
        } elsif ($op->{t} eq 'line') {
            prAdd(sprintf("%.2f w %.2f %.2f m %.2f %.2f l S", @$op{qw(w x1 y1 x2 y2)}));
        } elsif ($op->{t} eq 'rect') {
            prAdd(sprintf("q %.3f g %.2f %.2f %.2f %.2f re f Q", @$op{qw(g x y w h)}));
        } elsif ($op->{t} eq 'chart') {
            my ($bw, $bh) = @{ $op->{size} };
            prForm({file => $op->{file}, page => 1, x => $op->{x}, y => $op->{y},
                    xsize => $op->{w} / $bw, ysize => $op->{h} / $bh});
        }
    }
}
prEnd();
