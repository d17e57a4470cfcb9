// react-hot-toast draws its toasts in a container, a row and a coloured bubble that have no role
// or name to query by: these helpers are the one place where the app's tests read its DOM.

/** The Toaster's container, once it has mounted. */
export function toaster(): HTMLElement | null {
  return document.querySelector('[data-rht-toaster]');
}

/** The row that places the toasts (its alignment is the Toaster's position). */
export function toastRow(): Element | null {
  return toaster()?.firstElementChild ?? null;
}

/** The bubble around a toast's message (the element that carries its colour). */
export function bubbleOf(message: HTMLElement): HTMLElement | null {
  return message.parentElement;
}
