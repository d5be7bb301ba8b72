import { RATING_OPTIONS, isValidRating } from '@meslektas/domain';
import * as React from 'react';
import { Button } from '../../components/button/button.tsx';
import { Field } from '../../components/field/field.tsx';
import { ModalFrame } from '../../components/modal/modal.tsx';
import { Select } from '../../components/select/select.tsx';
import { Textarea } from '../../components/textarea/textarea.tsx';
import { cn } from '../../lib/cn.ts';

export const ratingFormLabels = {
  title: 'Meslektaşınızı Puanlayın',
  description: 'Puanınız ve yorumunuz meslektaşınızın profilinde görünür.',
  rating: 'Puan',
  placeholder: 'Puan Veriniz!',
  comment: 'Yorum',
  commentPlaceholder: 'Yorumunuzu yazınız',
  submit: 'Gönder',
  cancel: 'Vazgeç',
};

export type RatingValue = { rating: number; comment: string };

export type RatingFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  onSubmit: (value: RatingValue) => void;
  onCancel: () => void;
  busy?: boolean;
  labels?: Partial<typeof ratingFormLabels>;
};

/** A 1–5 select and a comment; nothing is sent until a rating is chosen. */
export function RatingForm({
  onSubmit,
  onCancel,
  busy = false,
  labels,
  className,
  ...props
}: RatingFormProps) {
  const l = { ...ratingFormLabels, ...labels };
  const [rating, setRating] = React.useState('');
  const [comment, setComment] = React.useState('');
  const value = rating === '' ? null : Number(rating);
  const valid = isValidRating(value);
  return (
    <form
      data-slot="rating-form"
      className={cn('flex flex-col gap-3', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onSubmit({ rating: value, comment: comment.trim() });
      }}
      {...props}
    >
      <Field label={l.rating}>
        <Select
          value={rating}
          required
          placeholder={l.placeholder}
          options={RATING_OPTIONS.map((r) => ({ value: r, label: String(r) }))}
          onChange={(event) => setRating(event.target.value)}
        />
      </Field>
      <Field label={l.comment}>
        <Textarea
          value={comment}
          placeholder={l.commentPlaceholder}
          onChange={(event) => setComment(event.target.value)}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" disabled={busy} onClick={onCancel}>
          {l.cancel}
        </Button>
        <Button type="submit" busy={busy} disabled={!valid}>
          {l.submit}
        </Button>
      </div>
    </form>
  );
}

export type RatingModalProps = Omit<RatingFormProps, 'onCancel'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function RatingModal({ open, onOpenChange, labels, ...props }: RatingModalProps) {
  const l = { ...ratingFormLabels, ...labels };
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      data-slot="rating-modal"
      title={l.title}
      description={l.description}
    >
      <RatingForm labels={labels} onCancel={() => onOpenChange(false)} {...props} />
    </ModalFrame>
  );
}
