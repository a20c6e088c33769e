import ExcelJS from 'exceljs';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';

/**
 * A formatted workbook with the features users keep in their files, made for the tests (never
 * copied from elsewhere): ExcelJS writes most of it, and the chart ExcelJS cannot make is added
 * to the archive as parts (fflate, already the server's zip library). The synced sheet is
 * "Data": a header row, five rows of typed values, formulas and every per-sheet feature.
 */
export async function goldenWorkbook(options: { date1904?: boolean } = {}): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Sheetwise tests';
  workbook.title = 'Household accounts';
  workbook.created = new Date(Date.UTC(2024, 0, 2));
  workbook.modified = new Date(Date.UTC(2024, 0, 3));
  workbook.properties.date1904 = options.date1904 ?? false;
  addDataSheet(workbook);
  addSummarySheet(workbook);
  addListsSheet(workbook);
  const hidden = workbook.addWorksheet('Settings', { state: 'hidden' });
  hidden.getCell('A1').value = 'Secret setting';
  workbook.definedNames.add('Data!$C$2:$C$6', 'Amounts');
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  return withChart(bytes);
}

function addDataSheet(workbook: ExcelJS.Workbook): void {
  const sheet = workbook.addWorksheet('Data', {
    views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }],
    properties: { tabColor: { argb: 'FF2E7D32' } },
  });
  sheet.columns = [
    { header: 'Code', key: 'code', width: 10 },
    { header: 'Date', key: 'date', width: 14 },
    { header: 'Amount', key: 'amount', width: 16 },
    { header: 'Total', key: 'total', width: 12 },
    { header: 'Category', key: 'category', width: 14 },
    { header: 'Rate', key: 'rate', width: 9 },
  ];
  const header = sheet.getRow(1);
  header.height = 24;
  header.font = { bold: true, color: { argb: 'FFFFFFFF' }, name: 'Arial', size: 12 };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1565C0' } };
  header.border = { bottom: { style: 'medium', color: { argb: 'FF000000' } } };
  const rows = [
    ['00001', Date.UTC(2024, 0, 15), 12.5, 'Food', 0.05],
    ['00002', Date.UTC(2024, 1, 29), 1200, 'Rent', 0.1],
    ['00003', Date.UTC(2024, 2, 1), 45.25, 'Travel', 0.15],
    ['00004', Date.UTC(2024, 3, 10), 7, 'Food', 0.2],
    ['00005', Date.UTC(2024, 4, 31), 99.99, 'Travel', 0.25],
  ] as const;
  rows.forEach(([code, date, amount, category, rate], index) => {
    const row = sheet.getRow(index + 2);
    row.getCell(1).value = code;
    row.getCell(1).numFmt = '@';
    row.getCell(2).value = new Date(date);
    row.getCell(2).numFmt = 'yyyy-mm-dd';
    row.getCell(3).value = amount;
    row.getCell(3).numFmt = '"$"#,##0.00';
    row.getCell(3).border = { left: { style: 'thin' }, right: { style: 'thin' } };
    row.getCell(4).value =
      index === 0
        ? { formula: 'C2*(1+F2)', result: 13.125 }
        : { sharedFormula: 'D2', result: amount * (1 + rate) };
    row.getCell(5).value = category;
    row.getCell(5).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: ['"Food,Rent,Travel"'],
    };
    row.getCell(6).value = rate;
    row.getCell(6).numFmt = '0.00%';
    row.getCell(6).dataValidation = {
      type: 'decimal',
      operator: 'between',
      formulae: [0, 1],
      showErrorMessage: true,
      error: 'A rate is between 0% and 100%',
    };
  });
  sheet.getCell('A2').note = 'The first code of the year';
  sheet.getRow(4).hidden = true;
  sheet.getColumn(7).hidden = true;
  sheet.getCell('G2').value = 'hidden column';
  sheet.getCell('A8').value = { text: 'Statement source', hyperlink: 'https://example.com/bank' };
  sheet.getCell('A9').value = {
    richText: [{ text: 'Bold', font: { bold: true } }, { text: ' and plain' }],
  };
  sheet.getCell('A10').value = 'Merged notes';
  sheet.mergeCells('A10:C10');
  sheet.getCell('A10').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF59D' } };
  sheet.autoFilter = 'A1:F6';
  sheet.addConditionalFormatting({
    ref: 'C2:C6',
    rules: [
      {
        type: 'cellIs',
        operator: 'greaterThan',
        priority: 1,
        formulae: ['100'],
        style: { fill: { type: 'pattern', pattern: 'solid', bgColor: { argb: 'FFFFCDD2' } } },
      },
    ],
  });
}

