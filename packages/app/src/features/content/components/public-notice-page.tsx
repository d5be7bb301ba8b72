import { AuthLayout } from '@meslektas/ui';
import { Route, Routes } from 'react-router-dom';
import { RouterLink } from '../../../components/router-link.tsx';
import { routes } from '../../../config/paths.ts';
import NoticePage from './notice-page.tsx';

/**
 * /pages/{slug} for a visitor without an account: the same page without the lawyer's layout, so
 * the texts /kayit asks consent to can be read before signing up.
 */
export default function PublicNoticePage() {
  return (
    <AuthLayout
      className="justify-start sm:py-10"
      footer={
        <p className="flex justify-center gap-4">
          <RouterLink href={routes.register.path} className="font-medium text-brand-700 underline">
            {routes.register.title}
          </RouterLink>
          <RouterLink href={routes.login.path} className="font-medium text-brand-700 underline">
            {routes.login.title}
          </RouterLink>
        </p>
      }
    >
      <div className="w-full max-w-3xl">
        {/* Reached through the catch-all route: this names the slug for the page's useParams. */}
        <Routes>
          <Route path={routes['notice-page'].path} element={<NoticePage />} />
        </Routes>
      </div>
    </AuthLayout>
  );
}
