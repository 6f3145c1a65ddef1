export * from './theme/tokens';
export { layers } from './theme/layers';
export { SolarThemeProvider } from './theme/solar-theme-provider';
export { GlobalStyles } from './theme/global-styles';
export { Container, Section, Grid, Lead } from './components/layout';
export { Button, ButtonLink, type ButtonVariant } from './components/button';
export { Card, Badge } from './components/card';
export { PageHeader } from './components/page-header';
export { VisuallyHidden } from './components/visually-hidden';
export { CloseIcon, MenuIcon } from './components/line-icons';
export { StatGrid, type Stat } from './components/stat-grid';
export { useDocumentTitle } from './hooks/use-document-title';
export { PageLoading } from './components/page-loading';
export { createRemoteRoutes, type OwnRemotePage } from './components/remote-routes';
export { PageShown } from './components/page-shown';
export { WidgetSlot, WidgetLoaderProvider, type WidgetLoader } from './components/widget-slot';
export { ToastProvider } from './toast/toast-provider';
export {
  useToast,
  TOAST_DEFAULT_DURATION_MS,
  type ToastOptions,
  type ToastAction,
  type ToastVariant,
  type ToastHandle,
  type ToastApi,
} from './toast/toast-context';
export { Dialog, type DialogProps } from './dialog/dialog';
export * from './charity/charity-details';
export * from './staff';
