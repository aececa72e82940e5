import { usePageTitle } from '../../../lib/usePageTitle';

/** 'Dashboard de Gerenciamento' (SPEC §2, issue 13). */
export function DashboardPage() {
  usePageTitle('Dashboard');
  return <h1>Dashboard de Gerenciamento</h1>;
}
