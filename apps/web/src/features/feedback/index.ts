/** What the feedback feature offers app/ (decision 066): the footer's box that sends a note to the team. */
export { FeedbackBox } from './FeedbackBox';
