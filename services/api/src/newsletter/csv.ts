/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: a leading formula character is defused with ', and the cell is quoted when RFC 4180 needs it. */
export function csvCell(value: string | null): string {
  const text = value ?? '';
  const defused = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(defused) ? `"${defused.replace(/"/g, '""')}"` : defused;
}

/** Rows of cells as CSV text, CRLF-terminated as RFC 4180 has it. */
export function toCsv(rows: readonly (readonly (string | null)[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
