import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { setApiNavigator } from '../../lib/api/client';
import { roleOfPath } from '../../lib/session/useSession';
import { Spinner } from '../ui/Spinner';
import styles from './AppShell.module.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { useFocusRescue } from './useFocusRescue';
import { useRouteFocus } from './useRouteFocus';

const SIDEBAR_ID = 'barra-lateral';

/** Header, optional role sidebar, the page, and the footer: the frame of every screen. */
export function AppShell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const role = roleOfPath(pathname);
  const [drawerOpen, setDrawerOpen] = useState(false);
  useRouteFocus();
  useFocusRescue();

  useEffect(() => setApiNavigator((to) => navigate(to)), [navigate]);

  // The drawer is a phone affordance: it closes when the page changes or on Escape.
  useEffect(() => {
    void pathname;
    setDrawerOpen(false);
  }, [pathname]);
  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  return (
    <div className={styles.shell}>
      {/* <main> has tabIndex -1, so following the fragment moves focus there too. */}
      <a href="#conteudo" className={styles.skipLink}>
        Pular para o conteúdo
      </a>
      <Header
        sidebarToggle={
          role
            ? { open: drawerOpen, onToggle: () => setDrawerOpen((v) => !v), controls: SIDEBAR_ID }
            : undefined
        }
      />
      <div className={styles.body}>
        {role && (
          <Sidebar
            id={SIDEBAR_ID}
            userType={role}
            open={drawerOpen}
            onNavigate={() => setDrawerOpen(false)}
          />
        )}
        <main id="conteudo" tabIndex={-1} className={styles.main}>
          <Suspense
            fallback={
              <div className={styles.loading}>
                <Spinner />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Footer />
    </div>
  );
}
