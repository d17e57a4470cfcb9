/** The three card colours of SPEC.md section 3, with text that reads on each. */
export const cardColors = {
  'dark-green': 'bg-card-dark-green text-white',
  'light-gray': 'bg-card-light-gray text-slate-900',
  'light-green': 'bg-card-light-green text-slate-900',
} as const;

export type CardColor = keyof typeof cardColors;

export const cardColorNames = Object.keys(cardColors) as CardColor[];
