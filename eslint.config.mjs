import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { boundaryConfigs } from './eslint.boundaries.mjs';

/** `x instanceof SomethingError` (or …Rejected, …Unavailable, …TooLarge) where the class is not one of JavaScript's own. */
const BUILT_IN_ERRORS = ['Error', 'RangeError', 'TypeError', 'SyntaxError', 'ReferenceError', 'EvalError', 'URIError', 'AggregateError', 'DOMException'];
export const OWN_ERROR_INSTANCEOF = `BinaryExpression[operator='instanceof'][right.type='Identifier'][right.name=/^(?!(${BUILT_IN_ERRORS.join('|')})$)[A-Z][A-Za-z0-9]*(Error|Rejected|Unavailable|TooLarge)$/]`;

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'data/**', 'drizzle/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Our own errors are recognised by their brand (`ApiError.is(e)`, lib/error-brand.ts), never by class identity:
      // a production build may hold two copies of a module, and `instanceof` fails across them (issue 45 item 3).
      'no-restricted-syntax': ['error', { selector: OWN_ERROR_INSTANCEOF, message: 'Recognise our own errors by their brand (Class.is(value), lib/error-brand.ts), not instanceof: a production build may hold two copies of the class.' }],
    },
  },
  ...boundaryConfigs,
];

export default config;
