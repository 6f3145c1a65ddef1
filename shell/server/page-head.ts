const STYLE_ELEMENT = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;
/** React writes a preload for each image the page loads eagerly; in the body it would break hydration. */
const PRELOAD_LINK = /<link rel="preload"[^>]*>/g;
const CLASS_GROUP = 'css';

/** The prerendered markup without what belongs in the head, and that as elements for the head. */
export type HoistedHead = { headHtml: string; markup: string };

/**
 * Moves every Emotion `<style>` of the prerendered frame and page into the head, where HTML allows them: each
 * name once, the class styles merged into one `<style data-emotion="css …">` (the form the browser's Emotion
 * adopts) and each global style kept in its own `css-global` element, which Emotion's `<Global>` adopts.
 */
function hoistStyles(html: string): HoistedHead {
  const classNames: string[] = [];
  const classCss: string[] = [];
  const globals = new Map<string, string>();
  const seen = new Set<string>();
  const markup = html.replace(STYLE_ELEMENT, (_whole, dataEmotion: string, css: string) => {
    if (seen.has(dataEmotion)) return '';
    seen.add(dataEmotion);
    const [group = '', ...names] = dataEmotion.split(' ');
    if (group === CLASS_GROUP) {
      classNames.push(...names);
      classCss.push(css);
    } else {
      globals.set(dataEmotion, css);
    }
    return '';
  });
  const globalElements = Array.from(
    globals,
    ([dataEmotion, css]) => `<style data-emotion="${dataEmotion}">${css}</style>`,
  );
  const classElement =
    classNames.length > 0
      ? `<style data-emotion="${CLASS_GROUP} ${classNames.join(' ')}">${classCss.join('')}</style>`
      : '';
  return { headHtml: globalElements.join('') + classElement, markup };
}

function hoistPreloads(html: string): HoistedHead {
  const links = new Set<string>();
  const markup = html.replace(PRELOAD_LINK, (link) => {
    links.add(link);
    return '';
  });
  return { headHtml: [...links].join(''), markup };
}

/** The prerendered frame and page with their styles and React's resource preloads moved out for the head. */
export function hoistToHead(html: string): HoistedHead {
  const preloads = hoistPreloads(html);
  const styles = hoistStyles(preloads.markup);
  return { headHtml: preloads.headHtml + styles.headHtml, markup: styles.markup };
}