function addSummarySheet(workbook: ExcelJS.Workbook): void {
  const sheet = workbook.addWorksheet('Summary');
  sheet.getCell('A1').value = 'Total spent';
  sheet.getCell('B1').value = { formula: 'SUM(Data!C2:C6)', result: 1364.74 };
  sheet.getCell('B1').numFmt = '"$"#,##0.00';
  sheet.getCell('A2').value = 'Largest';
  sheet.getCell('B2').value = { formula: 'MAX(Amounts)', result: 1200 };
  sheet.getColumn(1).width = 20;
}

function addListsSheet(workbook: ExcelJS.Workbook): void {
  const sheet = workbook.addWorksheet('Lists');
  sheet.addTable({
    name: 'Categories',
    ref: 'A1',
    headerRow: true,
    style: { theme: 'TableStyleMedium2', showRowStripes: true },
    columns: [{ name: 'Category' }, { name: 'Budget' }],
    rows: [
      ['Food', 300],
      ['Rent', 1200],
      ['Travel', 150],
    ],
  });
}

const CHART_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><c:chart><c:plotArea><c:layout/><c:barChart><c:barDir val="col"/><c:grouping val="clustered"/><c:ser><c:idx val="0"/><c:order val="0"/><c:tx><c:v>Amount</c:v></c:tx><c:val><c:numRef><c:f>Data!$C$2:$C$6</c:f></c:numRef></c:val></c:ser><c:axId val="1"/><c:axId val="2"/></c:barChart><c:catAx><c:axId val="1"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:axPos val="b"/><c:crossAx val="2"/></c:catAx><c:valAx><c:axId val="2"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:axPos val="l"/><c:crossAx val="1"/></c:valAx></c:plotArea></c:chart></c:chartSpace>`;

const DRAWING_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"><xdr:twoCellAnchor><xdr:from><xdr:col>3</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>1</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from><xdr:to><xdr:col>10</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>16</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to><xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="2" name="Amounts chart"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr><xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart"><c:chart r:id="rId1"/></a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor></xdr:wsDr>`;

const RELS = (body: string): string =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${body}</Relationships>`;

/** The Summary sheet (ExcelJS's sheet2.xml) gets a bar chart of Data's amounts. */
function withChart(bytes: Uint8Array): Uint8Array {
  const parts: Zippable = unzipSync(bytes);
  const sheetPath = 'xl/worksheets/sheet2.xml';
  const sheetRelsPath = 'xl/worksheets/_rels/sheet2.xml.rels';
  const sheetXml = strFromU8(parts[sheetPath] as Uint8Array);
  parts[sheetPath] = strToU8(
    sheetXml.replace('</worksheet>', '<drawing r:id="rIdChart1"/></worksheet>'),
  );
  const drawingRel = `<Relationship Id="rIdChart1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/drawing" Target="../drawings/drawing1.xml"/>`;
  const existingRels = parts[sheetRelsPath] as Uint8Array | undefined;
  parts[sheetRelsPath] = strToU8(
    existingRels
      ? strFromU8(existingRels).replace('</Relationships>', `${drawingRel}</Relationships>`)
      : RELS(drawingRel),
  );
  parts['xl/drawings/drawing1.xml'] = strToU8(DRAWING_XML);
  parts['xl/drawings/_rels/drawing1.xml.rels'] = strToU8(
    RELS(
      `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/chart" Target="../charts/chart1.xml"/>`,
    ),
  );
  parts['xl/charts/chart1.xml'] = strToU8(CHART_XML);
  const types = strFromU8(parts['[Content_Types].xml'] as Uint8Array).replace(
    '</Types>',
    '<Override PartName="/xl/drawings/drawing1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/><Override PartName="/xl/charts/chart1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawingml.chart+xml"/></Types>',
  );
  parts['[Content_Types].xml'] = strToU8(types);
  return zipSync(parts);
}
