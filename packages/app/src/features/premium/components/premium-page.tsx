import { entryRedirect, premiumNetPrice } from '@meslektas/domain';
import { Card, PageTitle, PriceTag } from '@meslektas/ui';
import { Navigate } from '../../../lib/router.tsx';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { routes } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { useConstants } from '../../../api/get-constants.ts';

const PRO_FALLBACK = 'Pro üyeler acil görev oluşturabilir ve günlük sınır olmadan göreve başvurabilir.';

/** The Pro upgrade page, where premium-gated failures land too; vip lawyers go home. */
export default function PremiumPage() {
  const { data: user } = useCurrentUser();
  const { data: constants } = useConstants();
  if (!user) return <RouteFallback />;
  const target = entryRedirect('premium-account', { hasToken: true, vip: user.vip });
  if (target) return <Navigate to={target} replace />;
  const price = premiumNetPrice(user.premium_price ?? 0, user.premium_discount);
  return (
    <section className="space-y-4">
      <PageTitle title={routes['premium-account'].title} />
      <Card>
        {/* What Pro gives is the server's text (constant pro_aciklama), never a promise of our own. */}
        <p>{constants?.pro_aciklama ?? PRO_FALLBACK}</p>
        {price > 0 && (
          <p className="text-lg font-semibold">
            Yıllık <PriceTag amount={price} size="lg" />
          </p>
        )}
      </Card>
    </section>
  );
}
