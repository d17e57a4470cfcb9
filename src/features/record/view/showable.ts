import { hasData, toFormItem, type FormItem } from '../sections/model';
import type { SectionDecl } from '../sections/types';

/** One section's stored items as form items, blank ones left out. */
export function showableItems(section: SectionDecl, stored: readonly object[]): FormItem[] {
  return stored.map((item) => toFormItem(section, item)).filter((item) => hasData(section, item));
}
