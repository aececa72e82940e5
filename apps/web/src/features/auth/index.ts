/**
 * What the auth feature offers the rest of the app on purpose (decision 066): the route guard of a role's
 * area, leaving (the menu's 'Sair'), ending a role's session in this browser after the server ended it
 * (account deleted, every session revoked), and how another page sends someone to log in and back (the
 * navigation state the login page reads), and the card its screens sit in (the team's invitation page
 * wears it too). The pages themselves are routed by app/.
 */
export { useLogout } from './api/useLogout';
export { AuthCard } from './components/AuthCard';
export { RequireRole } from './components/RequireRole';
export { type AuthNavigationState, loginPathReturningTo } from './navigation-state';
export { endLocalSession } from './session-exit';
