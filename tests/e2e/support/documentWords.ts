import type { Page } from '@playwright/test';

const SUMMARY_WORDS = /<script type="application\/json" id="boot-summary-words">[^<]*<\/script>/;

/**
 * Serves the record view's document without the summary's words it ends with, as a document
 * built before it carried them: the boot script then takes them from the app's word files.
 */
export async function withoutDocumentWords(page: Page) {
  await page.route(/\/prontuario-do-usuario\/[^/?]+(\?.*)?$/, async (route) => {
    const answer = await route.fetch();
    const body = (await answer.text()).replace(SUMMARY_WORDS, '');
    await route.fulfill({ response: answer, body });
  });
}
