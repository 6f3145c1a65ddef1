import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Test support: LibreOffice Calc (`soffice`, Debian's libreoffice-calc-nogui, which CI installs) opening .ods files
 * as a spreadsheet user would. Undefined on a machine without it; the specs then skip and say so.
 */
export const LIBRE_OFFICE = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((path) => existsSync(path));

/**
 * `it` for a test that opens files in LibreOffice: skipped (and named as skipped) on a developer's machine without
 * it, but failing in CI (CI=true), which installs it, so the check can never go missing there unseen.
 */
export const itWithLibreOffice: jest.It =
  LIBRE_OFFICE || process.env['CI'] === 'true'
    ? (((name: string, test: jest.ProvidesCallback, timeout?: number) =>
        it(
          name,
          LIBRE_OFFICE
            ? test
            : () => {
                throw new Error('LibreOffice Calc (/usr/bin/soffice) is missing: .ci/run installs it');
              },
          timeout,
        )) as jest.It)
    : it.skip;

/** Comma-separated, double quotes, UTF-8 (76), from the first line, text cells quoted, cells as shown. */
const CSV_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,true,true,true';

/** Each file opened in LibreOffice and saved as CSV, read back in order. */
export function openedAsCsv(dir: string, files: { name: string; ods: Uint8Array }[]): string[] {
  const paths = files.map(({ name, ods }) => {
    const path = join(dir, `${name}.ods`);
    writeFileSync(path, ods);
    return path;
  });
  execFileSync(
    LIBRE_OFFICE as string,
    ['--headless', '--norestore', '--convert-to', CSV_FILTER, '--outdir', dir, ...paths],
    {
      env: { ...process.env, HOME: dir },
      stdio: 'ignore',
      timeout: 90_000,
    },
  );
  return files.map(({ name }) => readFileSync(join(dir, `${name}.csv`), 'utf8'));
}

/** RFC 4180 rows: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  for (const match of text.matchAll(/("(?:[^"]|"")*"|[^,\r\n]*)(,|\r?\n|$)/g)) {
    const [whole, raw = '', separator] = match;
    if (whole === '' && match.index === text.length) break;
    row.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
    if (separator !== ',') {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

if (!LIBRE_OFFICE)
  console.warn('LibreOffice is not installed: the Gift Aid .ods files are not opened in a spreadsheet application');
