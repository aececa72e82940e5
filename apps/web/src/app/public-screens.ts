import { type ComponentType, createElement, Fragment, useEffect } from 'react';
import { PAGE_READY_EVENT } from '../lib/prerender/boot-on-intent';
import { lazyScreen } from './lazy-screen';

/*
 * The prerendered public pages' screens (decision 029). Each loads apart, so a logged-in user working
 * in the app never downloads them, and each sign-in and sign-up screen brings its forms (and the form
 * library) only with itself. They are `lazyScreen`s so a screen whose code is already here draws (or is
 * taken over) at once, without suspending.
 */

/**
 * Says the page is live once the screen itself has been drawn (or taken over): the loader then replays
 * what the visitor pressed before (decision 029). From the screen, not from the shell: React takes the
 * shell over while a screen's code is still coming, and a press replayed then would reach a form with
 * no handler yet, which the browser would send itself.
 */
function PageReady() {
  useEffect(() => {
    document.dispatchEvent(new Event(PAGE_READY_EVENT));
  }, []);
  return null;
}

function publicScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyScreen(() =>
    load().then(
      (Screen) => (props: P) =>
        createElement(Fragment, null, createElement(Screen, props), createElement(PageReady)),
    ),
  );
}

export const LandingScreen = publicScreen(() =>
  import('../features/landing/LandingPage').then((m) => m.default),
);
export const FaqScreen = publicScreen(() => import('../features/faq/FaqPage').then((m) => m.default));
export const TermsScreen = publicScreen(() => import('../features/legal/TermsPage').then((m) => m.TermsPage));
export const PrivacyScreen = publicScreen(() =>
  import('../features/legal/PrivacyPage').then((m) => m.PrivacyPage),
);
export const LoginChoiceScreen = publicScreen(() =>
  import('../features/auth/components/LoginChoicePage').then((m) => m.LoginChoicePage),
);
export const LoginScreen = publicScreen(() =>
  import('../features/auth/components/LoginPage').then((m) => m.LoginPage),
);
export const RegisterClientScreen = publicScreen(() =>
  import('../features/auth/components/RegisterClientPage').then((m) => m.RegisterClientPage),
);
export const RegisterEstablishmentScreen = publicScreen(() =>
  import('../features/auth/components/RegisterEstablishmentPage').then((m) => m.RegisterEstablishmentPage),
);
export const ForgotPasswordScreen = publicScreen(() =>
  import('../features/auth/components/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
);

const BY_PATH: Record<string, { ready: () => Promise<unknown> }> = {
  '/': LandingScreen,
  '/faq': FaqScreen,
  '/termos': TermsScreen,
  '/privacidade': PrivacyScreen,
  '/escolha-login': LoginChoiceScreen,
  '/login': LoginScreen,
  '/login-estab': LoginScreen,
  '/cadastro-cliente': RegisterClientScreen,
  '/cadastro-estabelecimento': RegisterEstablishmentScreen,
  '/forgot-password': ForgotPasswordScreen,
};

/** The code of the public screen at `pathname` (a trailing slash allowed), once it is here; null elsewhere. */
export function publicScreenReady(pathname: string): Promise<unknown> | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return BY_PATH[path]?.ready() ?? null;
}
