// The demo payment provider checks prices against the same plan table the app offers.
export { findPlan, plans, type Plan } from '../lib/plans';
