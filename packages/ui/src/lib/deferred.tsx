import * as React from 'react';

/** What a stand-in trigger spreads on its button: a press asks for the real control, open. */
type StandInProps = {
  type: 'button';
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
  'data-state': 'closed';
  onClick: () => void;
  onKeyDown: (event: React.KeyboardEvent) => void;
  onFocus: () => void;
  onBlur: () => void;
};

export type DeferredProps = {
  /** The trigger as it looks closed, drawn until the real control's code has loaded. */
  standIn: (props: StandInProps) => React.ReactNode;
  /** The real control (a lazy component); `opened` is true when the stand-in was pressed. */
  children: (opened: boolean) => React.ReactNode;
  haspopup?: 'menu' | 'dialog';
};

let startWhen: () => Promise<void> = () => Promise.resolve();

/**
 * The app says when deferred controls may fetch their code (after its first screen's data, say);
 * by default right after the first paint. A press on a stand-in never waits for it.
 */
export function deferControlsUntil(ready: () => Promise<void>): void {
  startWhen = ready;
}

/**
 * A menu or a drawer is not needed for the first paint: its trigger is drawn at once by a stand-in
 * that looks the same, and its code loads after the page is shown. A press on the stand-in (a
 * click, Enter, Space or ArrowDown) opens the real control as soon as it is there, and keyboard
 * focus moves across to the real trigger.
 */
export function Deferred({ standIn, children, haspopup = 'menu' }: DeferredProps) {
  const [started, setStarted] = React.useState(false);
  const [pressed, setPressed] = React.useState(false);
  const focused = React.useRef(false);
  // After the first commit, so the page paints before this code is fetched; and after what the
  // app waits for (deferControlsUntil).
  React.useEffect(() => {
    let mounted = true;
    void startWhen().then(() => mounted && setStarted(true));
    return () => {
      mounted = false;
    };
  }, []);
  const press = () => {
    setPressed(true);
    setStarted(true);
  };
  const stand = standIn({
    type: 'button',
    'aria-haspopup': haspopup,
    'aria-expanded': false,
    'data-state': 'closed',
    onClick: press,
    onKeyDown: (event) => {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      press();
    },
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
    },
  });
  if (!started) return stand;
  return (
    <React.Suspense fallback={stand}>
      <TakeFocus from={focused}>{children(pressed)}</TakeFocus>
    </React.Suspense>
  );
}

/** Moves focus to the first button inside when the stand-in it replaces had it. */
function TakeFocus({ from, children }: { from: React.RefObject<boolean>; children: React.ReactNode }) {
  const box = React.useRef<HTMLSpanElement>(null);
  // Read on the first render, when the stand-in is still on the page: removing it may blur it first.
  const hadFocus = React.useRef(from.current);
  React.useLayoutEffect(() => {
    if (hadFocus.current) box.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);
  return (
    <span ref={box} className="contents">
      {children}
    </span>
  );
}
