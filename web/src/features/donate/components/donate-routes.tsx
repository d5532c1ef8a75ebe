import { Route, Routes } from 'react-router-dom';
import { env } from '@/config/env';
import { ProtectedRoute } from '@/components/guards/protected-route';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { usePageHead } from '@/lib/document-head';
import { DonateCancelPage } from './donate-cancel-page';
import { DonatePage } from './donate-page';
import { DonateSuccessPage } from './donate-success-page';
import { LocalCheckoutPage } from './local-checkout-page';

function DonateNotFound() {
  usePageHead({ name: 'Page not found' });
  return <NotFoundPage />;
}

/**
 * /donate and the pages under it, one lazily loaded chunk. The local test checkout is a
 * member page of the emulator build only; production checks out at Stripe.
 */
export function DonateRoutes() {
  return (
    <Routes>
      <Route index element={<DonatePage />} />
      <Route path="success" element={<DonateSuccessPage />} />
      <Route path="cancel" element={<DonateCancelPage />} />
      {env.useEmulators && (
        <Route
          path="local-checkout"
          element={
            <ProtectedRoute>
              <LocalCheckoutPage />
            </ProtectedRoute>
          }
        />
      )}
      <Route path="*" element={<DonateNotFound />} />
    </Routes>
  );
}
