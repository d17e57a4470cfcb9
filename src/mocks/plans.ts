// The demo payment provider checks prices against the same plan table the app offers.
export { findPlan, findPlanByName, plans, type Plan } from '../lib/plans';
