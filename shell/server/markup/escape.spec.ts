import { dataBlock, escapeHtml, scriptJson } from './escape';

const HOSTILE = `</script><script>alert(1)</script><!-- & "quoted" 'single' \u2028\u2029 > end`;

function parse(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head><body></body></html>`, 'text/html');
}

describe('escapeHtml', () => {
  it('writes the five characters as React does', () => {
    expect(escapeHtml(`<b>"Zoë" & 'Siobhán'</b>`)).toBe('&lt;b&gt;&quot;Zoë&quot; &amp; &#x27;Siobhán&#x27;&lt;/b&gt;');
  });

  it('reads back as the same text in an element and in a quoted attribute', () => {
    const document = parse(`<title>${escapeHtml(HOSTILE)}</title><meta name="x" content="${escapeHtml(HOSTILE)}">`);
    expect(document.title).toBe(HOSTILE);
    expect(document.querySelector('meta')?.getAttribute('content')).toBe(HOSTILE);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('is well-formed XML text', () => {
    const xml = new DOMParser().parseFromString(`<loc>${escapeHtml(HOSTILE)}</loc>`, 'application/xml');
    expect(xml.querySelector('parsererror')).toBeNull();
    expect(xml.documentElement.textContent).toBe(HOSTILE);
  });
});

describe('scriptJson', () => {
  it('leaves no character that could end the script, open markup or break a script string', () => {
    expect(scriptJson({ text: HOSTILE })).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('parses to the same value', () => {
    const value = { text: HOSTILE, list: [1, null, true], nested: { name: 'Zoë' } };
    expect(JSON.parse(scriptJson(value))).toEqual(value);
  });

  it('writes null for a value JSON cannot hold', () => {
    expect(scriptJson(undefined)).toBe('null');
  });
});

describe('dataBlock', () => {
  it('is one script element of JSON, never executed, whatever the value holds', () => {
    const document = parse(dataBlock({ text: HOSTILE }, { id: 'page-data' }));
    const scripts = document.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.id).toBe('page-data');
    expect(scripts[0]?.type).toBe('application/json');
    expect(JSON.parse(scripts[0]?.textContent ?? '')).toEqual({ text: HOSTILE });
  });

  it('writes JSON-LD for structured data', () => {
    expect(dataBlock({ '@type': 'Thing' }, { type: 'application/ld+json' })).toBe(
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
    );
  });
});
