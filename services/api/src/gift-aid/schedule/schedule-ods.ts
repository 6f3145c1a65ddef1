import { GIFT_AID_SCHEDULE_COLUMNS, type GiftAidScheduleRow } from '@solar/shared-contracts';
import { strToU8, zipSync } from 'fflate';
import { SCHEDULE_CELLS } from './schedule-csv';

export const ODS_MIME_TYPE = 'application/vnd.oasis.opendocument.spreadsheet';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] as string,
  );

/** Characters XML 1.0 cannot hold at all (controls other than tab and newlines); dropped, not escaped. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const notXml = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const textCell = (text: string) =>
  text === ''
    ? '<table:table-cell/>'
    : `<table:table-cell office:value-type="string"><text:p>${escapeXml(text.replace(notXml, ''))}</text:p></table:table-cell>`;

/** An amount ("200.00") as a number the spreadsheet can add up, shown with two decimals. */
const amountCell = (amount: string) =>
  `<table:table-cell table:style-name="amount" office:value-type="float" office:value="${escapeXml(amount)}"><text:p>${escapeXml(amount)}</text:p></table:table-cell>`;

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
 <manifest:file-entry manifest:full-path="/" manifest:version="1.2" manifest:media-type="${ODS_MIME_TYPE}"/>
 <manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
</manifest:manifest>
`;

const CONTENT_START = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" office:version="1.2">
<office:automatic-styles>
<number:number-style style:name="two-decimals"><number:number number:decimal-places="2" number:min-decimal-places="2" number:min-integer-digits="1"/></number:number-style>
<style:style style:name="amount" style:family="table-cell" style:data-style-name="two-decimals"/>
</office:automatic-styles>
<office:body>
<office:spreadsheet>
`;

/** content.xml of one schedule file: one table, HMRC's header row, one row per line. */
export function scheduleContentXml(rows: readonly GiftAidScheduleRow[], sheetName = 'Schedule'): string {
  const header = `<table:table-row>${GIFT_AID_SCHEDULE_COLUMNS.map(textCell).join('')}</table:table-row>\n`;
  const body = rows
    .map(
      (row) =>
        `<table:table-row>${SCHEDULE_CELLS.map((cell) => (cell === 'amount' ? amountCell(row.amount) : textCell(row[cell]))).join('')}</table:table-row>\n`,
    )
    .join('');
  return `${CONTENT_START}<table:table table:name="${escapeXml(sheetName)}">\n<table:table-column table:number-columns-repeated="${GIFT_AID_SCHEDULE_COLUMNS.length}"/>\n${header}${body}</table:table>\n</office:spreadsheet>\n</office:body>\n</office:document-content>\n`;
}

/**
 * One schedule file as an OpenDocument spreadsheet: a zip whose first entry is `mimetype`, stored uncompressed
 * (how applications recognise the format), then the manifest and content.xml. Written by hand, not by a
 * spreadsheet library: nine columns of text and one of numbers need nothing more (decision 025).
 */
export function scheduleOds(rows: readonly GiftAidScheduleRow[], sheetName?: string): Uint8Array {
  return zipSync(
    {
      mimetype: [strToU8(ODS_MIME_TYPE), { level: 0 }],
      'META-INF/manifest.xml': strToU8(MANIFEST),
      'content.xml': strToU8(scheduleContentXml(rows, sheetName)),
    },
    { level: 6, mtime: new Date('2026-01-01T00:00:00Z') },
  );
}
