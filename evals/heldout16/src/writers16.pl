#!/usr/bin/perl
# The sixteenth held-out set's writer: PDF::Reuse (Perl, Debian's libpdf-reuse-perl), drawing a
# layout9 display list: prText on the baseline, prAdd for rules and shading; core fonts
# (WinAnsi, not embedded) or TrueType fonts embedded by prTTFont.
# Usage: perl writers16.pl layout.json fonts.json out.pdf TITLE
# fonts.json maps the layout's R/B/I to a core font name ("Times-Roman") or a .ttf path.
use strict;
use warnings;
use utf8;
use JSON::PP;
use Encode qw(encode decode);
use PDF::Reuse;

my ($layoutPath, $fontsPath, $out, $title) = @ARGV;
$title = decode('UTF-8', $title);
sub slurp { local $/; open my $fh, '<:raw', $_[0] or die "$_[0]: $!"; my $s = <$fh>; close $fh; return $s; }
my $lay  = JSON::PP->new->utf8->decode(slurp($layoutPath));
my $fmap = JSON::PP->new->utf8->decode(slurp($fontsPath));
prFile($out);
prDocDir('.');
prCompress(1);
my $first = 1;
for my $pg (@{ $lay->{pages} }) {
    prPage() unless $first;
    $first = 0;
    prMbox(0, 0, $pg->{w}, $pg->{h});
    for my $op (@{ $pg->{ops} }) {
        my $t = $op->{t};
        if ($t eq 'text') {
            my $f = $fmap->{ $op->{f} };
            my $s = $op->{s};
            if ($f =~ /\.ttf$/i) {
                prTTFont($f);
            } else {
                prFont($f);
                $s = encode('cp1252', $s, sub { die sprintf("not in WinAnsi: U+%04X\n", $_[0]) });
            }
            prFontSize($op->{z});
            prText($op->{x}, $op->{y}, $s);
        } elsif ($t eq 'line') {
            prAdd(sprintf("q 0 G %.3f w %.2f %.2f m %.2f %.2f l S Q\n",
                          $op->{w}, $op->{x1}, $op->{y1}, $op->{x2}, $op->{y2}));
        } elsif ($t eq 'rect') {
            prAdd(sprintf("q %.3f g %.2f %.2f %.2f %.2f re f Q\n",
                          $op->{g}, $op->{x}, $op->{y}, $op->{w}, $op->{h}));
        }
    }
}
prEnd();
