import type { TestProject } from 'vitest/node';
import { buildTemplates } from './db-templates.js';

/**
 * Once per run and project: the template databases every test file copies (test/db-templates.ts). The project's
 * `TEST_DB_KIND` says which database; teardown removes the templates.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  const { templates, dispose } = await buildTemplates(kind);
  project.provide('dbTemplates', templates);
  return dispose;
}
