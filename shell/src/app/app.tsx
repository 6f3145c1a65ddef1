import { BrowserRouter } from '@solar/shared-routing';
import { SolarThemeProvider, ToastProvider, WidgetLoaderProvider } from '@solar/shared-ui';
import { widgetLoader } from '../lib/remote-loading/widget-loader';
import { AppRoutes } from './router';

export function App() {
  return (
    <SolarThemeProvider>
      <ToastProvider>
        <WidgetLoaderProvider loader={widgetLoader}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </WidgetLoaderProvider>
      </ToastProvider>
    </SolarThemeProvider>
  );
}
