import { type VariantProps, cva } from 'class-variance-authority';
import * as React from 'react';
import { cn } from '../../lib/cn.ts';

export const avatarVariants = cva('relative inline-flex shrink-0', {
  variants: {
    size: { sm: 'size-8 text-xs', md: 'size-12 text-sm', lg: 'size-16 text-lg', xl: 'size-24 text-2xl' },
  },
  defaultVariants: { size: 'md' },
});

/** 'Av. Ayşe Nur Yılmaz' -> 'AY': the first and last name initials, Turkish upper case. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/^(av\.|avukat)\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase('tr-TR');
}

export type AvatarProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    name: string;
    src?: string | null;
    /** The small verification mark (blue tick or bar badge image) the server sends. */
    verificationImage?: string | null;
    verificationLabel?: string;
    /** Online indicator, from the user's missionStatus. */
    online?: boolean;
    onlineLabel?: string;
    /** When the name is written right beside the avatar, so screen readers do not hear it twice. */
    decorative?: boolean;
  };

export function Avatar({
  name,
  src,
  verificationImage,
  verificationLabel = 'Doğrulanmış hesap',
  online,
  onlineLabel = 'Görev alımı açık',
  decorative = false,
  size,
  className,
  ...props
}: AvatarProps) {
  const [failed, setFailed] = React.useState(false);
  const showImage = !!src && !failed;
  return (
    <span data-slot="avatar" className={cn(avatarVariants({ size }), className)} {...props}>
      {showImage ? (
        <img
          src={src}
          alt={decorative ? '' : name}
          className="size-full rounded-full border border-line object-cover"
          onError={() => setFailed(true)}
        />
      ) : (
        <span
          role={decorative ? undefined : 'img'}
          aria-label={decorative ? undefined : name}
          aria-hidden={decorative || undefined}
          className="grid size-full place-items-center rounded-full bg-brand-100 font-semibold text-brand-700"
        >
          {initialsOf(name)}
        </span>
      )}
      {verificationImage ? (
        <img
          data-slot="avatar-verification"
          src={verificationImage}
          alt={verificationLabel}
          title={verificationLabel}
          className="absolute -bottom-0.5 -right-0.5 size-[40%] rounded-full bg-surface object-contain p-px"
        />
      ) : null}
      {online !== undefined ? (
        <span
          data-slot="avatar-online"
          role="img"
          aria-label={online ? onlineLabel : undefined}
          aria-hidden={online ? undefined : true}
          className={cn(
            'absolute left-0 top-0 size-[25%] rounded-full border-2 border-surface',
            online ? 'bg-success' : 'bg-line-strong',
          )}
        />
      ) : null}
    </span>
  );
}
