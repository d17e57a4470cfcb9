// The plans of the product spec, section 9 (first table, the one wired to the payment flow).

/** Approximate yearly price shown beside the R$ price in other languages; the charge is in R$. */
export interface ApproximatePrices {
  USD: number;
  EUR: number;
}

export interface Plan {
  id: number;
  /** The Portuguese name, as the payment's description carries it. */
  name: string;
  /** Yearly price in reais. */
  price: number;
  cardLimit: number;
  popular: boolean;
  approx: ApproximatePrices;
}

export const plans: readonly Plan[] = [
  {
    id: 1,
    name: 'Plano Individual',
    price: 150,
    cardLimit: 1,
    popular: false,
    approx: { USD: 25.79, EUR: 23.08 },
  },
  {
    id: 2,
    name: 'Plano Familiar',
    price: 400,
    cardLimit: 3,
    popular: true,
    approx: { USD: 68.78, EUR: 61.54 },
  },
  {
    id: 3,
    name: 'Plano Familiar +',
    price: 650,
    cardLimit: 6,
    popular: false,
    approx: { USD: 111.78, EUR: 100.0 },
  },
];

export function findPlan(id: unknown): Plan | undefined {
  return plans.find((plan) => plan.id === Number(id));
}

/** The plan a purchase or a link names, by its Portuguese name. */
export function findPlanByName(name: string): Plan | undefined {
  return plans.find((plan) => plan.name === name.trim());
}

/**
 * The plan a user has: that of their newest purchase, the first of the user info's list; none
 * without a purchase or when it names a plan this table does not know.
 */
export function currentPlanOf(payments: readonly { plan_name: string }[]): Plan | undefined {
  const newest = payments[0];
  return newest ? findPlanByName(newest.plan_name) : undefined;
}
