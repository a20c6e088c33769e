import { Spinner } from '../ui/Spinner';

export function RouteFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label="Loading page" />
    </div>
  );
}
