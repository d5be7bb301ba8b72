import { Button } from '../components/button/button.tsx';
import { Link } from '../lib/link.tsx';

/** The white card each sign-in screen's form is drawn as; the form adds its own width. */
export const authCardClass = 'w-full space-y-4 rounded-[var(--radius-card)] bg-surface p-6 shadow';

export type AuthFormEndProps = {
  busy?: boolean;
  /** The submit button's text. */
  submit: string;
  /** The question before the link ('Hesabınız yok mu?'). */
  question: string;
  /** The link to the other card and its text. */
  href: string;
  linkLabel: string;
};

/** The end of the sign-in and sign-up cards: the full-width submit, then the way to the other card. */
export function AuthFormEnd({ busy, submit, question, href, linkLabel }: AuthFormEndProps) {
  return (
    <>
      <Button type="submit" className="w-full" busy={busy}>
        {submit}
      </Button>
      <p className="text-center text-sm">
        {question}{' '}
        <Link href={href} className="font-medium text-brand-700 underline">
          {linkLabel}
        </Link>
      </p>
    </>
  );
}
