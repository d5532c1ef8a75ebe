import { Route, Routes } from 'react-router-dom';
import { env } from '@/config/env';
import { ProtectedRoute } from '@/components/guards/protected-route';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { usePageHead } from '@/lib/document-head';
import { LocalVerificationPage } from './local-verification-page';
import { VerifyAgePage } from './verify-age-page';
import { VerifyResultPage } from './verify-result-page';

function VerifyAgeNotFound() {
  usePageHead({ name: 'Page not found' });
  return <NotFoundPage />;
}

/**
 * /verify-age and the pages under it (members only), one lazily loaded chunk. The local test
 * verification exists in the emulator build only; production checks at Stripe.
 */
export function AgeVerificationRoutes() {
  return (
    <ProtectedRoute>
      <Routes>
        <Route index element={<VerifyAgePage />} />
        <Route path="result" element={<VerifyResultPage />} />
        {env.useEmulators && <Route path="local/:sessionId" element={<LocalVerificationPage />} />}
        <Route path="*" element={<VerifyAgeNotFound />} />
      </Routes>
    </ProtectedRoute>
  );
}
