import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/coverage/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name=/^(it|describe|test)$/][callee.property.name='only']",
          message: 'No focused tests.',
        },
      ],
    },
  },
  {
    // Tests read JSON bodies as they come; typing every fixture would say nothing the assertions don't.
    files: ['**/test/**/*.ts', 'e2e/**/*.ts', '**/*.spec.ts', '**/*.spec.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@tracker/gateway',
                '@tracker/auth-user',
                '@tracker/lists-progress',
                '@tracker/catalogue',
                '@tracker/social',
                '@tracker/dashboard',
                '**/services/*/src/**',
              ],
              message: 'Services never import each other: share through libs/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'libs/contracts/**/*.ts', 'libs/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@tracker/config',
                '@tracker/database',
                '@tracker/redis',
                '@tracker/testing',
                '@nestjs/*',
                'typeorm',
                'ioredis',
                'pg',
                'node:*',
              ],
              message: 'Browser-safe code imports only browser-safe libs (contracts, domain).',
            },
          ],
        },
      ],
    },
  },
);
