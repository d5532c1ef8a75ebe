import { createElement, lazy, type ComponentType } from 'react';
import { Outlet, Route, Routes, matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ProtectedRoute } from '@/components/guards/protected-route';
import { HomeRoute } from './routes/home';
import { RootLayout } from './routes/root';

type PageComponent = ComponentType & { preload: () => Promise<void> };

/**
 * A page loaded on first visit (its own chunk). Only home ships up front: the home route's
 * JavaScript budget (200 KiB gzip, Firestore included) leaves no room for the auth forms'
 * text fields, so login and sign-up load on demand like every other page. Once `preload` has
 * run, the page renders at once instead of suspending (the first render of a prerendered page
 * then replaces its HTML with the same content, never with the loading state).
 */
function page<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): PageComponent {
  const pick = (module: M): ComponentType => module[name];
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded = pick(await load());
  };
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  function Page() {
    return createElement(loaded ?? Lazy);
  }
  return Object.assign(Page, { preload });
}

const NotFoundRoute = page(() => import('./routes/not-found'), 'NotFoundRoute');
const LoginRoute = page(() => import('./routes/login'), 'LoginRoute');
const SignupRoute = page(() => import('./routes/signup'), 'SignupRoute');
const SubmitPage = page(() => import('@/features/submit/components/submit-page'), 'SubmitPage');
const ProfilePage = page(() => import('@/features/profile/components/profile-page'), 'ProfilePage');
const memberLists = () => import('@/features/products/components/member-lists');
const FavoritesPage = page(memberLists, 'FavoritesPage');
const LikedPage = page(memberLists, 'LikedPage');
const DislikedPage = page(memberLists, 'DislikedPage');
const MySubmissionsPage = page(
  () => import('@/features/products/components/my-submissions-page'),
  'MySubmissionsPage',
);
const NotificationsPage = page(
  () => import('@/features/notifications/components/notifications-page'),
  'NotificationsPage',
);
const DonateRoutes = page(
  () => import('@/features/donate/components/donate-routes'),
  'DonateRoutes',
);
const AgeVerificationRoutes = page(
  () => import('@/features/age-verification/components/age-verification-routes'),
  'AgeVerificationRoutes',
);
const SearchPage = page(
  () => import('@/features/products/components/search/search-page'),
  'SearchPage',
);
const ContactPage = page(() => import('@/features/contact/components/contact-page'), 'ContactPage');
const AboutPage = page(() => import('@/features/static-pages/components/about-page'), 'AboutPage');
const TermsPage = page(() => import('@/features/static-pages/components/terms-page'), 'TermsPage');
const PrivacyPage = page(
  () => import('@/features/static-pages/components/privacy-page'),
  'PrivacyPage',
);
const ParentalControlsPage = page(
  () => import('@/features/static-pages/components/parental-controls-page'),
  'ParentalControlsPage',
);
const FaqPage = page(() => import('@/features/static-pages/components/faq-page'), 'FaqPage');
const PublicLogPage = page(
  () => import('@/features/moderation-log/components/public-log-page'),
  'PublicLogPage',
);
const DataDeletionPage = page(
  () => import('@/features/static-pages/components/data-deletion-page'),
  'DataDeletionPage',
);
const AccountDeletedPage = page(
  () => import('@/features/static-pages/components/account-deleted-page'),
  'AccountDeletedPage',
);
const AgeGatePage = page(
  () => import('@/features/age-gate/components/age-gate-page'),
  'AgeGatePage',
);
const ProductPage = page(
  () => import('@/features/products/components/product-page'),
  'ProductPage',
);
const adminPages = () => import('./routes/admin');
const AdminPage = page(adminPages, 'AdminRoute');
const AdminContactsPage = page(adminPages, 'AdminContactsRoute');
const AdminModerationLogPage = page(adminPages, 'AdminModerationLogRoute');

/** Login required (spec section 2, plus the pages that show a member's own data). */
const PROTECTED = [
  { path: paths.submit.path, Component: SubmitPage },
  { path: paths.profile.path, Component: ProfilePage },
  { path: paths.favorites.path, Component: FavoritesPage },
  { path: paths.notifications.path, Component: NotificationsPage },
  { path: paths.liked.path, Component: LikedPage },
  { path: paths.disliked.path, Component: DislikedPage },
  { path: paths.mySubmissions.path, Component: MySubmissionsPage },
];

const PUBLIC = [
  { path: paths.ageGate.path, Component: AgeGatePage },
  // /donate, /donate/success, /donate/cancel (and the emulator's local test checkout).
  { path: `${paths.donate.path}/*`, Component: DonateRoutes },
  // /verify-age, /verify-age/result (and the emulator's local test verification), members only.
  { path: `${paths.verifyAge.path}/*`, Component: AgeVerificationRoutes },
  { path: paths.search.path, Component: SearchPage },
  { path: paths.contact.path, Component: ContactPage },
  { path: paths.about.path, Component: AboutPage },
  { path: paths.terms.path, Component: TermsPage },
  { path: paths.privacy.path, Component: PrivacyPage },
  { path: paths.parentalControls.path, Component: ParentalControlsPage },
  { path: paths.faq.path, Component: FaqPage },
  { path: paths.moderationLog.path, Component: PublicLogPage },
  { path: paths.dataDeletion.path, Component: DataDeletionPage },
  { path: paths.accountDeleted.path, Component: AccountDeletedPage },
  { path: paths.product.path, Component: ProductPage },
  // The admin pages check the role themselves.
  { path: paths.admin.path, Component: AdminPage },
  { path: paths.adminContacts.path, Component: AdminContactsPage },
  { path: paths.adminModerationLog.path, Component: AdminModerationLogPage },
];

/**
 * Loads the page the path names (if it is one of the lazily loaded pages), so that the first
 * render shows it rather than its loading state. Never fails: a page that cannot load now is
 * loaded again, and its error shown, when it renders.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const pages = [
    { path: paths.login.path, Component: LoginRoute },
    { path: paths.signup.path, Component: SignupRoute },
    ...PUBLIC,
    ...PROTECTED,
  ];
  const match = pages.find(({ path }) => matchPath(path, pathname));
  await match?.Component.preload().catch(() => undefined);
}

/**
 * Every route inside the shell (header, footer, toasts). Declarative routes: the app loads
 * no data through the router, and the data router's code would cost the home page ~17 KiB gzip.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomeRoute />} />
        <Route path={paths.login.path} element={<LoginRoute />} />
        <Route path={paths.signup.path} element={<SignupRoute />} />
        {PUBLIC.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route
          element={
            <ProtectedRoute>
              <Outlet />
            </ProtectedRoute>
          }
        >
          {PROTECTED.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Route>
        <Route path={paths.notFound.path} element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
