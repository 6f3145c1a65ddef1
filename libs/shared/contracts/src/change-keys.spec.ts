import { parseChangeKeys } from './change-keys';
import { carriesMarker, splitPageHead, withPageHead } from './page-fragments';

describe('change keys (decision 071)', () => {
  it('reads well-formed keys once each from a header, however it was split', () => {
    expect(parseChangeKeys('project:2, articles,project:2')).toEqual(['project:2', 'articles']);
    expect(parseChangeKeys(['projects', 'project:3'])).toEqual(['projects', 'project:3']);
    expect(parseChangeKeys('Bad Key, <script>, :2, project:2:3')).toEqual([]);
    expect(parseChangeKeys(undefined)).toEqual([]);
    expect(parseChangeKeys(Array.from({ length: 50 }, (_, id) => `project:${id}`).join(','))).toHaveLength(20);
  });
});

describe('a page marker', () => {
  const marker = { cookie: 'solar_gave', value: '2' };

  it('is carried when the cookie holds its value among others', () => {
    expect(carriesMarker('a=1; solar_gave=5.2', marker)).toBe(true);
    expect(carriesMarker('solar_gave=2', marker)).toBe(true);
  });

  it('is not carried by another value, another cookie or none', () => {
    expect(carriesMarker('solar_gave=12.22', marker)).toBe(false);
    expect(carriesMarker('other_solar_gave=2', marker)).toBe(false);
    expect(carriesMarker(undefined, marker)).toBe(false);
    expect(carriesMarker('solar_gave=2', undefined)).toBe(false);
  });
});

describe("a prerendered page's head block", () => {
  it('goes in front of the page and comes off whole, a closing tag in it kept from ending it', () => {
    const head = { jsonLd: [{ name: '</script><b>x</b>' }] };
    const file = withPageHead('<h1>Events</h1>', head);
    expect(file).not.toContain('</script><b>');
    expect(splitPageHead(file)).toEqual({ head, html: '<h1>Events</h1>' });
  });

  it('leaves a page without one as it is', () => {
    expect(splitPageHead('<h1>Events</h1>')).toEqual({ head: {}, html: '<h1>Events</h1>' });
  });
});
