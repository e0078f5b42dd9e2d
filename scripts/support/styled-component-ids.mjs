/**
 * Stable styled-components ids (issue 23, server rendering). Without a compiler plugin, styled-components names a
 * component `sc-` + hash of a counter of `styled()` calls made so far in the process. A server that renders every
 * route and a browser that loads route chunks in the order the visitor navigates count differently, so the same
 * component gets another class on each side and hydration keeps the server's classes with the client's styles.
 *
 * `addStyledComponentIds` gives every `styled…` template in a module a `.withConfig({ componentId })` derived from
 * the module's path and the template's ordinal, so the id is the same in every build of the same source: the
 * storefront's client and server builds, the console, and the kit's published modules (scripts/build-package.mjs).
 * It is what babel-plugin-styled-components' `ssr` option does, for a Vite build without Babel.
 */
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import MagicString from 'magic-string';
import { parseSync } from 'vite';

const SOURCE = /\.[cm]?[jt]sx?$/;
const STYLED_IMPORT = /from\s+['"](?:styled-components|[./]+(?:[^'"]*\/)?internal\/styled)['"]/;

/** True when `node` is `styled.x`, `styled(X)`, or either followed by `.attrs(…)`/`.withConfig(…)` calls. */
function isStyledTag(node) {
  let current = node;
  while (current) {
    if (current.type === 'Identifier') return current.name === 'styled' && current !== node;
    if (current.type === 'MemberExpression' && !current.computed) current = current.object;
    else if (current.type === 'CallExpression') {
      if (current.callee.type === 'Identifier') return current.callee.name === 'styled';
      if (current.callee.type !== 'MemberExpression') return false;
      current = current.callee;
    } else return false;
  }
  return false;
}

function walk(node, visit) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (typeof node.type === 'string') visit(node);
  for (const key in node) {
    if (key !== 'parent') {
      const value = node[key];
      if (value && typeof value === 'object') walk(value, visit);
    }
  }
}

/** `sc-` and eight base-36 characters: a valid class name, unique per module path and template ordinal. */
export function styledComponentId(modulePath, ordinal) {
  const digest = createHash('sha256').update(`${modulePath}:${ordinal}`).digest();
  return `sc-${digest.readBigUInt64BE().toString(36).slice(0, 8).padStart(8, '0')}`;
}

/**
 * Adds the ids to one module's source. `modulePath` names the module the same way in every build (a path relative
 * to the repository or the package, with forward slashes). Returns null when the module has no styled template.
 */
export function addStyledComponentIds(code, filename, modulePath) {
  if (!code.includes('styled') || !STYLED_IMPORT.test(code)) return null;
  const { program, errors } = parseSync(filename, code);
  if (errors.length > 0) return null;
  const tags = [];
  walk(program, (node) => {
    if (node.type === 'TaggedTemplateExpression' && isStyledTag(node.tag)) tags.push(node.tag);
  });
  if (tags.length === 0) return null;
  const output = new MagicString(code);
  tags
    .sort((a, b) => a.start - b.start)
    .forEach((tag, ordinal) => {
      const componentId = styledComponentId(modulePath, ordinal);
      output.appendLeft(tag.end, `.withConfig({ componentId: ${JSON.stringify(componentId)} })`);
    });
  return { code: output.toString(), map: output.generateMap({ hires: 'boundary', source: filename }) };
}

/**
 * The Vite plugin: every source module outside `node_modules`, named relative to `root` (prefixed with `prefix`,
 * e.g. the package's name, so two packages' `src/Button.tsx` differ).
 */
export function styledComponentIds({ root, prefix = '' }) {
  return {
    name: 'abossey:styled-component-ids',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!SOURCE.test(file) || file.includes('/node_modules/')) return null;
      const modulePath = prefix + relative(root, file).split('\\').join('/');
      return addStyledComponentIds(code, file, modulePath);
    },
  };
}
