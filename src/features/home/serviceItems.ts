import type { IconName } from '@/components/Icon';

/** The five things a card holds, in the carousel's order. */
export const serviceItems: readonly { key: string; icon: IconName }[] = [
  { key: 'contacts', icon: 'phone' },
  { key: 'bloodType', icon: 'drop' },
  { key: 'allergies', icon: 'warning' },
  { key: 'conditions', icon: 'pulse' },
  { key: 'medications', icon: 'pill' },
];
