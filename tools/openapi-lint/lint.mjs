// Lints an OpenAPI document with Redocly's recommended rules and prints the problems as JSON lines.
// A separate process because @redocly/openapi-core is ESM only and the API's Jest runs CommonJS.
// Usage: node tools/openapi-lint/lint.mjs <openapi.json>
import { readFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';

const file = process.argv[2];
if (!file) {
  console.error('usage: node tools/openapi-lint/lint.mjs <openapi.json>');
  process.exit(2);
}
const problems = await lintFromString({
  source: readFileSync(file, 'utf8'),
  absoluteRef: file,
  config: await createConfig({ extends: ['recommended'] }),
});
for (const problem of problems) {
  const where = problem.location.map((location) => location.pointer).join(', ');
  console.log(JSON.stringify({ rule: problem.ruleId, severity: problem.severity, where, message: problem.message }));
}
