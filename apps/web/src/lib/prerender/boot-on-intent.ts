/**
 * A prerendered page (decision 029) is plain HTML until its visitor does something: reading it costs
 * no script. These events say the visitor is about to use the page rather than read it.
 */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** The app says so once the page is live (hydrated): what was held can be replayed then. */
export const PAGE_READY_EVENT = 'vez:page-ready';

export interface BootOptions {
  /** Loads and runs the app; rejects when it cannot (offline, a stale chunk). */
  start: () => Promise<unknown>;
  /** Start at once: a returning user with a session wants the app, not the brochure. */
  now: boolean;
  onError?: (error: unknown) => void;
}

/**
 * Starts the app on the first sign of intent. Until it is live, a button press or a form sent would
 * be lost (a form would even be sent by the browser as a page load with its fields in the address):
 * the last one is held and replayed once the app says the page is ready. Links need nothing: they
 * work as links before and after.
 */
export function bootOnIntent(
  doc: Document,
  { start, now, onError = () => undefined }: BootOptions,
): () => void {
  let started = false;
  let held: (() => void) | null = null;

  const boot = () => {
    if (started) return;
    started = true;
    start().catch((error: unknown) => {
      // The page stays as it is: the next intent tries again.
      started = false;
      onError(error);
    });
  };
  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    // A submit button's press arrives as the form's 'submit', held below.
    if (!button || button.type === 'submit') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = () => button.click();
    boot();
  };
  const holdSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const { submitter } = event as SubmitEvent;
    held = () => form.requestSubmit(submitter);
    boot();
  };

  const stopHolding = () => {
    doc.removeEventListener(PAGE_READY_EVENT, onReady);
    doc.removeEventListener('click', holdClick, true);
    doc.removeEventListener('submit', holdSubmit, true);
    for (const type of INTENT_EVENTS) doc.removeEventListener(type, boot, true);
  };
  const onReady = () => {
    stopHolding();
    replayTyping(doc);
    const replay = held;
    held = null;
    replay?.();
  };

  doc.addEventListener(PAGE_READY_EVENT, onReady, { once: true });
  doc.addEventListener('click', holdClick, true);
  doc.addEventListener('submit', holdSubmit, true);
  for (const type of INTENT_EVENTS) doc.addEventListener(type, boot, { capture: true, passive: true });
  if (now) boot();
  return stopHolding;
}

/**
 * Text typed before the app was live is on screen, but the app never heard it: a controlled field (the
 * FAQ's search) would ignore it until the next key. Tell the app, as one change per field. React skips
 * a change whose value it already tracks, so the field is cleared through the tracked setter first and
 * the typed text put back through the element's own one.
 */
function replayTyping(doc: Document) {
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
