// The plans of SPEC.md section 9, as the demo payment provider checks them.

export interface Plan {
  id: number;
  name: string;
  /** Yearly price in reais. */
  price: number;
  cardLimit: number;
}

export const plans: readonly Plan[] = [
  { id: 1, name: 'Plano Individual', price: 150, cardLimit: 1 },
  { id: 2, name: 'Plano Familiar', price: 400, cardLimit: 3 },
  { id: 3, name: 'Plano Familiar +', price: 650, cardLimit: 6 },
];

export function findPlan(id: unknown): Plan | undefined {
  return plans.find((plan) => plan.id === Number(id));
}
