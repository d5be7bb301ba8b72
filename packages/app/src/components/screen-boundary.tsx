import { ScreenError } from '@meslektas/ui';
import { Component, Fragment, type ReactNode } from 'react';
import { ChunkLoadError } from '../lib/lazy-with-retry.ts';
import { useLocation } from '../lib/router.tsx';

type BoundaryProps = { children: ReactNode; resetKey: string; reload: () => void };
type BoundaryState = { error: unknown; failed: boolean; resetKey: string; mount: number };

// React logs every error a boundary catches (console.error, once per error), so this one does not.
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {
    error: undefined,
    failed: false,
    resetKey: this.props.resetKey,
    mount: 0,
  };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  // Another route clears the error: the layout's links lead out of a failed screen.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: undefined, failed: false };
  }

  retry = () => this.setState(({ mount }) => ({ error: undefined, failed: false, mount: mount + 1 }));

  override render() {
    if (!this.state.failed) return <Fragment key={this.state.mount}>{this.props.children}</Fragment>;
    // A lazy screen keeps its failed import, so mounting it again cannot help: only a reload can.
    return this.state.error instanceof ChunkLoadError ? (
      <ScreenError reason="load" className="m-4" onAction={this.props.reload} />
    ) : (
      <ScreenError className="m-4" onAction={this.retry} />
    );
  }
}

/**
 * Keeps a screen's failure inside the screen: the header, sidebar and navigation around it keep
 * working, 'Tekrar Dene' mounts the screen again and going to another route clears the error.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} reload={() => window.location.reload()}>
      {children}
    </Boundary>
  );
}
