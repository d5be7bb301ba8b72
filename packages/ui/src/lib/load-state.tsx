import type * as React from 'react';
import { Button } from '../components/button/button.tsx';
import { EmptyState } from '../components/empty-state/empty-state.tsx';
import { SkeletonList } from '../components/skeleton/skeleton.tsx';

/** What a component that shows fetched data takes about the fetch. */
export type LoadStateFlags = {
  loading?: boolean;
  /** The fetch failed: the error text and, with `onRetry`, a 'Tekrar Dene' button. */
  error?: boolean;
  onRetry?: () => void;
};

/** A component's props parted into the fetch's flags (for `LoadState`) and the rest. */
export function splitLoadState<P extends LoadStateFlags>({
  loading,
  error,
  onRetry,
  ...rest
}: P): [LoadStateFlags, Omit<P, keyof LoadStateFlags>] {
  return [{ loading, error, onRetry }, rest];
}

export type LoadStateProps = LoadStateFlags & {
  /** The announced loading text, the failure's title and the retry button's text. */
  labels: { loading: string; error: string; retry: string };
  /** Shown instead of the children once loaded when there is nothing to show; empty: none. */
  empty?: React.ReactNode;
  /** The placeholder rows while loading. */
  rows?: number;
  /** A placeholder of the content's own shape instead of the rows. */
  skeleton?: React.ReactNode;
  /** 'error': red, announced as an alert; 'empty': the quiet look of a list that has nothing. */
  errorTone?: 'error' | 'empty';
  className?: string;
  children?: React.ReactNode;
};

/**
 * The states of fetched content before the content itself: loading placeholders, the failure with
 * its retry button, and the empty text; the children once there is something to show.
 */
export function LoadState({
  loading = false,
  error = false,
  onRetry,
  labels,
  empty,
  rows = 3,
  skeleton,
  errorTone = 'error',
  className,
  children,
}: LoadStateProps) {
  if (loading) return skeleton ?? <SkeletonList rows={rows} label={labels.loading} className={className} />;
  if (error) {
    return (
      <EmptyState
        tone={errorTone}
        title={labels.error}
        className={className}
        action={onRetry ? <Button onClick={onRetry}>{labels.retry}</Button> : undefined}
      />
    );
  }
  if (empty) return <EmptyState title={empty} className={className} />;
  return children;
}
