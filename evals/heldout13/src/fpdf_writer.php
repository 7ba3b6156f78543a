<?php
// FPDF 1.84 (Olivier Plathey's PHP class, Debian's php-fpdf) draws a layout9 display list.
// Usage: php fpdf_writer.php layout.json out.pdf TITLE
// Core Times (not embedded) in windows-1252; FPDF's y axis runs down the page, so every
// baseline and box is flipped by the page height. A PNG chart is placed with Image(); the
// vector charts are stamped afterwards by the build into the boxes the layout left free.
require('/usr/share/php/fpdf/fpdf.php');
[$_, $layout, $out, $title] = $argv;
$lay = json_decode(file_get_contents($layout), true);
$pdf = new FPDF('P', 'pt', array(595, 842));
$pdf->SetAutoPageBreak(false);
$pdf->SetMargins(0, 0, 0);
$pdf->SetTitle($title, true);
$pdf->SetCreator('heldout13 fpdf_writer.php', true);
$style = array('R' => '', 'B' => 'B', 'I' => 'I');
foreach ($lay['pages'] as $pg) {
    $pdf->AddPage('P', array($pg['w'], $pg['h']));
    $H = $pg['h'];
    foreach ($pg['ops'] as $op) {
        if ($op['t'] == 'text') {
            $pdf->SetFont('Times', $style[$op['f']], $op['z']);
            $s = iconv('UTF-8', 'windows-1252', $op['s']);
            if ($s === false) { fwrite(STDERR, "not in windows-1252: " . $op['s'] . "\n"); exit(1); }
            $pdf->Text($op['x'], $H - $op['y'], $s);
        } elseif ($op['t'] == 'line') {
            $pdf->SetLineWidth($op['w']);
            $pdf->Line($op['x1'], $H - $op['y1'], $op['x2'], $H - $op['y2']);
        } elseif ($op['t'] == 'rect') {
            $pdf->SetFillColor((int) round($op['g'] * 255));
            $pdf->Rect($op['x'], $H - $op['y'] - $op['h'], $op['w'], $op['h'], 'F');
        } elseif ($op['t'] == 'chart' && substr($op['file'], -4) == '.png') {
            $pdf->Image($op['file'], $op['x'], $H - $op['y'] - $op['h'], $op['w'], $op['h']);
        }
    }
}
$pdf->Output('F', $out);
