import {
  Component,
  createContext,
  Suspense,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { WidgetName } from '@solar/shared-contracts';
import { PageLoading } from './page-loading';

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

/** Embeds another remote's widget at run time; if it cannot load, the fallback shows and the page carries on. */
export function WidgetSlot({ name, fallback }: WidgetSlotProps) {
  const loader = useContext(WidgetLoaderContext);
  if (!loader) return <>{fallback}</>;
  const Widget = loader.load(name);
  return (
    <WidgetBoundary fallback={fallback} onError={() => loader.forget(name)}>
      <Suspense fallback={<PageLoading label="Loading" />}>
        <Widget />
      </Suspense>
    </WidgetBoundary>
  );
}
