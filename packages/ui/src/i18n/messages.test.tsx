import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ApiError,
  NetworkError,
  passwordMessages,
  RESET_MAIL_SENT,
  toApiError,
  ValidationError,
} from '@abossey/sdk';
import { act, render, screen } from '@testing-library/react';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';
import { I18nProvider } from './I18nProvider';
import { type TranslatedLanguage, translatedLanguages } from './languages';
import {
  errorMessage,
  isKnownMessage,
  knownMessages,
  MESSAGES_NAMESPACE,
  messageResources,
  translateError,
  translateMessage,
} from './messages';
import { useMessageTranslation } from './useMessageTranslation';

const catalogue = messageResources as Record<TranslatedLanguage, Record<string, string>>;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(translatedLanguages)('message catalogue in %s', (lng) => {
  const own = catalogue[lng];

  it('has every message, and nothing else', () => {
    expect(Object.keys(own).sort()).toEqual([...knownMessages].sort());
  });

  it('has no empty translations and keeps the placeholders of the English text', () => {
    const problems = Object.entries(own).flatMap(([key, value]) => {
      if (typeof value !== 'string' || !value.trim()) return [`${key}: empty`];
      const expected = placeholders(key);
      const actual = placeholders(value);
      return JSON.stringify(expected) === JSON.stringify(actual)
        ? []
        : [`${key}: {{${expected.join('}}, {{')}}} ≠ {{${actual.join('}}, {{')}}}`];
    });
    expect(problems).toEqual([]);
  });
});

describe('message catalogue', () => {
  it('maps each English text to itself in en', () => {
    const differing = Object.entries(catalogue.en).filter(([key, value]) => key !== value);
    expect(differing).toEqual([]);
  });

  it.each(translatedLanguages.filter((lng) => lng !== 'en'))('is actually translated in %s', (lng) => {
    const same = Object.entries(catalogue[lng]).filter(([key, value]) => key === value);
    expect(same).toEqual([]);
  });

  it('writes placeholders only as {{name}}', () => {
    const odd = knownMessages.filter((key) =>
      /\{(?!\{)[^}]*\}|\{\{[^}]*\W[^}]*\}\}/.test(key.replace(/\{\{\w+\}\}/g, '')),
    );
    expect(odd).toEqual([]);
  });

  it('uses French no-break spaces before two-part punctuation', () => {
    const loose = Object.values(catalogue.fr).filter((text) => / [!?:;»]|« /.test(text));
    expect(loose).toEqual([]);
  });
});

// -------------------------------------------------------------------------------------------------------------
// Every message the SDK and the API can put in front of a user must be in the catalogue. The sources are parsed
// with the TypeScript compiler, so a new message without a translation fails here.

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const PLACEHOLDER_MARK = '\u0000';
/** A message with its variable parts reduced to one mark, for comparing templates with catalogue keys. */
const shape = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, PLACEHOLDER_MARK);
const catalogueShapes = new Set(knownMessages.map(shape));
const inCatalogue = (text: string) => catalogueShapes.has(shape(text));

/** Looks like a sentence someone reads: starts with a capital and has a space, or has at least four words. */
const isSentence = (text: string) =>
  text.trim() !== '' && ((/^[A-Z"]/.test(text) && /\s/.test(text)) || text.trim().split(/\s+/).length >= 4);

function sourceFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .map((f) => join(repoRoot, dir, f));
}

function parse(file: string, text = readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** The text of a string literal or template (`${...}` parts become the placeholder mark), else undefined. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => PLACEHOLDER_MARK + span.literal.text).join('');
  return undefined;
}

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node);
  node.forEachChild((child) => walk(child, visit));
}

/** Module-level and local `const NAME = 'text'` declarations of a file. */
function constants(source: ts.SourceFile): Map<string, string> {
  const found = new Map<string, string>();
  walk(source, (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const text = literalText(node.initializer);
      if (text !== undefined) found.set(node.name.text, text);
    }
  });
  return found;
}

interface Found {
  text: string;
  where: string;
}

