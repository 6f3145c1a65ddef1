import {
  CHARITY_NAME,
  type HeldRecord,
  SUPPORTER_DATA_SECTIONS,
  type SupporterDataFile,
  type SupporterDataSection,
} from '@solar/shared-contracts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

const cell = (value: HeldRecord[string]) => (value === null ? '—' : escapeHtml(String(value)));

function recordHtml(record: HeldRecord): string {
  const rows = Object.entries(record)
    .map(([key, value]) => `<tr><th scope="row">${escapeHtml(key)}</th><td>${cell(value)}</td></tr>`)
    .join('');
  return `<table>${rows}</table>`;
}

function sectionHtml(section: SupporterDataSection, records: HeldRecord[]): string {
  const body = records.length === 0 ? '<p>None.</p>' : records.map(recordHtml).join('');
  return `<section><h2>${escapeHtml(SUPPORTER_DATA_SECTIONS[section])} (${records.length})</h2>${body}</section>`;
}

/** The subject access file as a page a person can read: one section per kind of record, every field shown. */
export function supporterDataSummary(file: SupporterDataFile): string {
  const sections = (Object.keys(SUPPORTER_DATA_SECTIONS) as SupporterDataSection[])
    .map((section) => sectionHtml(section, file.sections[section]))
    .join('\n');
  const title = `Personal data ${CHARITY_NAME} holds for ${file.email}`;
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}table{border-collapse:collapse;margin:0 0 1rem;width:100%}th,td{border:1px solid #888;padding:.25rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}th{width:14rem;background:#f2f2f2}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p>Made on ${escapeHtml(file.generatedAt)} in answer to your request under Article 15 of the UK GDPR. Our privacy policy explains why we hold each record, who we share it with and how long we keep it.</p>
${sections}
</body>
</html>
`;
}
