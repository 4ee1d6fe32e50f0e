import { areaTexts } from './areas';

const seed = areaTexts.imports;

/**
 * The Excel import pages (seed 001 sections 2, 4, 5, 8). Seed texts are verbatim (from
 * areaTexts.imports, typos included) and marked 'seed'; the others are ours.
 */
export const importTexts = {
  /** Seed: the result modal's title. */
  statusTitle: seed.statusTitle,
  /** Seed: an empty answer. */
  uploaded: seed.uploaded,
  /** Seed: a non-empty answer, followed by the names. */
  registered: { users: seed.usersRegistered, projects: seed.projectsRegistered },
  /** Seed: the server refused the workbook's data. */
  wrongFormat: seed.wrongFormat,
  /** Seed: Submit without a file. */
  noFile: seed.noFile,
  /** Seed: the buttons. */
  submit: 'Submit',
  ok: 'OK',

  /* ---------- ours ---------- */
  dropLabel: 'Excel workbook (.xlsx or .xls)',
  intro: 'Upload a workbook whose first sheet starts with a header row naming these columns (any order, case and spaces ignored):',
  optional: '(optional)',
  columnsLabel: 'Columns',
  templateButton: 'Download template',
  templateBusy: 'Preparing the template…',
  templateFailed: 'The template could not be made. Try again.',
  /** The template's second sheet. */
  templateColumnsSheet: 'Columns',
  templateColumnsHeader: ['column', 'required', 'what it holds'] as const,
  yes: 'yes',
  no: 'no',
  failed: (reason: string) => `The import failed${reason ? `: ${reason}` : ''}. Please try again.`,
  /** The refusal's reasons (an extension of the mock backend: `problems`). */
  problemsLabel: 'What the server found',
  /** Beside the users template: how an imported account gets its password. */
  firstSignIn:
    "Imported accounts get no password. At first sign-in each user chooses one through 'Forgot Password': a temporary password comes by e-mail, then the portal asks for a new one.", // Ours
  /** Submit refused before the call: rows giving roles the signed-in user may not import. */
  roleRefused: {
    title: 'Nothing was sent: this workbook gives roles you may not import. Change these rows and submit again.', // Ours
    label: 'Rows with a role you may not import', // Ours
    row: (rowNumber: number, role: number, roleName: string) => `Row ${rowNumber}: role ${role} (${roleName})`, // Ours
    allowed: (roles: readonly number[]) => (roles.length > 0 ? `You may import roles ${roles.join(', ')}.` : 'You may import no role.'), // Ours
  },
  registeredLabel: 'Already registered',
  /** Preview of the chosen workbook. */
  preview: {
    title: 'Preview',
    reading: 'Reading the workbook…',
    rowsShown: (shown: number, total: number) =>
      total === 0 ? 'The sheet has no data rows below the header.' : `The first ${shown} of ${total} data row${total === 1 ? '' : 's'} of the first sheet.`,
    tableLabel: (name: string) => `First rows of ${name}`,
    row: 'Row',
    columnsOk: 'The columns are right.',
    ignored: (names: string[]) => `Other columns are ignored: ${names.join(', ')}.`,
    wrongColumns: 'The columns are wrong: the server will refuse this workbook.',
    missing: (names: string[]) => `Missing: ${names.join(', ')}.`,
    duplicated: (names: string[]) => `Named twice: ${names.join(', ')}.`,
    expected: (names: string[]) => `The first row must name: ${names.join(', ')}.`,
    empty: 'The first sheet is empty: the server will refuse this workbook.',
    xls: 'No preview for an .xls (Excel 97-2003) workbook: the server checks it when you submit.',
    unreadable: 'This file cannot be read as an .xlsx workbook.',
    tooLarge: 'No preview for a workbook over 10 MB: the server checks it when you submit.',
  },
} as const;