/**
 * SDK: every sentence-like string literal or template (zod `error`/`message`, `.min(…, '…')`, `.refine(…, '…')`,
 * `fallback:`, exported message constants, password messages, errors.ts defaults). Not: import paths, property
 * names, literal types, and the items of arrays (enum values such as 'Brand New' or 'South Africa').
 */
function sdkMessages(files: string[], read?: (file: string) => string): Found[] {
  const found: Found[] = [];
  for (const file of files) {
    const source = parse(file, read?.(file));
    walk(source, (node) => {
      const text = literalText(node);
      if (text === undefined || !isSentence(text)) return;
      const parent = node.parent;
      if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return;
      if (ts.isArrayLiteralExpression(parent) || ts.isLiteralTypeNode(parent)) return;
      if (ts.isPropertyAssignment(parent) && parent.name === node) return;
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ text, where: `${relative(repoRoot, file)}:${line + 1}` });
    });
  }
  return found;
}

const sdkConstants = new Map<string, string>();
for (const file of sourceFiles('packages/sdk/src'))
  for (const [name, text] of constants(parse(file)))
    if (/^[A-Z][A-Z0-9_]+$/.test(name)) sdkConstants.set(name, text);

const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'int',
  'positive',
  'nonnegative',
  'email',
]);

/**
 * API: what error answers carry — the message of `new HttpError(status, message, details)`,
 * `new NotFoundError(message)`, `badInput(path, message)` and their details, `authProblem` reasons, zod check
 * messages of the routes' own schemas, the `{data: {message}}` confirmations of the routes and the error
 * handler's `message:` texts. Constants are followed (in the file, then the SDK's).
 */
function apiMessages(files: string[]): Found[] {
  const found: Found[] = [];
  for (const file of files) {
    const source = parse(file);
    const local = constants(source);
    const isRoute = /[/\\]routes[/\\]/.test(file);
    const isErrorHandler = relative(repoRoot, file).replaceAll('\\', '/') === 'apps/api/src/errors.ts';
    const add = (expression: ts.Expression | undefined) => {
      if (!expression) return;
      if (ts.isParenthesizedExpression(expression)) return add(expression.expression);
      if (ts.isConditionalExpression(expression)) {
        add(expression.whenTrue);
        add(expression.whenFalse);
        return;
      }
      if (
        ts.isBinaryExpression(expression) &&
        [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(
          expression.operatorToken.kind,
        )
      ) {
        add(expression.left);
        add(expression.right);
        return;
      }
      const text = ts.isIdentifier(expression)
        ? (local.get(expression.text) ?? sdkConstants.get(expression.text))
        : literalText(expression);
      if (text === undefined || !isSentence(text)) return;
      const { line } = source.getLineAndCharacterOfPosition(expression.getStart());
      found.push({ text, where: `${relative(repoRoot, file)}:${line + 1}` });
    };
    const addDetails = (expression: ts.Expression | undefined) => {
      if (!expression) return;
      walk(expression, (node) => {
        if (ts.isPropertyAssignment(node) && node.name.getText() === 'message') add(node.initializer);
      });
    };
    walk(source, (node) => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
        const args = node.arguments ?? [];
        if (node.expression.text === 'HttpError') {
          add(args[1]);
          addDetails(args[2]);
        }
        if (node.expression.text === 'NotFoundError') add(args[0]);
      }
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isIdentifier(callee) && callee.text === 'badInput') add(node.arguments[1]);
        if (isRoute && ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(callee.name.text))
          add(node.arguments.at(-1));
      }
      if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isPropertyAccessExpression(node.left) &&
        node.left.name.text === 'authProblem'
      )
        add(node.right);
      if (ts.isPropertyAssignment(node) && node.name.getText() === 'message') {
        const inData =
          ts.isObjectLiteralExpression(node.parent) &&
          ts.isPropertyAssignment(node.parent.parent) &&
          node.parent.parent.name.getText() === 'data';
        if (isErrorHandler || (isRoute && inData)) add(node.initializer);
      }
    });
  }
  return found;
}

