/**
 * When the first screen has what it draws with: no request to the API is unanswered, and the
 * browser has had an idle moment since the last answer. What the first paint does not need (the
 * realtime connection, the header's menus) waits for it, so it does not compete with the screen's
 * chunks and reads on a slow phone. Once settled, it stays settled.
 */
let inFlight = 0;
let settled = false;
let waiters: (() => void)[] = [];
let checking = false;
let firstAsked: number | undefined;

/** Past this long after the first wait, the deferred work starts even if requests keep going. */
const MAX_WAIT_MS = 5_000;

const idle = (run: () => void) =>
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? window.requestIdleCallback(run, { timeout: 1_000 })
    : setTimeout(run, 0);

function settle(): void {
  settled = true;
  const ready = waiters;
  waiters = [];
  for (const resolve of ready) resolve();
}

function check(): void {
  if (settled || checking || waiters.length === 0) return;
  checking = true;
  idle(() => {
    checking = false;
    if (inFlight === 0 || performance.now() - (firstAsked ?? 0) > MAX_WAIT_MS) settle();
    // Otherwise the last answer checks again.
  });
}

/** Counts one request to the API until it is answered or fails. */
export function trackRequest<T>(request: Promise<T>): Promise<T> {
  inFlight++;
  return request.finally(() => {
    inFlight--;
    if (inFlight === 0) check();
  });
}

/**
 * Resolves once the first screen is settled: at the browser's next idle moment with nothing in
 * flight (a screen that mounts in the same commit has asked for its data by then).
 */
export function whenSettled(): Promise<void> {
  if (settled) return Promise.resolve();
  firstAsked ??= performance.now();
  const waiting = new Promise<void>((resolve) => waiters.push(resolve));
  check();
  // A screen that keeps asking still gets its live updates and menus after MAX_WAIT_MS.
  setTimeout(check, MAX_WAIT_MS + 1);
  return waiting;
}
