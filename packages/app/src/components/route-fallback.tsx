import { Spinner } from '@meslektas/ui';

/** Shown while a route's chunk or the account loads; the spinner announces itself politely. */
export function RouteFallback() {
  return (
    <div className="flex justify-center p-6">
      <Spinner size="lg" />
    </div>
  );
}