const sdkFiles = [
  ...sourceFiles('packages/sdk/src/schemas'),
  ...sourceFiles('packages/sdk/src/resources'),
  join(repoRoot, 'packages/sdk/src/domain/password.ts'),
  join(repoRoot, 'packages/sdk/src/domain/text-safety.ts'),
  join(repoRoot, 'packages/sdk/src/validation-messages.ts'),
  join(repoRoot, 'packages/sdk/src/errors.ts'),
];
const fromSdk = sdkMessages(sdkFiles);
const fromApi = apiMessages(sourceFiles('apps/api/src'));
const missing = (found: Found[]) =>
  [...new Map(found.filter((f) => !inCatalogue(f.text)).map((f) => [f.text, f.where]))].map(
    ([text, where]) => `${where}: ${JSON.stringify(text.replaceAll(PLACEHOLDER_MARK, '{{…}}'))}`,
  );

describe('every SDK message is in the catalogue', () => {
  it('finds the messages of the schemas, fallbacks, password rules and errors', () => {
    const texts = new Set(fromSdk.map((f) => f.text));
    expect(texts.size).toBeGreaterThan(100);
    for (const text of [
      'Email is required!',
      'Password must be at least 8 characters!',
      'Failed to fetch products',
      'Something went wrong!',
      'No response received from server. Please check your connection.',
      `Server error: ${PLACEHOLDER_MARK}`,
      `Price must be at most ${PLACEHOLDER_MARK}`,
      "Product state must be 'Brand New' or 'Used'",
      'notificationIds must be a list of notification ids',
      RESET_MAIL_SENT,
      ...Object.values(passwordMessages),
    ])
      expect(texts).toContain(text);
  });

  it('skips enum values, imports and property names', () => {
    const texts = new Set(fromSdk.map((f) => f.text));
    for (const text of ['Brand New', 'South Africa', 'Ghana', '../domain/password.js'])
      expect(texts).not.toContain(text);
  });

  it('has a translation for each of them', () => {
    expect(missing(fromSdk)).toEqual([]);
  });

  it('would report a new schema message without a translation', () => {
    const file = join(repoRoot, 'packages/sdk/src/schemas/new.ts');
    const code = [
      "export const x = z.string({ error: 'Brand new message!' }).min(3, 'Email is required!');",
      "export const y = z.enum(['Brand New', 'Used']);",
      'export const z2 = request({ fallback: `Failed to frobnicate \u0024{id} widgets` });',
    ].join('\n');
    expect(missing(sdkMessages([file], () => code))).toEqual([
      'packages/sdk/src/schemas/new.ts:1: "Brand new message!"',
      'packages/sdk/src/schemas/new.ts:3: "Failed to frobnicate {{…}} widgets"',
    ]);
  });
});

describe('every API error message is in the catalogue', () => {
  it('finds the messages of HttpError, NotFoundError, details, auth problems and confirmations', () => {
    const texts = new Set(fromApi.map((f) => f.text));
    expect(texts.size).toBeGreaterThan(40);
    for (const text of [
      'Invalid email or password',
      'You are not allowed to do this.',
      'Too many attempts. Please wait a few minutes and try again.',
      'Your session has expired. Please sign in again.',
      `Out of stock: "${PLACEHOLDER_MARK}"`,
      `Only ${PLACEHOLDER_MARK} left of "${PLACEHOLDER_MARK}"`,
      'The product ID does not match the product being reviewed',
      'User deleted successfully',
      'Password has been reset successfully!',
      'A value in the request is invalid.',
      'Only image files are allowed',
      'Invalid user IDs provided for transfer',
    ])
      expect(texts).toContain(text);
  });

  it('has a translation for each of them', () => {
    expect(missing(fromApi)).toEqual([]);
  });
});

// -------------------------------------------------------------------------------------------------------------

