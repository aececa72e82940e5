/**
 * What the establishments feature offers other features (decision 066): the name people see of an
 * establishment, read from its detail (usually cached from its page). Its two screens, the list and an
 * establishment's page, are routed by app/.
 */
export { useEstablishmentName } from './api/establishments-api';
