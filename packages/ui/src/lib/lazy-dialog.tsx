import * as React from 'react';

/**
 * A controlled dialog whose code is not needed for the first paint: closed and never opened it
 * draws nothing (as a closed Radix dialog does), its code is fetched once the page is shown, and
 * from its first opening on it stays mounted so closing returns focus as usual.
 */
export function lazyDialog<P extends { open: boolean }>(load: () => Promise<React.ComponentType<P>>) {
  let loading: Promise<{ default: React.ComponentType<P> }> | undefined;
  const fetchCode = () => (loading ??= load().then((component) => ({ default: component })));
  const Dialog = React.lazy(fetchCode);
  return function LazyDialog(props: P) {
    const [opened, setOpened] = React.useState(props.open);
    if (props.open && !opened) setOpened(true);
    // After the first commit, so the page paints first and the dialog opens without waiting.
    React.useEffect(() => void fetchCode().catch(() => undefined), []);
    if (!opened) return null;
    return (
      <React.Suspense fallback={null}>
        <Dialog {...props} />
      </React.Suspense>
    );
  };
}
