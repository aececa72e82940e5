import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireDono } from '../features/auth/components/RequireDono';
import { RequireRole } from '../features/auth/components/RequireRole';
import { NotFoundPage } from '../features/not-found';
import { OfflinePage } from '../features/offline';
import { AppShell } from './layout/AppShell';
import { ScreenErrorBoundary } from './layout/ScreenErrorBoundary';
import {
  FaqScreen,
  ForgotPasswordScreen,
  LandingScreen,
  LoginChoiceScreen,
  LoginScreen,
  PrivacyScreen,
  RegisterClientScreen,
  RegisterEstablishmentScreen,
  TermsScreen,
} from './public-screens';
import { DashboardScreen, EstablishmentsScreen, QueueScreen } from './route-prefetch';

const ResetPasswordPage = lazy(() =>
  import('../features/auth/components/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
// The e-mails' unsubscribe link lands here, usually without a session.
const UnsubscribePage = lazy(() =>
  import('../features/notifications/components/UnsubscribePage').then((m) => ({
    default: m.UnsubscribePage,
  })),
);
// What a poster's QR code opens (decision 026): a phone, often without a session yet.
const JoinLinkPage = lazy(() =>
  import('../features/join-link/components/JoinLinkPage').then((m) => ({ default: m.JoinLinkPage })),
);
// The page an establishment shares (decision 069): anyone, often a phone from Instagram without a session.
const PublicEstablishmentPage = lazy(() =>
  import('../features/establishments/components/PublicEstablishmentPage').then((m) => ({
    default: m.PublicEstablishmentPage,
  })),
);
// A guest's ticket page (decision 068): a phone without an account, opened from a link or a QR code.
const GuestTicketPage = lazy(() =>
  import('../features/guest-ticket/components/GuestTicketPage').then((m) => ({ default: m.GuestTicketPage })),
);
// The end of 'Criar conta e manter meu lugar': the guest's ticket moves into the new account.
const KeepPlacePage = lazy(() =>
  import('../features/guest-ticket/components/KeepPlacePage').then((m) => ({ default: m.KeepPlacePage })),
);
// The TV panel (issue 17): full screen, outside the app shell; a TV never downloads the rest.
const PanelPage = lazy(() => import('../features/panel/PanelPage'));
const PANEL_RETRY_MS = 30_000;
// The kiosk at the door (issue 36): a tablet, no login, outside the shell like the TV panel.
const KioskPage = lazy(() => import('../features/kiosk/KioskPage'));
// An invitation to a team (decision 070): opened from an e-mail, usually without a session.
const AcceptInvitationPage = lazy(() =>
  import('../features/team/components/AcceptInvitationPage').then((m) => ({
    default: m.AcceptInvitationPage,
  })),
);
const TeamPage = lazy(() =>
  import('../features/team/components/TeamPage').then((m) => ({ default: m.TeamPage })),
);
const TestPage = lazy(() =>
  import('../features/test-page/components/TestPage').then((m) => ({ default: m.TestPage })),
);
// Each area's screens too: a client on a phone downloads the screen they open, never the
// establishment's management code (and the other way round). The shell's Suspense shows a spinner.
const EstablishmentDetailPage = lazy(() =>
  import('../features/establishments/components/EstablishmentDetailPage').then((m) => ({
    default: m.EstablishmentDetailPage,
  })),
);
const ClientHomePage = lazy(() =>
  import('../features/home/ClientHomePage').then((m) => ({ default: m.ClientHomePage })),
);
const EstablishmentHomePage = lazy(() =>
  import('../features/home/EstablishmentHomePage').then((m) => ({ default: m.EstablishmentHomePage })),
);
const MyQueuesAccess = lazy(() =>
  import('../features/my-queues/components/MyQueuesAccess').then((m) => ({ default: m.MyQueuesAccess })),
);
const CheckoutPage = lazy(() =>
  import('../features/payments/components/CheckoutPage').then((m) => ({ default: m.CheckoutPage })),
);
// The three plan screens share one chunk: Planos, a plan's details and the payment page link to each other.
const planScreens = () => import('../features/plans/plan-screens');
const PlansPage = lazy(() => planScreens().then((m) => ({ default: m.PlansPage })));
const PlanDetailPage = lazy(() => planScreens().then((m) => ({ default: m.PlanDetailPage })));
const PlanPaymentPage = lazy(() => planScreens().then((m) => ({ default: m.PlanPaymentPage })));
// Each role's profile is a chunk of its own; Configurações is one page for both roles.
const ClientProfilePage = lazy(() =>
  import('../features/profile/components/ClientProfilePage').then((m) => ({ default: m.ClientProfilePage })),
);
const EstablishmentProfilePage = lazy(() =>
  import('../features/profile/components/EstablishmentProfilePage').then((m) => ({
    default: m.EstablishmentProfilePage,
  })),
);
const SettingsPage = lazy(() =>
  import('../features/settings/components/SettingsPage').then((m) => ({ default: m.SettingsPage })),
);
const ManageQueuesPage = lazy(() =>
  import('../features/queue-management/components/ManageQueuesPage').then((m) => ({
    default: m.ManageQueuesPage,
  })),
);
const QueueDetailPage = lazy(() =>
  import('../features/queue-management/components/QueueDetailPage').then((m) => ({
    default: m.QueueDetailPage,
  })),
);

/**
 * Every route of the app. Client paths not built yet fall through to the 404 page; any unknown
 * establishment path goes to the establishment home.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="painel/:token"
        element={
          // A TV left on for hours: if its code cannot be downloaded, it tries again by itself.
          <ScreenErrorBoundary retryAfterMs={PANEL_RETRY_MS} standalone>
            <Suspense fallback={null}>
              <PanelPage />
            </Suspense>
          </ScreenErrorBoundary>
        }
      />
      <Route
        path="quiosque/:token"
        element={
          // A tablet left on all day: if its code cannot be downloaded, it tries again by itself.
          <ScreenErrorBoundary retryAfterMs={PANEL_RETRY_MS} standalone>
            <Suspense fallback={null}>
              <KioskPage />
            </Suspense>
          </ScreenErrorBoundary>
        }
      />
      <Route element={<AppShell />}>
        <Route index element={<LandingScreen />} />
        <Route path="faq" element={<FaqScreen />} />
        <Route path="escolha-login" element={<LoginChoiceScreen />} />
        <Route path="login" element={<LoginScreen key="cliente" userType="cliente" />} />
        <Route
          path="login-estab"
          element={<LoginScreen key="estabelecimento" userType="estabelecimento" />}
        />
        <Route path="cadastro-cliente" element={<RegisterClientScreen />} />
        <Route path="cadastro-estabelecimento" element={<RegisterEstablishmentScreen />} />
        <Route path="forgot-password" element={<ForgotPasswordScreen />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="convite" element={<AcceptInvitationPage />} />
        <Route path="termos" element={<TermsScreen />} />
        <Route path="privacidade" element={<PrivacyScreen />} />
        <Route path="descadastrar" element={<UnsubscribePage />} />
        <Route path="f/:code" element={<JoinLinkPage />} />
        <Route path="estabelecimentos/:id" element={<PublicEstablishmentPage />} />
        <Route path="senha" element={<GuestTicketPage />} />
        <Route path="sem-conexao" element={<OfflinePage />} />
        {/* Demonstration mode only: without it the page says so (the server has no test calls then). */}
        <Route path="teste" element={<TestPage />} />

        {/* Minhas Filas has its own access rules (decision 011), so it sits outside the client guard. */}
        <Route path="cliente/minhas-filas" element={<MyQueuesAccess />} />
        <Route path="cliente" element={<RequireRole userType="cliente" />}>
          <Route index element={<Navigate to="/cliente/home" replace />} />
          <Route path="home" element={<ClientHomePage />} />
          <Route path="estabelecimentos" element={<EstablishmentsScreen />} />
          <Route path="estabelecimentos/:id" element={<EstablishmentDetailPage />} />
          <Route path="filas/:id" element={<QueueScreen />} />
          <Route path="pagamento/:id" element={<CheckoutPage />} />
          <Route path="manter-lugar" element={<KeepPlacePage />} />
          <Route path="perfil" element={<ClientProfilePage />} />
          <Route path="configuracoes" element={<SettingsPage key="cliente" userType="cliente" />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>

        <Route path="estabelecimento" element={<RequireRole userType="estabelecimento" />}>
          <Route path="home" element={<EstablishmentHomePage />} />
          <Route path="gerenciar-filas" element={<ManageQueuesPage />} />
          <Route path="gerenciar-filas/:id" element={<QueueDetailPage />} />
          {/* The business's pages: an Atendente is told they are the owner's (decision 070). */}
          <Route element={<RequireDono />}>
            <Route path="dashboard" element={<DashboardScreen />} />
            <Route path="planos" element={<PlansPage />} />
            <Route
              path="planos/detalhes-essencial"
              element={<PlanDetailPage key="essencial" slug="essencial" />}
            />
            <Route
              path="planos/detalhes-profissional"
              element={<PlanDetailPage key="profissional" slug="profissional" />}
            />
            <Route path="pagamento" element={<PlanPaymentPage />} />
            <Route path="perfil" element={<EstablishmentProfilePage />} />
            <Route
              path="configuracoes"
              element={<SettingsPage key="estabelecimento" userType="estabelecimento" />}
            />
            <Route path="equipe" element={<TeamPage />} />
          </Route>
          <Route path="*" element={<Navigate to="/estabelecimento/home" replace />} />
          <Route index element={<Navigate to="/estabelecimento/home" replace />} />
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
