<?php
// The fifteenth held-out set's writer: Horde_Pdf (Horde's PHP port of FPDF, Debian's
// php-horde-pdf), drawing a layout9 display list with the core fonts (WinAnsiEncoding, not
// embedded). Usage: php writers15.php layout.json fonts.json out.pdf TITLE
// fonts.json maps the layout's R/B/I to a core family and style ("times", "B").
spl_autoload_register(function ($c) {  // Debian installs Horde's classes without an autoloader
    $f = '/usr/share/php/' . str_replace('_', '/', $c) . '.php';
    if (is_file($f)) {
        require_once $f;
    }
});
[$_, $layoutPath, $fontsPath, $out, $title] = $argv;
$lay = json_decode(file_get_contents($layoutPath), true);
$fmap = json_decode(file_get_contents($fontsPath), true);
$pg0 = $lay['pages'][0];
$pdf = new Horde_Pdf_Writer(['orientation' => 'P', 'unit' => 'pt', 'format' => [$pg0['w'], $pg0['h']]]);
$pdf->setAutoPageBreak(false);
$pdf->setMargins(0, 0);
$pdf->setCompression(true);
$pdf->setInfo('title', iconv('UTF-8', 'CP1252', $title));
$pdf->open();
$cp = fn($s) => iconv('UTF-8', 'CP1252', $s);  // the core fonts' WinAnsiEncoding
foreach ($lay['pages'] as $pg) {
    $pdf->addPage();
    $H = $pg['h'];
    foreach ($pg['ops'] as $op) {
        if ($op['t'] === 'text') {
            [$fam, $sty] = $fmap[$op['f']];
            $pdf->setFont($fam, $sty, $op['z']);
            $pdf->text($op['x'], $H - $op['y'], $cp($op['s']));
        } elseif ($op['t'] === 'line') {
            $pdf->setLineWidth($op['w']);
            $pdf->line($op['x1'], $H - $op['y1'], $op['x2'], $H - $op['y2']);
        } elseif ($op['t'] === 'rect') {
            $pdf->setFillColor('gray', $op['g']);
            $pdf->rect($op['x'], $H - $op['y'] - $op['h'], $op['w'], $op['h'], 'F');
        } elseif ($op['t'] === 'chart' && str_ends_with($op['file'], '.png')) {
            $pdf->image($op['file'], $op['x'], $H - $op['y'] - $op['h'], $op['w'], $op['h']);
        }
    }
}
$pdf->close();
file_put_contents($out, $pdf->getOutput());
