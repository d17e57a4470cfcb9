import type { Operation } from './contract.mjs';

export type PropertyPath = string[];

export function assumedProperties(schema: object | undefined): PropertyPath[];

export function assumedHeaders(operation: Operation, status: number | string): string[];

export function answerSchema(operation: Operation, status: number | string): object | undefined;

export interface AssumedOperation {
  method: string;
  path: string;
  operationId: string;
}

export const assumedOperations: AssumedOperation[];

/** What an API without the assumptions leaves out, for the demo backend. */
export interface AssumedParts {
  operations: AssumedOperation[];
  answers: {
    method: string;
    path: string;
    status: number;
    properties: PropertyPath[];
    headers: string[];
  }[];
}

export function assumedParts(): AssumedParts;
