// One result of the conformance check as the line it prints.

const shown = (value) => {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

/** `readAllergies GET /medical-record/allergies: differs` and its issues, one per line. */
export function resultLine(result) {
  const name = `${result.operationId} ${result.method} ${result.path}`;
  const status = result.status === undefined ? '' : ` (${result.status})`;
  const head = `${result.outcome.padEnd(16)} ${name}${status}`;
  const lines = [head];
  if (result.error) lines.push(`    ${result.error}`);
  for (const issue of result.issues ?? []) {
    lines.push(
      `    at "${issue.pointer}": the contract says ${issue.says}; came ${shown(issue.came)}`,
    );
  }
  if (result.assumedAbsent?.length) {
    lines.push(`    assumed, absent: ${result.assumedAbsent.join(', ')}`);
  }
  return lines.join('\n');
}
