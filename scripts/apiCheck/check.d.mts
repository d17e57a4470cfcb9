import type { AnswerIssue } from './contract.mjs';

export interface CheckResult {
  operationId: string;
  method: string;
  path: string;
  assumed: boolean;
  status?: number;
  outcome: 'conforms' | 'differs' | 'absent' | 'assumed, absent' | 'unreachable';
  issues?: AnswerIssue[];
  /** The assumed properties an answer lacks ("cards[].visibility"). */
  assumedAbsent?: string[];
  error?: string;
}

export interface CheckReport {
  api: string;
  card: string;
  results: CheckResult[];
  passed: boolean;
}

export function checkApi(options: {
  api: string;
  card: string;
  email?: string;
  password?: string;
  provider?: string;
  onResult?: (result: CheckResult) => void;
}): Promise<CheckReport>;

export function uncalledOperations(
  report: CheckReport,
): { operationId: string; method: string; path: string }[];
