import { readStored, writeStored } from '@/lib/safeStorage';
import { useState } from 'react';
import { cardColorNames, defaultCardColor, type CardColor } from './cardColors';

const storageKey = (cardId: number) => `cardColor:${cardId}`;

function isCardColor(value: string | null): value is CardColor {
  return cardColorNames.some((name) => name === value);
}

/**
 * The colour each card was last printed in on this device (the API keeps none), and a way to set
 * it when a card is printed.
 */
export function useCardColors() {
  const [, setChanges] = useState(0);
  return {
    colorOf(cardId: number): CardColor {
      const saved = readStored('local', storageKey(cardId));
      return isCardColor(saved) ? saved : defaultCardColor;
    },
    choose(cardId: number, color: CardColor): void {
      writeStored('local', storageKey(cardId), color);
      setChanges((count) => count + 1);
    },
  };
}
