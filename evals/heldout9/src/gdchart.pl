#!/usr/bin/perl
# The ninth held-out set's raster chart: GD::Graph (Perl, libgd) draws a line chart as a PNG.
# Usage: perl gdchart.pl spec.json out.png
# spec: {"w":..,"h":..,"x":[...],"series":{"name":[...]},"order":[names],"x_label":..,"y_label":..,
#        "y_min":..,"y_max":..,"y_ticks":..,"font":"/path/to.ttf"}
use strict;
use warnings;
use JSON::PP;
use GD::Graph::linespoints;

my ($specf, $out) = @ARGV;
open my $fh, '<:raw', $specf or die $!;
my $spec = JSON::PP->new->utf8->decode(do { local $/; <$fh> });
close $fh;
my @data = ($spec->{x}, map { $spec->{series}{$_} } @{ $spec->{order} });
my $g = GD::Graph::linespoints->new($spec->{w}, $spec->{h});
$g->set(
    x_label => $spec->{x_label}, y_label => $spec->{y_label},
    y_min_value => $spec->{y_min}, y_max_value => $spec->{y_max}, y_tick_number => $spec->{y_ticks},
    y_number_format => '%.0f', x_label_position => 0.5, line_width => 3, marker_size => 4,
    markers => [1, 5, 7], dclrs => [qw(dblue red dgreen)], line_types => [1, 2, 3],
    legend_placement => 'BR', box_axis => 1, long_ticks => 1, fgclr => 'gray', labelclr => 'black',
    axislabelclr => 'black', legendclr => 'black', transparent => 0, bgclr => 'white',
    t_margin => 12, b_margin => 12, l_margin => 12, r_margin => 18,
) or die $g->error;
$g->set_legend(@{ $spec->{order} });
for my $f (qw(set_x_label_font set_y_label_font)) { $g->$f($spec->{font}, 15) }
for my $f (qw(set_x_axis_font set_y_axis_font set_legend_font)) { $g->$f($spec->{font}, 13) }
my $gd = $g->plot(\@data) or die $g->error;
$gd->interlaced(0);
open my $o, '>:raw', $out or die $!;
print $o $gd->png;
close $o;
