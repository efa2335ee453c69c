declare global {
  interface Window {
    /** A form submitted on a prerendered page before the app took it over (shared/src/prerendered-pages.ts). */
    __steadyHeldSubmit?: EventTarget | null;
  }
}

/**
 * A prerendered page (docs/architecture.md, "Prerendered public pages") is on screen before the app
 * has hydrated it, and a person may already type into its form and press Enter or the button. Once
 * the form is the app's, this hands that over: text in its fields reaches the form's state as if it
 * were typed now (React would otherwise put back the empty value it rendered), and a submit that the
 * page's boot script held back is made again once that state has rendered. From then on the page is
 * marked hydrated, and submits go to the app directly.
 */
export function handOverPrerenderedForm(form: HTMLFormElement): void {
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && /^(?:checkbox|radio|file|submit|button|hidden)$/.test(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // React notices a change only against the value it last saw; the prototype's setter bypasses its
    // record, so the input event below reads as the person's typing.
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    field.value = field.defaultValue;
    setValue?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  document.documentElement.setAttribute('data-hydrated', '');
  const held = window.__steadyHeldSubmit;
  window.__steadyHeldSubmit = null;
  if (held === form) setTimeout(() => form.isConnected && form.requestSubmit(), 0);
}
