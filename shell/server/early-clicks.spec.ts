import { PAGE_SHOWN_EVENT } from '@solar/shared-contracts';
import { HYDRATING_ATTRIBUTE, LIVE_ATTRIBUTE } from '../src/app/page-state';
import { EARLY_CLICKS_SCRIPT } from './early-clicks';

/** The server's HTML with a question button whose handler only the live app adds, and the script running. */
function prerenderedPage() {
  document.body.innerHTML =
    '<div id="root"><button id="question"><span>Why solar?</span></button><input id="agree" type="checkbox"></div>';
  const question = document.getElementById('question') as HTMLButtonElement;
  const opened = jest.fn();
  new Function(EARLY_CLICKS_SCRIPT)();
  return { question, opened, goLive: () => question.addEventListener('click', opened) };
}

async function pageShown() {
  window.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
  document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('early clicks', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
    document.documentElement.removeAttribute(LIVE_ATTRIBUTE);
  });

  it('makes a click that came before the live app again once the page is live', async () => {
    const { question, opened, goLive } = prerenderedPage();
    question.querySelector('span')?.click();
    goLive();
    await pageShown();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('does not repeat a click the live app already handled', async () => {
    const { question, opened, goLive } = prerenderedPage();
    document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
    goLive();
    question.click();
    await pageShown();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('leaves form controls to the browser', async () => {
    prerenderedPage();
    const agree = document.getElementById('agree') as HTMLInputElement;
    agree.click();
    await pageShown();
    expect(agree.checked).toBe(true);
  });
});
