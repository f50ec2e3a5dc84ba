import { type ImportFormat, type ImportKind, importColumns } from '@worktrail/contract';
import ExcelJS from 'exceljs';

const exampleRows: Record<ImportKind, Record<string, string | number>> = {
  customers: { Name: 'Northwind Traders', Note: 'Key account', Status: 'active' },
  projects: {
    Name: 'Website redesign',
    Customer: 'Northwind Traders',
    Description: 'New marketing site',
    StartDate: '2025-01-06',
    EndDate: '2025-03-28',
    MaxWorkingHours: 120,
    Status: 'active',
    ColorCode: '#98A2B3',
  },
};

const mediaTypes: Record<ImportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A downloadable template: the header row and one example row, as CSV (UTF-8 with BOM, for Excel) or XLSX. */
export async function buildImportTemplate({ kind, format }: { kind: ImportKind; format: ImportFormat }) {
  const columns = [...importColumns[kind].required, ...importColumns[kind].optional];
  const example = columns.map((column) => exampleRows[kind][column] ?? '');
  const fileName = `${kind}-import-template.${format}`;
  if (format === 'csv') {
    const line = (cells: Array<string | number>) => cells.map((cell) => String(cell)).join(',');
    const body = Buffer.from(`\uFEFF${line(columns)}\r\n${line(example)}\r\n`, 'utf8');
    return { fileName, mediaType: mediaTypes.csv, body };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind === 'customers' ? 'Customers' : 'Projects');
  sheet.addRow(columns);
  sheet.addRow(example);
  sheet.getRow(1).font = { bold: true };
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName, mediaType: mediaTypes.xlsx, body };
}
