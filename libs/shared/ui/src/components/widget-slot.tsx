import {
  Component,
  createContext,
  Suspense,
  useContext,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { WidgetName } from '@solar/shared-contracts';
import { PageLoading } from './page-loading';
import { useNearViewport } from './use-near-viewport';

export type WidgetLoader = {
  load: (name: WidgetName) => LazyExoticComponent<ComponentType>;
  forget: (name: WidgetName) => void;
};

const WidgetLoaderContext = createContext<WidgetLoader | null>(null);

/** The shell provides how widgets are fetched; pages only name the widget they embed. */
export function WidgetLoaderProvider({ loader, children }: { loader: WidgetLoader; children: ReactNode }) {
  return <WidgetLoaderContext.Provider value={loader}>{children}</WidgetLoaderContext.Provider>;
}

type BoundaryProps = { fallback: ReactNode; onError: () => void; children: ReactNode };

class WidgetBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

type WidgetSlotProps = { name: WidgetName; fallback: ReactNode };

const subscribeToNothing = () => () => undefined;

/** False while rendering on the server or hydrating the server's HTML, true in every render after that. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * Embeds another remote's widget at run time; if it cannot load, the fallback shows and the page carries on.
 * The server's HTML holds the fallback (a widget is another remote's code), so hydration renders it too. The
 * widget's code is fetched only when the slot comes near the screen, so a page's first load carries none of it,
 * and the fallback stays on screen until it arrives.
 */
export function WidgetSlot({ name, fallback }: WidgetSlotProps) {
  const loader = useContext(WidgetLoaderContext);
  const hydrated = useHydrated();
  const [cameFromServer] = useState(() => !hydrated);
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, loader !== null && hydrated);
  return (
    <div ref={slot}>
      {loader && hydrated && near ? (
        <Widget name={name} loader={loader} fallback={fallback} cameFromServer={cameFromServer} />
      ) : (
        fallback
      )}
    </div>
  );
}

type WidgetProps = WidgetSlotProps & { loader: WidgetLoader; cameFromServer: boolean };

function Widget({ name, loader, fallback, cameFromServer }: WidgetProps) {
  const Loaded = loader.load(name);
  return (
    <WidgetBoundary fallback={fallback} onError={() => loader.forget(name)}>
      <Suspense fallback={cameFromServer ? fallback : <PageLoading label="Loading" />}>
        <Loaded />
      </Suspense>
    </WidgetBoundary>
  );
}
