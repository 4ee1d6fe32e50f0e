import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { IMPORTS, type ImportKind } from '../../../domain/imports';
import { importTexts } from '../../../texts/imports';
import { previewOf, type WorkbookReading } from './excel';

const t = importTexts.preview;

function ColumnCheck({ kind, reading }: { kind: ImportKind; reading: Extract<WorkbookReading, { status: 'read' }>['reading'] }) {
  if (reading.ok) {
    return (
      <Alert severity="success" role="status">
        {t.columnsOk} {reading.ignored.length > 0 && t.ignored(reading.ignored)}
      </Alert>
    );
  }
  if (reading.problem === 'empty') return <Alert severity="error">{t.empty}</Alert>;
  const expected = IMPORTS[kind].columns.map((c) => (c.required ? c.header : `${c.header} ${importTexts.optional}`));
  return (
    <Alert severity="error">
      <div>{t.wrongColumns}</div>
      {reading.missing.length > 0 && <div>{t.missing(reading.missing)}</div>}
      {reading.duplicated.length > 0 && <div>{t.duplicated(reading.duplicated)}</div>}
      <div>{t.expected(expected)}</div>
    </Alert>
  );
}

function RowsTable({ name, result }: { name: string; result: Extract<WorkbookReading, { status: 'read' }> }) {
  const [header, ...rows] = result.rows;
  if (!header) return null;
  const width = Math.max(...result.rows.map((r) => r.cells.length));
  const cells = (row: string[]) => Array.from({ length: width }, (_, i) => row[i] ?? '');
  return (
    <>
      <Typography variant="body2">{t.rowsShown(rows.length, result.total)}</Typography>
      <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Table size="small" aria-label={t.tableLabel(name)}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t.row}
              </TableCell>
              {cells(header.cells).map((text, i) => (
                <TableCell key={i} component="th" scope="col" sx={{ fontWeight: 'bold' }}>
                  {text}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.rowNumber}>
                <TableCell component="th" scope="row">
                  {row.rowNumber}
                </TableCell>
                {cells(row.cells).map((text, i) => (
                  <TableCell key={i}>{text}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/**
 * Beyond the seeds: the chosen workbook's first rows before Submit, with the header check the
 * server makes (src/domain/imports.ts), read in the browser by exceljs loaded on demand.
 */
export function WorkbookPreview({ kind, file }: { kind: ImportKind; file: File }) {
  const [result, setResult] = useState<{ file: File; reading: WorkbookReading } | null>(null);

  useEffect(() => {
    let current = true;
    void previewOf(kind, file).then((reading) => {
      if (current) setResult({ file, reading });
    });
    return () => {
      current = false;
    };
  }, [kind, file]);

  const reading = result?.file === file ? result.reading : null;
  return (
    <Box component="section" aria-label={t.title} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h6" component="h2">
        {t.title}
      </Typography>
      {reading === null ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography variant="body2">{t.reading}</Typography>
        </Box>
      ) : reading.status === 'xls' ? (
        <Alert severity="info">{t.xls}</Alert>
      ) : reading.status === 'tooLarge' ? (
        <Alert severity="info">{t.tooLarge}</Alert>
      ) : reading.status === 'unreadable' ? (
        <Alert severity="error">{t.unreadable}</Alert>
      ) : (
        <>
          <ColumnCheck kind={kind} reading={reading.reading} />
          <RowsTable name={file.name} result={reading} />
        </>
      )}
    </Box>
  );
}
