import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { setApiNavigator } from '../../lib/api/client';
import { roleOfPath } from '../../lib/session/useSession';
import styles from './AppShell.module.css';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { Sidebar } from './Sidebar';
import { UpdateBanner } from './UpdateBanner';
import { useDrawer } from './useDrawer';
import { useFocusRescue } from './useFocusRescue';
import { useRouteFocus } from './useRouteFocus';

const SIDEBAR_ID = 'barra-lateral';

/**
 * Header, optional role sidebar, the page, and the footer: the frame of every screen. Inside a role's
 * area (/cliente/*, /estabelecimento/*) the footer is the slim one; public pages keep the full one.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const role = roleOfPath(pathname);
  const drawer = useDrawer();
  useRouteFocus();
  useFocusRescue();

  useEffect(() => setApiNavigator((to) => navigate(to)), [navigate]);

  // While the phone drawer is open, everything behind it is out of reach (focus, clicks, readers).
  const behind = drawer.open;

  return (
    <div className={styles.shell}>
      {/* <main> has tabIndex -1, so following the fragment moves focus there too. */}
      <a href="#conteudo" className={styles.skipLink} inert={behind}>
        Pular para o conteúdo
      </a>
      <Header
        inert={behind}
        sidebarToggle={
          role
            ? {
                open: drawer.open,
                onToggle: drawer.toggle,
                controls: SIDEBAR_ID,
                ref: drawer.toggleRef,
              }
            : undefined
        }
      />
      <div className={styles.body}>
        {role && (
          <Sidebar
            id={SIDEBAR_ID}
            userType={role}
            open={drawer.open}
            onClose={() => drawer.close()}
            drawerRef={drawer.drawerRef}
            onKeyDown={drawer.trapFocus}
          />
        )}
        {drawer.open && (
          // A pointer convenience: Escape and the drawer's own close button do the same from the keyboard.
          // biome-ignore lint/a11y/noStaticElementInteractions: see above
          // biome-ignore lint/a11y/useKeyWithClickEvents: see above
          <div className={styles.backdrop} data-testid="drawer-backdrop" onClick={() => drawer.close()} />
        )}
        <main
          id="conteudo"
          tabIndex={-1}
          className={`${styles.main} ${role ? styles.appMain : ''}`}
          inert={behind}
        >
          <ScreenErrorBoundary key={pathname}>
            <Suspense
              fallback={
                <div className={styles.loading}>
                  <Spinner />
                </div>
              }
            >
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </main>
      </div>
      <Footer variant={role ? 'slim' : 'full'} inert={behind} />
      <UpdateBanner inert={behind} />
    </div>
  );
}
