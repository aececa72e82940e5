/**
 * What the settings feature offers (decision 066): the Configurações page of either role, which app/ routes
 * (lazily, by its module) and the queue notices' test renders. The settings stored with the account are
 * read in lib/account-settings, since the queue notices read them too.
 */
export { SettingsPage } from './components/SettingsPage';
