import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'zh-CN'],
  fallbackLocales: { default: 'en' },
  // No line numbers, so moving code does not churn the catalogs.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.*', 'src/routeTree.gen.ts'],
    },
  ],
});
