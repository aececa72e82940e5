import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppShell } from '../components/layout/AppShell';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage';
import { LoginChoicePage } from '../features/auth/components/LoginChoicePage';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RegisterClientPage } from '../features/auth/components/RegisterClientPage';
import { RegisterEstablishmentPage } from '../features/auth/components/RegisterEstablishmentPage';
import { RequireRole } from '../features/auth/components/RequireRole';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';
import { EstablishmentDetailPage } from '../features/establishments/components/EstablishmentDetailPage';
import { EstablishmentsPage } from '../features/establishments/components/EstablishmentsPage';
import { ClientHomePage } from '../features/home/ClientHomePage';
import { EstablishmentHomePage } from '../features/home/EstablishmentHomePage';
import { MyQueuesAccess } from '../features/my-queues/components/MyQueuesAccess';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { CheckoutPage } from '../features/payments/components/CheckoutPage';
import { QueuePage } from '../features/queue/components/QueuePage';
import { ManageQueuesPage } from '../features/queue-management/components/ManageQueuesPage';
import { QueueDetailPage } from '../features/queue-management/components/QueueDetailPage';

// Public marketing pages are split out: a logged-in user working in the app never downloads them.
const LandingPage = lazy(() => import('../features/landing/LandingPage'));
const FaqPage = lazy(() => import('../features/faq/FaqPage'));

/**
 * Every route of the app. Client paths not built yet fall through to the 404 page; any unknown
 * establishment path goes to the establishment home (SPEC §2).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<LandingPage />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="escolha-login" element={<LoginChoicePage />} />
        <Route path="login" element={<LoginPage key="cliente" userType="cliente" />} />
        <Route path="login-estab" element={<LoginPage key="estabelecimento" userType="estabelecimento" />} />
        <Route path="cadastro-cliente" element={<RegisterClientPage />} />
        <Route path="cadastro-estabelecimento" element={<RegisterEstablishmentPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />

        {/* Minhas Filas has its own access rules (SPEC §6), so it sits outside the client guard. */}
        <Route path="cliente/minhas-filas" element={<MyQueuesAccess />} />
        <Route path="cliente" element={<RequireRole userType="cliente" />}>
          <Route index element={<Navigate to="/cliente/home" replace />} />
          <Route path="home" element={<ClientHomePage />} />
          <Route path="estabelecimentos" element={<EstablishmentsPage />} />
          <Route path="estabelecimentos/:id" element={<EstablishmentDetailPage />} />
          <Route path="filas/:id" element={<QueuePage />} />
          <Route path="pagamento/:id" element={<CheckoutPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>

        <Route path="estabelecimento" element={<RequireRole userType="estabelecimento" />}>
          <Route path="home" element={<EstablishmentHomePage />} />
          <Route path="gerenciar-filas" element={<ManageQueuesPage />} />
          <Route path="gerenciar-filas/:id" element={<QueueDetailPage />} />
          <Route path="*" element={<Navigate to="/estabelecimento/home" replace />} />
          <Route index element={<Navigate to="/estabelecimento/home" replace />} />
        </Route>

        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
