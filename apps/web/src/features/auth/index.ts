/**
 * What the auth feature offers other features on purpose (DESIGN §6): ending a role's session in this
 * browser after the server ended it (account deleted, every session revoked). The pages themselves are
 * wired in AppRoutes.
 */
export { endLocalSession } from './session-exit';
