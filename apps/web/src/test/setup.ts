import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

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