describe('translateMessage', () => {
  const fr = createI18n({ lng: 'fr', persist: false });

  it('registers the messages namespace next to ui', () => {
    expect(MESSAGES_NAMESPACE).toBe('messages');
    expect(fr.options.ns).toContain('messages');
    expect(fr.t('productCard.addToCart')).toBe('Ajouter au panier');
  });

  it('answers the translation of a known message, even with dots, colons and exclamation marks', () => {
    expect(translateMessage(fr, 'Email is required!')).toBe('L’adresse e-mail est obligatoire\u00a0!');
    expect(translateMessage(fr, 'Failed to reset password. The link may have expired.')).toBe(
      'Échec de la réinitialisation du mot de passe. Le lien a peut-être expiré.',
    );
    expect(translateMessage(fr, 'Image URL must be an https URL or an uploaded image (/uploads/...)')).toBe(
      'L’URL de l’image doit commencer par https ou être une image envoyée (/uploads/...)',
    );
    // zod's checks without a message of their own answer ours (issue 21), with their numbers kept.
    expect(translateMessage(fr, 'Must be at most 100 characters')).toBe('Au maximum 100 caractères');
    expect(translateMessage(fr, 'Must be at most 100')).toBe('Doit être au maximum 100');
    expect(translateMessage(fr.t, 'Failed to fetch products')).toBe('Impossible de récupérer les produits');
    expect(translateMessage(createI18n({ lng: 'ar', persist: false }), 'Something went wrong!')).toBe(
      'حدث خطأ ما!',
    );
    expect(translateMessage(createI18n({ lng: 'cn', persist: false }), 'Login failed')).toBe('登录失败');
  });

  it('answers an unknown message unchanged', () => {
    expect(translateMessage(fr, 'The moon is made of cheese.')).toBe('The moon is made of cheese.');
    expect(translateMessage(fr, 'dialog')).toBe('dialog');
    expect(translateMessage(fr, '')).toBe('');
    expect(isKnownMessage('The moon is made of cheese.')).toBe(false);
  });

  it('falls back to English for languages without their own texts', () => {
    expect(translateMessage(createI18n({ lng: 'de', persist: false }), 'Email is required!')).toBe(
      'Email is required!',
    );
  });

  it('interpolates the values the app passes with a catalogue key', () => {
    expect(translateMessage(fr, 'Order status updated to {{status}}', { status: 'Livrée' })).toBe(
      'Statut de la commande mis à jour\u00a0: Livrée',
    );
    expect(translateMessage(fr, '{{count}} orders deleted successfully!', { count: 3 })).toBe(
      '3 commandes supprimées avec succès\u00a0!',
    );
    expect(translateMessage(fr, 'Not found - No results found for "{{query}}"', { query: 'brake' })).toBe(
      'Introuvable - Aucun résultat pour «\u00a0brake\u00a0»',
    );
  });

  it('recognises concrete texts with variable parts and keeps the values', () => {
    expect(translateMessage(fr, 'Out of stock: "Brake pad set"')).toBe(
      'Rupture de stock\u00a0: «\u00a0Brake pad set\u00a0»',
    );
    expect(translateMessage(fr, 'Only 2 left of "Oil filter"')).toBe(
      'Plus que 2 en stock pour «\u00a0Oil filter\u00a0»',
    );
    expect(translateMessage(fr, 'Server error: 502')).toBe('Erreur du serveur\u00a0: 502');
    expect(translateMessage(fr, 'Price must be at most 10000000')).toBe(
      'Le prix ne doit pas dépasser 10000000',
    );
    expect(translateMessage(fr, 'Product 12 is no longer available')).toBe(
      'Le produit 12 n’est plus disponible',
    );
  });

  it('translates the message inside a message (Upload failed: {server message})', () => {
    expect(
      translateMessage(fr, 'Upload failed: {{message}}', { message: 'File must be less than 5MB' }),
    ).toBe('Échec de l’envoi\u00a0: Le fichier doit faire moins de 5 Mo');
    expect(translateMessage(fr, 'Delivery address: Address not found')).toBe(
      'Adresse de livraison\u00a0: Adresse introuvable',
    );
    expect(translateMessage(fr, 'Upload failed: {{message}}', { message: 'Disk on fire' })).toBe(
      'Échec de l’envoi\u00a0: Disk on fire',
    );
    expect(
      translateMessage(fr, 'Invalid body field "data.email": Email is required! (and 2 more problems)'),
    ).toBe(
      'Champ «\u00a0data.email\u00a0» invalide\u00a0: L’adresse e-mail est obligatoire\u00a0! (et 2 autres problèmes)',
    );
  });
});

