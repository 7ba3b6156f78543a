<?php
// Typeset he_tsel with TCPDF (right-to-left, HTML blocks) and draw Figure 1 with TCPDF's own
// primitives. Usage: php tcpdf.php spec.json out.pdf
require_once('/usr/share/php/tcpdf/tcpdf.php');

class Paper extends TCPDF {
    public $runhead = '';
    public function __construct() {
        parent::__construct('P', 'mm', 'A4', true, 'UTF-8', false);
        $this->tcpdflink = false;
    }
    public function Header() {
        if ($this->getPage() > 1) {
            $this->SetFont('dejavusans', 'I', 7.5);
            $this->SetY(9);
            $this->Cell(0, 5, $this->runhead, 'B', 0, 'R');
        }
    }
    public function Footer() {
        $this->SetY(-15);
        $this->SetFont('dejavusans', '', 8.5);
        $this->Cell(0, 8, 'עמוד ' . $this->getAliasNumPage() . ' מתוך ' . $this->getAliasNbPages(), 0, 0, 'C');
    }
}

$spec = json_decode(file_get_contents($argv[1]), true);
$pdf = new Paper();
$pdf->runhead = $spec['runhead'];
$pdf->SetCreator('TCPDF');
$pdf->SetTitle($spec['title']);
$pdf->setDocCreationTimestamp(1704067200);
$pdf->setDocModificationTimestamp(1704067200);
$pdf->SetMargins(20, 18, 20);
$pdf->SetAutoPageBreak(true, 22);
$pdf->setRTL(true);
$pdf->SetFont('dejavusans', '', 9.5);
$pdf->AddPage();

function chart($pdf, $c) {
    // A line chart drawn with TCPDF primitives in a box of the page (left-to-right coordinates).
    $pdf->setRTL(false);
    $x0 = $c['x0']; $w = $c['w']; $h = $c['h'];
    if ($pdf->GetY() + $h + 30 > 297 - 22) { $pdf->AddPage(); }
    $top = $pdf->GetY() + 4;
    $px = $x0 + 16; $pw = $w - 22; $py = $top + 4; $ph = $h - 22;
    $X = function ($v) use ($c, $px, $pw) { return $px + ($v - $c['xmin']) / ($c['xmax'] - $c['xmin']) * $pw; };
    $Y = function ($v) use ($c, $py, $ph) { return $py + $ph - ($v - $c['ymin']) / ($c['ymax'] - $c['ymin']) * $ph; };
    $pdf->SetLineStyle(array('width' => 0.25, 'dash' => 0, 'color' => array(0, 0, 0)));
    $pdf->Rect($px, $py, $pw, $ph);
    $pdf->SetFont('dejavusans', '', 7.5);
    for ($v = $c['ymin']; $v <= $c['ymax'] + 1e-9; $v += $c['ystep']) {
        $pdf->SetLineStyle(array('width' => 0.1, 'dash' => '1,1', 'color' => array(170, 170, 170)));
        $pdf->Line($px, $Y($v), $px + $pw, $Y($v));
        $pdf->Text($px - 8, $Y($v) - 1.8, (string)$v);
    }
    foreach ($c['xticks'] as $v) {
        $pdf->SetLineStyle(array('width' => 0.25, 'dash' => 0, 'color' => array(0, 0, 0)));
        $pdf->Line($X($v), $py + $ph, $X($v), $py + $ph + 1.2);
        $pdf->Text($X($v) - 3.2, $py + $ph + 1.5, sprintf('%02d:00', $v));
    }
    $pdf->SetFont('dejavusans', '', 8);
    $pdf->Text($px + $pw / 2 - 8, $py + $ph + 6, $c['xtitle']);
    $pdf->StartTransform();
    $pdf->Rotate(90, $x0 + 3, $py + $ph / 2 + 14);
    $pdf->Text($x0 + 3, $py + $ph / 2 + 14, $c['ytitle']);
    $pdf->StopTransform();
    $ly = $py + 3;
    foreach ($c['series'] as $k => $s) {
        $col = $s['color'];
        $pdf->SetLineStyle(array('width' => 0.5, 'dash' => $s['dash'], 'color' => $col));
        $pts = $s['y'];
        for ($i = 1; $i < count($pts); $i++) {
            $pdf->Line($X($c['x'][$i - 1]), $Y($pts[$i - 1]), $X($c['x'][$i]), $Y($pts[$i]));
        }
        $pdf->SetLineStyle(array('width' => 0.3, 'dash' => 0, 'color' => $col));
        foreach ($pts as $i => $v) {
            if ($s['mark'] == 'circle') { $pdf->Circle($X($c['x'][$i]), $Y($v), 0.9, 0, 360, 'DF', array(), $col); }
            else if ($s['mark'] == 'square') { $pdf->Rect($X($c['x'][$i]) - 0.8, $Y($v) - 0.8, 1.6, 1.6, 'DF', array(), $col); }
            else { $pdf->Polygon(array($X($c['x'][$i]) - 1, $Y($v) + 0.8, $X($c['x'][$i]) + 1, $Y($v) + 0.8, $X($c['x'][$i]), $Y($v) - 1), 'D'); }
        }
        // legend: top right inside the plot, Hebrew names right-aligned
        $lx = $px + $pw - 6;
        $pdf->SetLineStyle(array('width' => 0.5, 'dash' => $s['dash'], 'color' => $col));
        $pdf->Line($lx - 2, $ly + 2 + $k * 4.5, $lx + 4, $ly + 2 + $k * 4.5);
        $pdf->SetFont('dejavusans', '', 7.5);
        $tw = $pdf->GetStringWidth($s['name']);
        $pdf->Text($lx - 4 - $tw, $ly + $k * 4.5, $s['name']);
    }
    $pdf->SetY($py + $ph + 12);
    $pdf->setRTL(true);
    $pdf->SetFont('dejavusans', '', 9.5);
}

foreach ($spec['blocks'] as $b) {
    if (isset($b['html'])) {
        $pdf->writeHTML($b['html'], true, false, true, false, '');
    } else if (isset($b['chart'])) {
        chart($pdf, $b['chart']);
    } else if (isset($b['newpage'])) {
        $pdf->AddPage();
    }
}
$pdf->Output($argv[2], 'F');
