import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { embeddableWidgets, type WidgetName } from '@solar/shared-contracts';
import type { WidgetLoader } from '@solar/shared-ui';
import { resetRemote } from './register-remotes';

const cache = new Map<WidgetName, LazyExoticComponent<ComponentType>>();

async function importWidget(name: WidgetName): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ default: ComponentType }>(embeddableWidgets[name].module);
  if (!module?.default) throw new Error(`The ${name} widget is not exposed`);
  return module;
}

/** Loads widgets that one remote embeds from another, through the locations only the shell knows. */
export const widgetLoader: WidgetLoader = {
  load(name) {
    let widget = cache.get(name);
    if (!widget) {
      widget = lazy(() => importWidget(name));
      cache.set(name, widget);
    }
    return widget;
  },
  forget(name) {
    cache.delete(name);
    resetRemote(embeddableWidgets[name].remote);
  },
};
