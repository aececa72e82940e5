/** What the offline feature offers app/ (decision 066): the page the service worker shows with no network. */
export { OfflinePage } from './OfflinePage';
