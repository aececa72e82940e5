/** What the not-found feature offers (DESIGN §6): the 404 page, for unknown routes and unknown ids. */
export { NotFoundPage } from './NotFoundPage';
