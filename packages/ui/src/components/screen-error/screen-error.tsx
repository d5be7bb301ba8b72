import type * as React from 'react';
import { Button } from '../button/button.tsx';
import { EmptyStateFrame, type EmptyStateProps } from '../empty-state/empty-state-frame.tsx';
import { LineIcon } from '../../lib/line-icon.tsx';

/** Why a screen is not shown: its code threw ('error') or its code could not be fetched ('load'). */
export type ScreenErrorReason = 'error' | 'load';

const defaults: Record<ScreenErrorReason, { title: string; description: string; actionLabel: string }> = {
  error: {
    title: 'Bu sayfa açılamadı',
    description: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
    actionLabel: 'Tekrar Dene',
  },
  load: {
    title: 'Bu sayfa yüklenemedi',
    description:
      'Uygulama güncellenmiş ya da bağlantınız kesilmiş olabilir. Sayfayı yenileyerek devam edebilirsiniz.',
    actionLabel: 'Sayfayı Yenile',
  },
};

export type ScreenErrorProps = Omit<EmptyStateProps, 'tone' | 'action' | 'title' | 'description'> & {
  reason?: ScreenErrorReason;
  title?: React.ReactNode;
  description?: React.ReactNode;
  actionLabel?: React.ReactNode;
  /** 'Tekrar Dene' (mount the screen again) or 'Sayfayı Yenile' (reload the page). */
  onAction?: () => void;
};

/** lucide's CircleAlert drawn inline: every screen's first paint carries this component. */
function AlertIcon() {
  return (
    <LineIcon className="size-8">
      <circle cx="12" cy="12" r="10" />
      <line x1="12" x2="12" y1="8" y2="12" />
      <line x1="12" x2="12.01" y1="16" y2="16" />
    </LineIcon>
  );
}

/** What a screen shows in place of itself when it failed, with the one way out that can help. */
export function ScreenError({
  reason = 'error',
  title = defaults[reason].title,
  description = defaults[reason].description,
  actionLabel = defaults[reason].actionLabel,
  onAction,
  ...props
}: ScreenErrorProps) {
  return (
    <EmptyStateFrame
      data-slot="screen-error"
      data-reason={reason}
      tone="error"
      icon={<AlertIcon />}
      title={title}
      description={description}
      action={
        <Button variant="secondary" onClick={onAction}>
          {actionLabel}
        </Button>
      }
      {...props}
    />
  );
}
