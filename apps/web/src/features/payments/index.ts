/**
 * What the payments feature (the paid advance's checkout) offers other features (decision 066): the queue
 * view follows the payment it comes back from and words its outcome as the checkout does. The checkout
 * page is routed by app/.
 */
export { usePayment } from './api/payments-api';
export { PAYMENT_CANCELLED, PAYMENT_EXPIRED, PAYMENT_FAILED, refundedMessage } from './payment-messages';
