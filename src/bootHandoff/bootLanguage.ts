// The language the boot script chose, offered to the app's language detector as its first
// source, so that the page the boot script paints and the app that takes it over agree.
import type { CustomDetector } from 'i18next-browser-languagedetector';

declare global {
  interface Window {
    __bootLanguage?: string;
  }
}

/** Notes the boot script's choice for the app (the boot script runs before any of the app). */
export function noteBootLanguage(language: string): void {
  window.__bootLanguage = language;
}

export const bootLanguageDetector: CustomDetector = {
  name: 'bootScript',
  lookup: () => (typeof window === 'undefined' ? undefined : window.__bootLanguage),
};
