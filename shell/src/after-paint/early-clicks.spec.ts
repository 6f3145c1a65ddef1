import { PAGE_SHOWN_EVENT } from '@solar/shared-contracts';
import { HYDRATING_ATTRIBUTE, LIVE_ATTRIBUTE } from '../app/page-state';
import { rememberEarlyClicks } from './early-clicks';

let stop: AbortController;

/** The server's HTML with a question button whose handler only the live app adds, and the script running. */
function prerenderedPage() {
  document.body.innerHTML =
    '<div id="root"><button id="question"><svg><path id="icon"></path></svg><span>Why solar?</span></button>' +
    '<input id="agree" type="checkbox"><input id="name"><select id="amount"><option>5</option><option>10</option></select></div>';
  const question = document.getElementById('question') as HTMLButtonElement;
  const opened = jest.fn();
  stop = new AbortController();
  rememberEarlyClicks(stop.signal);
  return { question, opened, goLive: () => question.addEventListener('click', opened) };
}

async function pageShown() {
  window.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
  document.documentElement.setAttribute(LIVE_ATTRIBUTE, '');
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** What typing does: the value changes, then an input event bubbles. */
function type(field: HTMLInputElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

describe('early clicks', () => {
  afterEach(() => {
    stop.abort();
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

  it('makes a click on an icon inside a button again, though an icon has no click()', async () => {
    const { opened, goLive } = prerenderedPage();
    document.getElementById('icon')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
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

  it('sets each field the visitor changed again, through the events the live app listens to', async () => {
    prerenderedPage();
    const name = document.getElementById('name') as HTMLInputElement;
    const amount = document.getElementById('amount') as HTMLSelectElement;
    const agree = document.getElementById('agree') as HTMLInputElement;
    type(name, 'Zoë');
    type(amount, '10');
    agree.click();
    // The live app starts from the form's own state, as React's hydration does.
    name.value = '';
    amount.value = '5';
    agree.checked = false;
    const seen: string[] = [];
    document.addEventListener('input', (event) => seen.push(`input:${(event.target as Element).id}`));
    document.addEventListener('change', (event) => seen.push(`change:${(event.target as Element).id}`));
    await pageShown();
    expect([name.value, amount.value, agree.checked]).toEqual(['Zoë', '10', true]);
    expect(seen).toEqual(expect.arrayContaining(['input:name', 'change:amount', 'change:agree']));
  });
});
