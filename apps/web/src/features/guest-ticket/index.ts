/**
 * What the guest ticket feature offers other features (decision 068): 'Entrar sem cadastro' and its form
 * (loaded on demand), for the page a poster's QR code opens. The ticket page (`/senha#…`) and the page that
 * moves a ticket into a new account are routed by app/ (lazily, by module).
 */
export { GuestJoinOffer } from './components/GuestJoinOffer';
