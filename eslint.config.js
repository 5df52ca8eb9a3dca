// @ts-check
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
	{ ignores: ['build/', 'node_modules/', '.react-router/', 'data/', '.tmp/', 'test-results/', 'playwright-report/', 'bench-results/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	jsxA11y.flatConfigs.recommended,
	{
		files: ['app/**'],
		plugins: { 'react-hooks': reactHooks },
		rules: {
			'react-hooks/rules-of-hooks': 'error',
			'react-hooks/exhaustive-deps': 'error',
		},
	},
	{
		languageOptions: { globals: { ...globals.node, ...globals.browser } },
		rules: {
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
			// Server-only modules must never be imported by client code paths; the build enforces it.
			// Icons come from the cached sprite, not as inline paths (docs/performance.md, "HTML weight and icons").
			'no-restricted-imports': [
				'error',
				{
					paths: [{ name: 'lucide-react', message: 'Import icons from ~/components/ui/icons: run `node scripts/icons-sprite.js`, which switches the import and adds the icon to the sprite.' }],
					patterns: [{ group: ['*.server.ts'], message: 'Import server modules without the .ts extension.' }],
				},
			],
		},
	},
	{
		// zod is 24 KB gzip: browser code imports it for types only. Schemas live in *-schema.ts
		// modules, loaded by the server, the tests and the forms that check with them
		// (docs/performance.md, "Page weight").
		files: ['app/**/*.ts', 'app/**/*.tsx'],
		ignores: ['**/*-schema.ts', '**/*-schemas.ts', '**/*.server.ts', '**/*.test.ts', '**/*.test.tsx', 'app/config/live-update.ts', 'app/lib/zod.ts'],
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{
					paths: [
						{
							name: 'zod',
							allowTypeImports: true,
							message: 'Import zod with `import type` here; put the schema in a *-schema.ts module (see docs/performance.md).',
						},
						{
							name: '~/lib/zod',
							allowTypeImports: true,
							message: 'Import zod with `import type` here; put the schema in a *-schema.ts module (see docs/performance.md).',
						},
					],
				},
			],
		},
	},
	{
		files: ['tests/**', '**/*.test.ts', '**/*.test.tsx'],
		rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
	},
)