describe('errorMessage / translateError', () => {
  const fr = createI18n({ lng: 'fr', persist: false });

  it('translates the message of an SDK error, the server’s or the §8 fallback', () => {
    expect(
      errorMessage(fr, toApiError(409, { message: 'Out of stock: "Spark plug"', error: 'Conflict' })),
    ).toBe('Rupture de stock\u00a0: «\u00a0Spark plug\u00a0»');
    expect(errorMessage(fr, toApiError(500, null, 'Failed to fetch orders'))).toBe(
      'Impossible de récupérer les commandes',
    );
    expect(errorMessage(fr, new NetworkError())).toBe(
      'Aucune réponse du serveur. Veuillez vérifier votre connexion.',
    );
    expect(errorMessage(fr, new ApiError('Shop closed for lunch', 403))).toBe('Shop closed for lunch');
  });

  it('translates the field details, and shows them when the summary is not in the catalogue', () => {
    const error = new ValidationError(
      'Invalid body field "data.password": Password is required! (and 1 more problem)',
      400,
      [
        { path: 'data.password', message: 'Password is required!' },
        { path: 'data.email', message: 'Email is required!' },
      ],
    );
    expect(translateError(fr, error).details).toEqual([
      { path: 'data.password', message: 'Le mot de passe est obligatoire\u00a0!' },
      { path: 'data.email', message: 'L’adresse e-mail est obligatoire\u00a0!' },
    ]);
    const summary = new ValidationError('Validation failed', 400, [
      { path: 'data.email', message: 'Email is required!' },
      { path: 'data.name', message: 'Email is required!' },
    ]);
    expect(errorMessage(fr, summary)).toBe('L’adresse e-mail est obligatoire\u00a0!');
    const unknownDetail = new ValidationError('Validation failed', 400, [{ path: 'x', message: 'Nope' }]);
    expect(errorMessage(fr, unknownDetail)).toBe('Validation failed');
  });

  it('shows the §8 default for things that are not API errors', () => {
    expect(errorMessage(fr, new TypeError('x is undefined'))).toBe('Une erreur s’est produite\u00a0!');
    expect(errorMessage(fr, new Error('Failed to load data'))).toBe('Impossible de charger les données');
    expect(errorMessage(fr, undefined)).toBe('Une erreur s’est produite\u00a0!');
    expect(errorMessage(fr, 'Login failed')).toBe('Échec de la connexion');
  });
});

function Messages({ error }: { error: unknown }) {
  const { tm, errorMessage: describe } = useMessageTranslation();
  return (
    <>
      <p>{tm('Logged out successfully')}</p>
      <p>{tm('Order status updated to {{status}}', { status: 'X' })}</p>
      <output>{describe(error)}</output>
    </>
  );
}

describe('useMessageTranslation', () => {
  it('translates in the provider’s language and follows changes', async () => {
    const i18n = createI18n({ lng: 'fr', persist: false });
    render(
      <I18nProvider i18n={i18n}>
        <Messages error={toApiError(401, { message: 'Invalid email or password' })} />
      </I18nProvider>,
    );
    expect(screen.getByText('Vous êtes bien déconnecté')).toBeInTheDocument();
    expect(screen.getByText('Statut de la commande mis à jour : X')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Adresse e-mail ou mot de passe incorrect');
    await act(() => i18n.changeLanguage('vi'));
    expect(screen.getByText('Đăng xuất thành công')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Email hoặc mật khẩu không đúng');
  });

  it('works without a provider (English)', () => {
    render(<Messages error={new Error('boom')} />);
    expect(screen.getByText('Logged out successfully')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Something went wrong!');
  });
});
