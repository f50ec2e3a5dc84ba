import { Route, Routes } from 'react-router';
import { lazyNamed } from '../shared/ui/lazy-named.ts';
import { PublicLayout } from './layout/PublicLayout.tsx';
import { navRoutes } from './routes/nav-routes.tsx';
import { RequireAuth } from './routes/RequireAuth.tsx';
import { RootRoute } from './routes/RootRoute.tsx';

const HomePage = lazyNamed(() => import('../features/auth/pages/HomePage.tsx'), 'HomePage');
const SigninCallbackPage = lazyNamed(
  () => import('../features/auth/pages/SigninCallbackPage.tsx'),
  'SigninCallbackPage',
);
const LoginPage = lazyNamed(() => import('../features/auth/pages/LoginPage.tsx'), 'LoginPage');
const ForgotPasswordPage = lazyNamed(
  () => import('../features/auth/pages/AccountUnavailablePage.tsx'),
  'ForgotPasswordPage',
);
const RegisterPage = lazyNamed(() => import('../features/auth/pages/AccountUnavailablePage.tsx'), 'RegisterPage');
const NotFoundPage = lazyNamed(() => import('./routes/NotFoundPage.tsx'), 'NotFoundPage');

/** The route table: signed-out screens in the public frame, everything else behind sign-in (§2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootRoute />}>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="signin-callback" element={<SigninCallbackPage />} />
          <Route path="connect/interaction/:uid" element={<LoginPage />} />
          <Route path="account/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="account/register" element={<RegisterPage />} />
        </Route>
        <Route element={<RequireAuth />}>
          {navRoutes}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
