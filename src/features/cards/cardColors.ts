/** The three colours a card prints in, with text that reads on each. */
export const cardColors = {
  'dark-green': 'bg-card-dark-green text-white',
  'light-gray': 'bg-card-light-gray text-slate-900',
  'light-green': 'bg-card-light-green text-slate-900',
} as const;

export type CardColor = keyof typeof cardColors;

export const cardColorNames = Object.keys(cardColors) as CardColor[];

/** A card's colour until it is printed in another. */
export const defaultCardColor: CardColor = 'dark-green';
