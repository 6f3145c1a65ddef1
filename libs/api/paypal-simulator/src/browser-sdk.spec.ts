import { CheckoutPaymentIntent, OrdersController, OrderStatus } from '@paypal/paypal-server-sdk';
import { JSDOM } from 'jsdom';
import { startSim, type RunningSim } from './test-sim';

type ButtonsInstance = {
  isEligible(): boolean;
  render(target: unknown): Promise<void>;
  close(): Promise<void>;
  updateProps(props: Record<string, unknown>): Promise<void>;
};
type PayPalNamespace = { version: string; Buttons(props: Record<string, unknown>): ButtonsInstance };
type SimWindow = JSDOM['window'] & { paypal?: PayPalNamespace; sandbox?: PayPalNamespace; fetch: typeof fetch };

const SITE = 'http://localhost:4200';

describe('the stand-in for PayPal’s JS SDK', () => {
  let sim: RunningSim;
  let orders: OrdersController;
  let sdkUrl: string;

  beforeAll(async () => {
    sim = await startSim();
    orders = new OrdersController(sim.client());
    sdkUrl = `${sim.url}/sdk/js?client-id=test-client-id&currency=GBP&intent=capture`;
  });
  afterAll(() => sim.close());

  async function scriptText(): Promise<string> {
    return (await fetch(sdkUrl)).text();
  }

  /** A page like the one react-paypal-js builds: the script tag carries data-namespace and the library marker. */
  async function pageWithSdk(namespace?: string): Promise<SimWindow> {
    const dom = new JSDOM('<!doctype html><html><head></head><body><div id="buttons"></div></body></html>', {
      url: `${SITE}/donate`,
      runScripts: 'dangerously',
    });
    const window = dom.window as SimWindow;
    window.fetch = fetch;
    const script = window.document.createElement('script');
    if (namespace) script.setAttribute('data-namespace', namespace);
    script.setAttribute('data-js-sdk-library', 'react-paypal-js');
    script.textContent = await scriptText();
    window.document.head.appendChild(script);
    return window;
  }

  function click(window: SimWindow, label: string) {
    const button = Array.from(window.document.querySelectorAll('button')).find(
      (candidate) => candidate.textContent === label,
    );
    if (!button) throw new Error(`no ${label} button`);
    button.click();
  }

  async function serverOrder(): Promise<string> {
    const { result } = await orders.createOrder({
      body: {
        intent: CheckoutPaymentIntent.Capture,
        purchaseUnits: [{ amount: { currencyCode: 'GBP', value: '10.00' } }],
      },
    });
    return result.id as string;
  }

  it('is served as JavaScript any localhost page may load', async () => {
    const response = await fetch(sdkUrl, { headers: { Origin: SITE } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE);
    const other = await fetch(sdkUrl, { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers an unknown or missing client-id with 400 and a throwing script, as PayPal does', async () => {
    const wrong = await fetch(`${sim.url}/sdk/js?client-id=someone-else`);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toMatch(/^throw new Error/);
    expect((await fetch(`${sim.url}/sdk/js`)).status).toBe(400);
  });

  it('defines window.paypal, or the data-namespace the loader asked for', async () => {
    const window = await pageWithSdk();
    expect(typeof window.paypal?.Buttons).toBe('function');
    expect(window.paypal?.version).toMatch(/^5\./);
    const namespaced = await pageWithSdk('sandbox');
    expect(typeof namespaced.sandbox?.Buttons).toBe('function');
    expect(namespaced.paypal).toBeUndefined();
  });

  it('runs createOrder, approves the order on the simulator, then calls onApprove', async () => {
    const window = await pageWithSdk();
    const approved = new Promise<{ orderID: string; payerID: string }>((resolve) => {
      const buttons = window.paypal?.Buttons({
        createOrder: () => serverOrder(),
        onApprove: (data: { orderID: string; payerID: string }) => resolve(data),
        onError: (error: Error) => {
          throw error;
        },
      });
      expect(buttons?.isEligible()).toBe(true);
      void buttons?.render(window.document.getElementById('buttons')).then(() => click(window, 'PayPal'));
    });
    const { orderID, payerID } = await approved;
    expect(payerID).toMatch(/^[2-9A-HJ-NP-Z]{13}$/);
    const captured = await orders.captureOrder({ id: orderID });
    expect(captured.result.status).toBe(OrderStatus.Completed);
  });

  it('reports Cancel through onCancel with the order id and errors through onError', async () => {
    const window = await pageWithSdk();
    const cancelled = new Promise<{ orderID: string }>((resolve) => {
      void window.paypal
        ?.Buttons({ createOrder: () => serverOrder(), onCancel: resolve })
        .render('#buttons')
        .then(() => click(window, 'Cancel'));
    });
    const { orderID } = await cancelled;
    expect(sim.store.orders.get(orderID)?.status).toBe('CREATED');

    const errored = new Promise<Error>((resolve) => {
      const other = window.document.createElement('div');
      window.document.body.appendChild(other);
      void window.paypal
        ?.Buttons({ createOrder: () => serverOrder(), onError: resolve })
        .render(other)
        .then(() => {
          const button = Array.from(other.querySelectorAll('button')).find(
            (candidate) => candidate.textContent === 'Simulate error',
          );
          button?.click();
        });
    });
    expect((await errored).message).toBe('Simulated PayPal error');
  });

  it('renders into the element with accessible controls, honours disable from onInit and removes them on close', async () => {
    const window = await pageWithSdk();
    let actions: { disable(): Promise<void> } | undefined;
    const buttons = window.paypal?.Buttons({
      createOrder: () => serverOrder(),
      onInit: (_data: unknown, given: typeof actions) => (actions = given),
    });
    await buttons?.render('#buttons');
    const group = window.document.querySelector('[role="group"]');
    expect(group?.getAttribute('aria-label')).toBe('PayPal sandbox simulator');
    expect(Array.from(group?.querySelectorAll('button') ?? []).map((button) => button.textContent)).toEqual([
      'PayPal',
      'Cancel',
      'Simulate error',
    ]);
    await actions?.disable();
    expect(window.document.querySelector('button')?.disabled).toBe(true);
    await buttons?.close();
    expect(window.document.querySelector('[role="group"]')).toBeNull();
    await expect(buttons?.render('#nowhere')).rejects.toThrow();
  });
});
