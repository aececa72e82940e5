/**
 * The address feature offers the rest of the app (decision 066): the address block with its CEP lookup, and
 * the lookup alone for forms with a layout of their own (the plan payment page).
 */
export { AddressFields } from './AddressFields';
export { useCepLookup } from './api/useCepLookup';
