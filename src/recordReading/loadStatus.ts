import type { Translate } from '../i18n/translate';
import { everySectionOfView, isPending, type RecordState } from './recordState';

/**
 * What the record view's status tells a screen reader: still loading; loaded; loaded but for the
 * sections that failed, named; or nothing loaded at all. Never "loaded" beside failures.
 */
export function loadStatus(state: RecordState, t: Translate): string {
  if (Object.values(state).some(isPending)) return t('recordView:loading');
  const views = everySectionOfView(state);
  const failed = views.filter((view) => view.read.status === 'failed');
  if (failed.length === 0) return t('recordView:loaded');
  if (failed.length === views.length) return t('recordView:loadFailed');
  const titles = failed.map((view) => t(`record:sections.${view.section.id}.title`));
  return t('recordView:loadedInPart', { sections: titles.join(', ') });
}
