import { defineConfig } from 'vitest/config'

// Three projects, one `npm test`: unit tests (`*.unit.test.ts`: pure code, no database, no
// server), integration tests (the app in process through `inject`, on the run's database) and
// black-box tests (`test/blackbox/`: the built server and CLI as processes). One project alone:
// `npx vitest run --project unit`. Only the two that reach a database get the run's database.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores: more workers only queue behind PGlite start-ups.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.unit.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/**/*.test.ts'],
          exclude: ['test/**/*.unit.test.ts', 'test/blackbox/**'],
          globalSetup: ['test/helpers/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'blackbox',
          include: ['test/blackbox/**/*.test.ts'],
          exclude: ['test/blackbox/**/*.unit.test.ts'],
          globalSetup: ['test/helpers/global-setup.ts'],
        },
      },
    ],
  },
})
