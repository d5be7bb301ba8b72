import type * as React from 'react';
import { cn } from '../../lib/cn.ts';

export type ImageLinksProps = Omit<React.ComponentProps<'ul'>, 'children'> & {
  /** The images' addresses, in order. */
  images: readonly string[];
  /** An image's text alternative, by its number from 1. */
  alt: (n: number) => string;
  /** The link's own name, where it should say more than the image's alternative ('aç'). */
  linkLabel?: (n: number) => string;
  /** The thumbnail's size and fit; a 80 px square by default. */
  imageClassName?: string;
};

/**
 * Attached images as thumbnails in a row, each a link to the full-size image. The full-size image
 * opens in a new tab, so the reader keeps his place.
 */
export function ImageLinks({ images, alt, linkLabel, imageClassName, className, ...props }: ImageLinksProps) {
  return (
    <ul data-slot="image-links" className={cn('flex flex-wrap gap-2', className)} {...props}>
      {images.map((src, i) => (
        <li key={src}>
          <a
            href={src}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={linkLabel?.(i + 1)}
            className="block rounded-[var(--radius-control)] outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            <img
              src={src}
              alt={alt(i + 1)}
              className={cn(
                'rounded-[var(--radius-control)] border border-line',
                imageClassName ?? 'size-20 object-cover',
              )}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
