import { RouterProvider } from 'react-router-dom';
import { SolarThemeProvider, ToastProvider, TooltipProvider, WidgetLoaderProvider } from '@solar/shared-ui';
import { widgetLoader } from '../features/remote-loading/widget-loader';
import { router } from './router';

export function App() {
  return (
    <SolarThemeProvider>
      <TooltipProvider>
        <ToastProvider>
          <WidgetLoaderProvider loader={widgetLoader}>
            <RouterProvider router={router} />
          </WidgetLoaderProvider>
        </ToastProvider>
      </TooltipProvider>
    </SolarThemeProvider>
  );
}
