import { permissions, trackerConnectPath } from '@worktrail/contract';
import { Route, Routes } from 'react-router';
import { RequirePermission } from '../shared/permissions/RequirePermission.tsx';
import { lazyNamed } from '../shared/ui/lazy-named.ts';
import { PublicLayout } from './layout/PublicLayout.tsx';
import { lazyFeature } from './lazy-feature.ts';
import { LocalAccountsOnly } from './routes/LocalAccountsOnly.tsx';
import { navRoutes } from './routes/nav-routes.tsx';
import { RequireAuth } from './routes/RequireAuth.tsx';
import { RequireUser } from './routes/RequireUser.tsx';
import { RootRoute } from './routes/RootRoute.tsx';

const HomePage = lazyFeature('auth', () => import('../features/auth/pages/HomePage.tsx'), 'HomePage');
const SigninCallbackPage = lazyFeature(
  'auth',
  () => import('../features/auth/pages/SigninCallbackPage.tsx'),
  'SigninCallbackPage',
);
const LoginPage = lazyFeature('auth', () => import('../features/auth/pages/LoginPage.tsx'), 'LoginPage');
const RegisterPage = lazyFeature('auth', () => import('../features/auth/pages/RegisterPage.tsx'), 'RegisterPage');
const LegalPage = lazyFeature('auth', () => import('../features/auth/pages/LegalPage.tsx'), 'LegalPage');
const VerifyEmailSentPage = lazyFeature(
  'auth',
  () => import('../features/auth/pages/VerifyEmailSentPage.tsx'),
  'VerifyEmailSentPage',
);
const VerifyEmailPage = lazyFeature(
  'auth',
  () => import('../features/auth/pages/VerifyEmailPage.tsx'),
  'VerifyEmailPage',
);
const ForgotPasswordPage = lazyFeature(
  'auth',
  () => import('../features/auth/pages/ForgotPasswordPage.tsx'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyFeature(
  'auth',
  () => import('../features/auth/pages/ResetPasswordPage.tsx'),
  'ResetPasswordPage',
);
const ResetPasswordSuccessPage = lazyFeature(
  'auth',
  () => import('../features/auth/pages/ResetPasswordSuccessPage.tsx'),
  'ResetPasswordSuccessPage',
);
const BusinessSignUpPage = lazyFeature(
  'organization',
  () => import('../features/organization/pages/BusinessSignUpPage.tsx'),
  'BusinessSignUpPage',
);
const InviteTeamPage = lazyFeature(
  'invitations',
  () => import('../features/invitations/pages/InviteTeamPage.tsx'),
  'InviteTeamPage',
);
const AcceptInvitationPage = lazyFeature(
  'invitations',
  () => import('../features/invitations/pages/AcceptInvitationPage.tsx'),
  'AcceptInvitationPage',
);
const DevicePage = lazyFeature('device', () => import('../features/device/pages/DevicePage.tsx'), 'DevicePage');
const TrackerConnectPage = lazyFeature(
  'tracker-connect',
  () => import('../features/tracker-connect/pages/TrackerConnectPage.tsx'),
  'TrackerConnectPage',
);
const NotFoundPage = lazyNamed(() => import('./routes/NotFoundPage.tsx'), 'NotFoundPage');
const StructurePage = lazyFeature(
  'structure',
  () => import('../features/structure/pages/StructurePage.tsx'),
  'StructurePage',
);
const WorkspacesPage = lazyFeature(
  'tasks',
  () => import('../features/tasks/pages/WorkspacesPage.tsx'),
  'WorkspacesPage',
);
const BoardPage = lazyFeature('tasks', () => import('../features/tasks/pages/BoardPage.tsx'), 'BoardPage');
const TeamsPage = lazyFeature('teams', () => import('../features/teams/pages/TeamsPage.tsx'), 'TeamsPage');
const TicketsPage = lazyFeature('support', () => import('../features/support/pages/TicketsPage.tsx'), 'TicketsPage');
const TicketPage = lazyFeature('support', () => import('../features/support/pages/TicketPage.tsx'), 'TicketPage');
const FaqPage = lazyFeature('support', () => import('../features/support/pages/FaqPage.tsx'), 'FaqPage');
const HostConsole = lazyFeature('host', () => import('../features/host/pages/HostConsole.tsx'), 'HostConsole');

/**
 * The route table: account screens in the public frame (some of them for a signed-in user, before or outside the
 * app frame; the local-account ones only without an external identity provider), everything else behind sign-in (§2).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootRoute />}>
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="signin-callback" element={<SigninCallbackPage />} />
          <Route path="legal/terms" element={<LegalPage page="terms" />} />
          <Route path="legal/privacy" element={<LegalPage page="privacy" />} />
          <Route element={<LocalAccountsOnly />}>
            <Route path="connect/interaction/:uid" element={<LoginPage />} />
          </Route>
          <Route path="account">
            <Route element={<LocalAccountsOnly />}>
              <Route path="register" element={<RegisterPage />} />
              <Route path="verify-email" element={<VerifyEmailPage />} />
              <Route path="verify-email/sent" element={<VerifyEmailSentPage />} />
              <Route path="forgot-password" element={<ForgotPasswordPage />} />
              <Route path="reset-password" element={<ResetPasswordPage />} />
              <Route path="reset-password/success" element={<ResetPasswordSuccessPage />} />
            </Route>
            <Route path="accept-invitation" element={<AcceptInvitationPage />} />
            <Route element={<RequireUser />}>
              <Route path="business-sign-up" element={<BusinessSignUpPage />} />
            </Route>
          </Route>
          <Route element={<RequireUser needsOrganisation />}>
            <Route path="connect/device" element={<DevicePage />} />
          </Route>
        </Route>
        {/* The support console: Worktrail staff, outside every organisation; it checks the host role itself. */}
        <Route element={<RequireUser />}>
          <Route path="host/*" element={<HostConsole />} />
        </Route>
        <Route element={<RequireAuth />}>
          {navRoutes}
          {/* In the app frame, so the sidebar and header stay: reached after business sign-up, from Members and the menu. */}
          <Route element={<RequirePermission permission={permissions.members.invite} />}>
            <Route path="account/invite-team" element={<InviteTeamPage />} />
          </Route>
          <Route element={<RequirePermission permission={permissions.members.read} />}>
            <Route path="pepole/teams" element={<TeamsPage />} />
            <Route path="pepole/structure" element={<StructurePage />} />
          </Route>
          <Route element={<RequirePermission permission={permissions.tasks.read} />}>
            <Route path="projects/workspaces" element={<WorkspacesPage />} />
            <Route path="projects/boards/:boardId" element={<BoardPage />} />
          </Route>
          <Route element={<RequirePermission permission={permissions.tracker.read} />}>
            <Route path={trackerConnectPath.slice(1)} element={<TrackerConnectPage />} />
          </Route>
          <Route element={<RequirePermission permission={permissions.support.read} />}>
            <Route path="support/tickets" element={<TicketsPage />} />
            <Route path="support/tickets/:ticketId" element={<TicketPage />} />
          </Route>
          <Route path="support/faq" element={<FaqPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
