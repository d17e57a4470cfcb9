// The app's stylesheet, kept inert at the end of record.html, applied by the app as it starts.
import { describe, expect, it } from 'vitest';
import { APP_STYLES_ID, applyAppStyles } from '@/bootHandoff/appStyles';

describe("the app's kept stylesheet", () => {
  it('applies only once the app asks, in the head, and leaves no template behind', () => {
    const kept = document.createElement('template');
    kept.id = APP_STYLES_ID;
    kept.innerHTML = '<style>.kept-rule { color: red; }</style>';
    document.body.append(kept);
    const applied = () =>
      [...document.styleSheets].some((sheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('.kept-rule')),
      );
    expect(applied()).toBe(false);
    applyAppStyles();
    expect(applied()).toBe(true);
    expect(document.getElementById(APP_STYLES_ID)).toBeNull();
    document.head.lastElementChild?.remove();
  });

  it('does nothing in a document that keeps none (index.html)', () => {
    const styles = document.head.children.length;
    applyAppStyles();
    expect(document.head.children.length).toBe(styles);
  });
});
