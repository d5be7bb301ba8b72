import { buildPath, entryRedirect, plainText, proFeatures } from '@meslektas/domain';
import { PageTitle, PremiumOffer } from '@meslektas/ui';
import { Navigate, useNavigate } from '../../../lib/router.tsx';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { routes } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useConstants } from '../../../api/get-constants.ts';
import { useAgreement } from '../api/get-agreement.ts';

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The Pro upgrade page, where premium-gated failures land too; vip lawyers go home. */
export default function PremiumPage() {
  const { data: user } = useCurrentUser();
  const { data: constants, error: constantsError } = useConstants();
  const { data: agreement, error: agreementError } = useAgreement();
  const navigate = useNavigate();
  if (!user) return <RouteFallback />;
  const target = entryRedirect('premium-account', { hasToken: true, vip: user.vip });
  if (target) return <Navigate to={target} replace />;
  // The page body is sanitised HTML from the server; the refund terms are plain text.
  const refund = constants?.pro_iade_icerik ? `<p>${escape(plainText(constants.pro_iade_icerik))}</p>` : '';
  // The frame is written once both parts are in (or have failed), not once per arrival.
  const settled = (agreement || agreementError) && (constants || constantsError);
  const agreementHtml = !settled
    ? null
    : agreement
      ? `<h1>${escape(agreement.title)}</h1>${agreement.body}${refund}`
      : refund;
  return (
    <section className="space-y-4">
      <PageTitle title={routes['premium-account'].title} />
      <PremiumOffer
        price={user.premium_price ?? 0}
        discount={user.premium_discount ?? 0}
        features={proFeatures(
          constants?.pro_ozellikler
            ? [{ name: 'pro_ozellikler', description: constants.pro_ozellikler }]
            : [],
        )}
        {...(constants?.pro_aciklama ? { description: constants.pro_aciklama } : {})}
        agreementHtml={agreementHtml}
        onBuy={() => void navigate(buildPath('payment', { type: 'vip' }))}
      />
    </section>
  );
}
