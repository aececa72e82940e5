import { lazyScreen } from './lazy-screen';

/*
 * The prerendered public pages' screens (decision 029). Each loads apart, so a logged-in user working
 * in the app never downloads them, and each sign-in and sign-up screen brings its forms (and the form
 * library) only with itself. They are `lazyScreen`s so a page's code can be awaited before its HTML is
 * taken over: the page is then hydrated in one pass, never suspended half-way (decision 033).
 */
export const LandingScreen = lazyScreen(() =>
  import('../features/landing/LandingPage').then((m) => m.default),
);
export const FaqScreen = lazyScreen(() => import('../features/faq/FaqPage').then((m) => m.default));
export const TermsScreen = lazyScreen(() => import('../features/legal/TermsPage').then((m) => m.TermsPage));
export const PrivacyScreen = lazyScreen(() =>
  import('../features/legal/PrivacyPage').then((m) => m.PrivacyPage),
);
export const LoginChoiceScreen = lazyScreen(() =>
  import('../features/auth/components/LoginChoicePage').then((m) => m.LoginChoicePage),
);
export const LoginScreen = lazyScreen(() =>
  import('../features/auth/components/LoginPage').then((m) => m.LoginPage),
);
export const RegisterClientScreen = lazyScreen(() =>
  import('../features/auth/components/RegisterClientPage').then((m) => m.RegisterClientPage),
);
export const RegisterEstablishmentScreen = lazyScreen(() =>
  import('../features/auth/components/RegisterEstablishmentPage').then((m) => m.RegisterEstablishmentPage),
);
export const ForgotPasswordScreen = lazyScreen(() =>
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
