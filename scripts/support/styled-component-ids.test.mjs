/**
 * The styled-components id transform (styled-component-ids.mjs): ids that do not depend on the order in which a
 * process creates its components, which is what lets a server-rendered page hydrate with the same classes.
 *
 *   node --test scripts/support/styled-component-ids.test.mjs      (part of npm run lint)
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, test } from 'node:test';
import { addStyledComponentIds, styledComponentId } from './styled-component-ids.mjs';

const { default: styled, css } = createRequire(import.meta.url)('styled-components');

const HEADER = "import styled, { css } from 'styled-components';\n";
const CARD = `${HEADER}const Card = styled.div\`color: red;\`;
const Title = styled.h2.attrs({ role: 'heading' })<{ $big?: boolean }>\`font-size: 2rem;\`;
const Link = styled(Card).withConfig({ shouldForwardProp: () => true })\`\${css\`margin: 0;\`}\`;
export { Card, Title, Link };`;

/** Runs the transformed CARD module (import and type arguments removed) with the real styled-components. */
function createCardModule() {
  const body = addStyledComponentIds(CARD, 'src/Card.tsx', 'src/Card.tsx')
    .code.replace(HEADER, '')
    .replace(/<\{[^}]*\}>/g, '')
    .replace(/export \{ (.*) \};/, 'return { $1 };');
  return new Function('styled', 'css', body)(styled, css);
}
/** The same component without the transform, as styled-components names it by itself. */
const createPlainCard = () => new Function('styled', 'return styled.div`color: red;`')(styled);
/** Other components created in between, as another route's chunk would. */
const createOthers = () => new Function('styled', 'styled.span`x`; styled.p`y`;')(styled);

describe('styled-components ids', () => {
  test('an id for every styled template, in source order, and none for css or other tags', () => {
    const result = addStyledComponentIds(CARD, 'src/Card.tsx', 'packages/ui/src/Card.tsx');
    assert.ok(result);
    const ids = [...result.code.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1]);
    assert.deepEqual(
      ids,
      [0, 1, 2].map((ordinal) => styledComponentId('packages/ui/src/Card.tsx', ordinal)),
    );
    assert.match(result.code, /styled\.div\.withConfig\(\{ componentId: "sc-[0-9a-z]{8}" \}\)`color: red;`/);
    assert.match(
      result.code,
      /styled\.h2\.attrs\(\{ role: 'heading' \}\)\.withConfig\(.*\)<\{ \$big\?: boolean \}>`/,
    );
    assert.match(result.code, /\$\{css`margin: 0;`\}/, 'the css helper keeps no id');
    assert.ok(result.map, 'a source map for the shifted columns');
  });

  test('the id depends on the module path and ordinal only', () => {
    assert.equal(styledComponentId('a/B.tsx', 0), styledComponentId('a/B.tsx', 0));
    assert.notEqual(styledComponentId('a/B.tsx', 0), styledComponentId('a/B.tsx', 1));
    assert.notEqual(styledComponentId('a/B.tsx', 0), styledComponentId('a/C.tsx', 0));
    assert.match(styledComponentId('a/B.tsx', 0), /^sc-[0-9a-z]{8}$/);
  });

  test('modules without styled-components are left alone', () => {
    assert.equal(addStyledComponentIds('const styled = (s) => s; styled`x`;', 'a.ts', 'a.ts'), null);
    assert.equal(
      addStyledComponentIds(`${HEADER}export const rule = css\`color: red;\`;`, 'a.ts', 'a.ts'),
      null,
    );
  });

  test('a component keeps its id whatever was created before it, unlike without the transform', () => {
    const plainBefore = createPlainCard().styledComponentId;
    createOthers();
    assert.notEqual(
      createPlainCard().styledComponentId,
      plainBefore,
      'without ids, earlier components shift the id',
    );

    const before = createCardModule().Card.styledComponentId;
    createOthers();
    assert.equal(createCardModule().Card.styledComponentId, before);
    assert.equal(before, styledComponentId('src/Card.tsx', 0));
  });
});
