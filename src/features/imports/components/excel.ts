/**
 * The browser side of the Excel imports: exceljs loaded on demand (a lazy chunk of its own,
 * 'xlsx', fetched only when a template is downloaded or a chosen workbook is previewed), the
 * template workbook, and the preview's reading of a chosen workbook (the same reading as the mock
 * backend's: src/domain/imports.ts).
 */
import { IMPORTS, gridOf, readSheet, type GridRow, type ImportKind, type SheetReading } from '../../../domain/imports';
import { importTexts } from '../../../texts/imports';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** exceljs, loaded when first needed. */
export async function loadExcelJs() {
  const module = await import(/* webpackChunkName: "xlsx" */ 'exceljs');
  return (module as unknown as { default?: typeof module }).default ?? module;
}

const SHEET_NAME: Record<ImportKind, string> = { users: 'Users', projects: 'Projects' };

/**
 * The template of an import as .xlsx bytes: the first sheet holds the header row and one example
 * row; a second sheet describes the columns.
 */
export async function templateBytes(kind: ImportKind): Promise<Uint8Array> {
  const ExcelJS = await loadExcelJs();
  const def = IMPORTS[kind];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(SHEET_NAME[kind]);
  sheet.addRow(def.columns.map((c) => c.header)).font = { bold: true };
  sheet.addRow(def.example.map((value) => (/^\d+$/.test(value) ? Number(value) : value)));
  def.columns.forEach((column, i) => {
    sheet.getColumn(i + 1).width = Math.max(column.header.length, def.example[i]?.length ?? 0) + 4;
  });
  const about = book.addWorksheet(importTexts.templateColumnsSheet);
  about.addRow([...importTexts.templateColumnsHeader]).font = { bold: true };
  for (const column of def.columns) about.addRow([column.header, column.required ? importTexts.yes : importTexts.no, column.meaning]);
  about.getColumn(1).width = 14;
  about.getColumn(2).width = 10;
  about.getColumn(3).width = 90;
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** Data rows the preview shows. */
export const PREVIEW_ROWS = 5;

/** The preview reads workbooks up to this size (a larger one would hold the page up). */
export const PREVIEW_MAX_BYTES = 10 * 1024 * 1024;

export type WorkbookReading =
  | { status: 'xls' }
  | { status: 'tooLarge' }
  | { status: 'unreadable' }
  /** `rows`: the header and the first data rows, as the sheet shows them; `total`: every data row. */
  | { status: 'read'; reading: SheetReading; rows: GridRow[]; total: number };

function bytesOf(file: Blob): Promise<ArrayBuffer> {
  return typeof file.arrayBuffer === 'function' ? file.arrayBuffer() : new Response(file).arrayBuffer();
}

/** Reads the chosen workbook's first sheet as the server will: the header check and the first `shown` data rows. */
export async function readWorkbook(kind: ImportKind, file: File, shown: number): Promise<WorkbookReading> {
  if (/\.xls$/i.test(file.name.trim())) return { status: 'xls' };
  if (file.size > PREVIEW_MAX_BYTES) return { status: 'tooLarge' };
  const ExcelJS = await loadExcelJs();
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load((await bytesOf(file)) as never);
  } catch {
    return { status: 'unreadable' };
  }
  const sheet = book.worksheets[0];
  const grid = sheet ? gridOf(sheet) : [];
  return { status: 'read', reading: readSheet(kind, grid), rows: grid.slice(0, shown + 1), total: Math.max(0, grid.length - 1) };
}

/** The readings of chosen workbooks, each made once (the preview shows it, Submit checks it). */
const previews = new WeakMap<File, Partial<Record<ImportKind, Promise<WorkbookReading>>>>();

/**
 * The preview's reading of a chosen workbook (readWorkbook, PREVIEW_ROWS rows shown), read once
 * per file and import: the preview and Submit's role check share it.
 */
export function previewOf(kind: ImportKind, file: File): Promise<WorkbookReading> {
  const readings = previews.get(file) ?? {};
  previews.set(file, readings);
  readings[kind] ??= readWorkbook(kind, file, PREVIEW_ROWS).catch((): WorkbookReading => ({ status: 'unreadable' }));
  return readings[kind];
}
