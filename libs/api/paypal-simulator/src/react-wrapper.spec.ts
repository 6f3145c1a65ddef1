import { JSDOM } from 'jsdom';
import { createOrder } from './orders';
import { startSim, type RunningSim } from './test-sim';

type Approval = { orderID: string; payerID?: string | null };

async function waitFor<T>(probe: () => T | null | undefined, timeoutMs = 4000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Renders the real <PayPalScriptProvider sdkBaseUrl> and <PayPalButtons> into jsdom, which fetches and runs the
 * simulator's script the way a browser would, so this checks the stand-in against the wrapper it stands in for.
 */
describe('@paypal/react-paypal-js against the stand-in script', () => {
  let sim: RunningSim;
  let dom: JSDOM;
  const globals = ['window', 'document', 'navigator', 'HTMLElement', 'Node'] as const;

  beforeAll(async () => {
    sim = await startSim();
    dom = new JSDOM(
      '<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div></body></html>',
      {
        url: 'http://localhost:4200/donate',
        runScripts: 'dangerously',
        resources: 'usable',
        pretendToBeVisual: true,
      },
    );
    Object.assign(dom.window, { fetch });
    for (const name of globals)
      Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
  });

  afterAll(async () => {
    // The globals stay: React's scheduler may still run a task after the last test, and each spec file has its own globals.
    await sim.close();
  });

  it('loads the script from sdkBaseUrl and drives createOrder → onApprove through PayPalButtons', async () => {
    const React = await import('react');
    const { createRoot } = await import('react-dom/client');
    const { PayPalScriptProvider, PayPalButtons } = await import('@paypal/react-paypal-js');

    let approval: Approval | undefined;
    const onApprove = async (data: Approval) => {
      approval = data;
    };
    const createOrderOnServer = async () => {
      const order = createOrder({
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: 'GBP', value: '5.00' } }],
      });
      sim.store.orders.set(order.id, order);
      return order.id;
    };
    const app = React.createElement(
      PayPalScriptProvider,
      { options: { clientId: 'test-client-id', currency: 'GBP', intent: 'capture', sdkBaseUrl: `${sim.url}/sdk/js` } },
      React.createElement(PayPalButtons, { createOrder: createOrderOnServer, onApprove }),
    );
    const root = createRoot(dom.window.document.getElementById('root') as HTMLElement);
    root.render(app);

    const script = await waitFor(() => dom.window.document.querySelector('script[src]'));
    expect(script.getAttribute('src')).toBe(`${sim.url}/sdk/js?client-id=test-client-id&currency=GBP&intent=capture`);
    const button = await waitFor(() =>
      Array.from(dom.window.document.querySelectorAll('button')).find(
        (candidate) => candidate.textContent === 'PayPal',
      ),
    );
    button.click();
    const approved = await waitFor(() => approval);
    expect(sim.store.orders.get(approved.orderID)?.status).toBe('APPROVED');
    expect(approved.payerID).toBe(sim.store.orders.get(approved.orderID)?.buyer?.payerId);
    root.unmount();
    // Let React's scheduler finish its last task while the DOM globals still exist.
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
});
