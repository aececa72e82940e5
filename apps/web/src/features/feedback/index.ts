/** What the feedback feature offers app/ (DESIGN §6): the footer's box that sends a note to the team. */
export { FeedbackBox } from './FeedbackBox';
