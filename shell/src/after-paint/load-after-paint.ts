/**
 * The one script a prerendered page names (shell/server/page-html.ts), built on its own into
 * dist/shell/browser/load-after-paint.js (tools/rspack/page-script.ts): early clicks are remembered first, then the
 * app's scripts start after the first paint.
 */
import { rememberEarlyClicks } from './early-clicks';
import { startAfterPaint } from './start-after-paint';

rememberEarlyClicks();
startAfterPaint();
