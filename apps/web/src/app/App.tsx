import { ThemedToaster } from '../features/preferences/ThemedToaster';
import { SessionProvider } from '../features/session/SessionProvider';
import { AppRoutes } from './router';

export function App() {
  return (
    <SessionProvider>
      <AppRoutes />
      <ThemedToaster />
    </SessionProvider>
  );
}
