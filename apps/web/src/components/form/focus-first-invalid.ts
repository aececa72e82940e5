import type { FieldErrors } from 'react-hook-form';

/**
 * Focuses the first invalid field of a form in reading (document) order. `errors` may be nested
 * (`cartao.numero`, `aceites.termos`); each leaf names a field by its path. The fields are found among
 * the submitted form's elements by name, and by the refs react-hook-form keeps on each error (a field
 * without a name, a custom control), so whatever order the fields were registered in does not matter.
 */
export function focusFirstInvalid(errors: FieldErrors, formElement?: EventTarget | null): void {
  const names = new Set<string>();
  const refs: HTMLElement[] = [];
  collect(errors, '', names, refs);
  const candidates = [...refs];
  if (isForm(formElement)) {
    for (const element of Array.from(formElement.elements)) {
      if (element instanceof HTMLElement && names.has(element.getAttribute('name') ?? '')) {
        candidates.push(element);
      }
    }
  }
  firstInReadingOrder(candidates.filter(focusable))?.focus();
}

/** Focuses the first (in reading order) of the named fields of any form on the page; false if none. */
export function focusFirstNamed(names: readonly string[]): boolean {
  const wanted = new Set(names);
  const fields = Array.from(document.querySelectorAll<HTMLElement>('form [name]')).filter(
    (element) => wanted.has(element.getAttribute('name') ?? '') && focusable(element),
  );
  const first = firstInReadingOrder(fields);
  first?.focus();
  return first !== undefined;
}

function collect(errors: object, prefix: string, names: Set<string>, refs: HTMLElement[]): void {
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || key === 'ref') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value || 'type' in value) {
      names.add(path);
      const ref = (value as { ref?: unknown }).ref;
      if (ref instanceof HTMLElement) refs.push(ref);
    }
    collect(value, path, names, refs);
  }
}

function isForm(target: EventTarget | null | undefined): target is HTMLFormElement {
  return typeof HTMLFormElement !== 'undefined' && target instanceof HTMLFormElement;
}

function focusable(element: HTMLElement): boolean {
  if (!element.isConnected || typeof element.focus !== 'function') return false;
  if ((element as HTMLInputElement).disabled) return false;
  return (element as HTMLInputElement).type !== 'hidden';
}

function firstInReadingOrder(elements: HTMLElement[]): HTMLElement | undefined {
  return elements.reduce<HTMLElement | undefined>(
    (first, element) =>
      !first || first.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING ? element : first,
    undefined,
  );
}
