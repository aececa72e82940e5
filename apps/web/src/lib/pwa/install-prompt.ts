import { useSyncExternalStore } from 'react';
import { takeEarlyInstallPrompt } from './early-install-prompt';

/** Chromium's install offer (not in the DOM typings: it is not a standard yet). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState =
  | { kind: 'installed' }
  | { kind: 'prompt'; install: () => Promise<void> }
  | { kind: 'ios' }
  | { kind: 'menu' };

let deferred: BeforeInstallPromptEvent | null = null;
let installed = false;
// What the prerendered landing page says (decision 029): the browser's menu works everywhere.
const BEFORE_START: InstallState = { kind: 'menu' };
let snapshot: InstallState = BEFORE_START;
const listeners = new Set<() => void>();

function isIos(): boolean {
  const { userAgent, platform, maxTouchPoints } = navigator;
  // iPadOS says it is a Mac; its touch screen gives it away.
  return /iPhone|iPad|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

function update() {
  if (installed || isStandalone()) snapshot = { kind: 'installed' };
  else if (deferred) snapshot = { kind: 'prompt', install };
  else snapshot = isIos() ? { kind: 'ios' } : { kind: 'menu' };
  for (const listener of listeners) listener();
}

async function install() {
  const event = deferred;
  if (!event) return;
  // The event works once: a dismissed offer comes back only if the browser fires it again.
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installed = true;
  update();
}

/**
 * Listens from start-up (main.tsx): Chromium fires `beforeinstallprompt` once, early, often before the
 * landing page's chunk has loaded, so the event is kept here until 'Instalar o app' is pressed.
 */
export function watchInstallPrompt() {
  deferred = takeEarlyInstallPrompt() as BeforeInstallPromptEvent | null;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // no mini-infobar: the landing page offers it in words
    deferred = event as BeforeInstallPromptEvent;
    update();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    update();
  });
  update();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What this browser allows: the install offer, iPhone's steps, the browser menu, or already installed. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => BEFORE_START,
  );
}
