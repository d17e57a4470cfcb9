export const CARD_FRAGMENT: string;
