/** What the not-found feature offers (decision 066): the 404 page, for unknown routes and unknown ids. */
export { NotFoundPage } from './NotFoundPage';
