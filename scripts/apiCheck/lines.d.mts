import type { CheckResult } from './check.mjs';

/** One result as the lines the check prints. */
export function resultLine(result: CheckResult): string;
