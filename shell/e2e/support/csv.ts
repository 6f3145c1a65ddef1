import { readFile } from 'node:fs/promises';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * A downloaded export's rows. Every export starts with the UTF-8 byte-order mark (decision 047), so Excel on Windows
 * reads accented names as written; a file without it fails here.
 */
export async function downloadedCsv(path: string): Promise<string[][]> {
  const bytes = await readFile(path);
  expect([...bytes.subarray(0, 3)]).toEqual(UTF8_BOM);
  return parseCsv(bytes.subarray(3).toString('utf8'));
}

/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks; rows end in CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      row.push(cell);
      cell = '';
    } else if (character === '\n') {
      rows.push([...row, cell.replace(/\r$/, '')]);
      row = [];
      cell = '';
    } else cell += character;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}
