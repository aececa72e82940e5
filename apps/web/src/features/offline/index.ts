/** What the offline feature offers app/ (DESIGN §6): the page the service worker shows without a network. */
export { OfflinePage } from './OfflinePage';
