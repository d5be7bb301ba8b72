import { entryRedirect, premiumNetPrice } from '@meslektas/domain';
import { Card, PageTitle, PriceTag } from '@meslektas/ui';
import { Navigate } from '../../../lib/router.tsx';
import { RouteFallback } from '../../../components/route-fallback.tsx';
import { routes } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';

/** The Pro upgrade page, where premium-gated failures land too; vip lawyers go home. */
export default function PremiumPage() {
  const { data: user } = useCurrentUser();
  if (!user) return <RouteFallback />;
  const target = entryRedirect('premium-account', { hasToken: true, vip: user.vip });
  if (target) return <Navigate to={target} replace />;
  const price = premiumNetPrice(user.premium_price ?? 0, user.premium_discount);
  return (
    <section className="space-y-4">
      <PageTitle title={routes['premium-account'].title} />
      <Card>
        <p>
          Bu işlem Pro üyelik gerektiriyor. Pro üyeler acil görev oluşturabilir ve görevlerine öncelikli
          başvuru alır.
        </p>
        {price > 0 && (
          <p className="text-lg font-semibold">
            Yıllık <PriceTag amount={price} size="lg" />
          </p>
        )}
      </Card>
    </section>
  );
}
