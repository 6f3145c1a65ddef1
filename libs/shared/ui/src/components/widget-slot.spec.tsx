import { act, lazy, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { WidgetLoaderProvider, WidgetSlot, type WidgetLoader } from './widget-slot';

function loaderOf(widget: ComponentType): WidgetLoader {
  const lazyWidget = lazy(async () => ({ default: widget }));
  return { load: () => lazyWidget, forget: () => undefined };
}

const Signup = () => <form aria-label="Newsletter sign-up" />;
const page = (loader: WidgetLoader | null) => {
  const slot = <WidgetSlot name="newsletter-signup" fallback={<p>Write to us for news</p>} />;
  return loader ? <WidgetLoaderProvider loader={loader}>{slot}</WidgetLoaderProvider> : slot;
};

describe('WidgetSlot', () => {
  it("hydrates the server's fallback without a mismatch, then shows the widget once its code arrives", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(null));
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, page(loaderOf(Signup)), { onRecoverableError: recoverable });
    });
    expect(await screen.findByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
    expect(recoverable).not.toHaveBeenCalled();
    container.remove();
  });

  it("fetches the widget's code only when the slot comes near the screen", async () => {
    let reportIntersection: (isIntersecting: boolean) => void = () => undefined;
    class FakeObserver {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        reportIntersection = (isIntersecting) => callback([{ isIntersecting }]);
      }
      observe = jest.fn();
      disconnect = jest.fn();
    }
    Object.assign(window, { IntersectionObserver: FakeObserver });
    const loader = loaderOf(Signup);
    const load = jest.spyOn(loader, 'load');
    render(page(loader));
    act(() => reportIntersection(false));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Write to us for news')).toBeInTheDocument();
    act(() => reportIntersection(true));
    expect(await screen.findByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
    Reflect.deleteProperty(window, 'IntersectionObserver');
  });

  it('shows the widget when the page is rendered in the browser', async () => {
    render(page(loaderOf(Signup)));
    expect(await screen.findByRole('form', { name: 'Newsletter sign-up' })).toBeInTheDocument();
  });
});
