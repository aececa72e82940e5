import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// A lazy screen's code is transformed by Vite the first time a test file asks for it, which on a busy
// two-core run (every project at once) can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 4_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no modal dialogs yet: enough of <dialog> for components that open and close one.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom does not scroll; pages that scroll to the top after paging only need the call to exist.
window.scrollTo = () => undefined;

// Preact runs effects after the next frame, with a 100 ms Node timer beside it that the frame cancels. A
// timer still pending when a file ends fires after the file's jsdom is gone and calls
// cancelAnimationFrame where there is none: an unhandled error that fails the whole run. One frame (jsdom
// draws them: vitest sets pretendToBeVisual) cancels every such timer; the macrotask after it lets the
// effects they scheduled run while the window is still there.
afterAll(async () => {
  await new Promise<void>((resolve) => window.requestAnimationFrame(() => setTimeout(resolve)));
});
