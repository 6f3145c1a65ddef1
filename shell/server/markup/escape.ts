const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/**
 * Text for HTML or XML: safe in an element's text and in a quoted attribute value. The same five characters as
 * React escapes, and the same entities, so the server's HTML matches what the live app would write.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON for the text of a script element: no `<` can end the element or open a comment, no `&` or `>` reads as
 * markup, and the two line separators JavaScript once refused inside strings are written as escapes. It parses to
 * the same value.
 */
export function scriptJson(value: unknown): string {
  const json = JSON.stringify(value) as string | undefined;
  return (json ?? 'null').replace(/[<>&\u2028\u2029]/g, (char) => SCRIPT_ESCAPES[char] ?? char);
}

export type DataBlockType = 'application/json' | 'application/ld+json';

/**
 * A data block: a script element of JSON the browser never executes, so the CSP needs no exception for it
 * (scripts never run inline). `id` names it for the script that reads it.
 */
export function dataBlock(value: unknown, options: { id?: string; type?: DataBlockType } = {}): string {
  const id = options.id ? ` id="${escapeHtml(options.id)}"` : '';
  return `<script${id} type="${options.type ?? 'application/json'}">${scriptJson(value)}</script>`;
}
