import { hoistToHead } from './page-head';

const globalStyle = '<style data-emotion="css-global g1">body{margin:0;}</style>';
const frame = `${globalStyle}<style data-emotion="css a1">.css-a1{color:red;}</style><header class="css-a1">Site</header>`;
const page = `${globalStyle}<style data-emotion="css a1">.css-a1{color:red;}</style><style data-emotion="css b2">.css-b2{margin:0;}</style><h1 class="css-b2">Page</h1>`;

describe('hoistToHead', () => {
  const { headHtml, markup } = hoistToHead(frame + page);

  it('leaves no <style> in the markup', () => {
    expect(markup).toBe('<header class="css-a1">Site</header><h1 class="css-b2">Page</h1>');
  });

  it('keeps each global style once, in the element Emotion adopts', () => {
    expect(headHtml.match(/css-global g1/g)).toHaveLength(1);
    expect(headHtml).toContain(globalStyle);
  });

  it('merges the class styles into one element, each name once, in order', () => {
    expect(headHtml).toContain('<style data-emotion="css a1 b2">.css-a1{color:red;}.css-b2{margin:0;}</style>');
  });

  it("moves React's image preloads to the head, each once, ahead of the styles", () => {
    const preload =
      '<link rel="preload" as="image" href="http://localhost:4201/assets/hero.jpg" fetchPriority="high"/>';
    const hoisted = hoistToHead(
      `${preload}<!--$-->${preload}<img src="http://localhost:4201/assets/hero.jpg"><!--/$-->${page}`,
    );
    expect(hoisted.headHtml.startsWith(preload)).toBe(true);
    expect(hoisted.headHtml.split(preload)).toHaveLength(2);
    expect(hoisted.markup).toBe(
      '<!--$--><img src="http://localhost:4201/assets/hero.jpg"><!--/$--><h1 class="css-b2">Page</h1>',
    );
  });

  it('adds nothing to the head for markup without styles', () => {
    expect(hoistToHead('<p>plain</p>')).toEqual({ headHtml: '', markup: '<p>plain</p>' });
  });
});
