/**
 * What the team feature offers the rest of the app on purpose (decision 066): where its pages are. The
 * Equipe page and the invitation page are routed lazily by app/.
 */
export { INVITATION_PATH, TEAM_PATH } from './paths';
