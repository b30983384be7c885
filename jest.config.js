/** Two projects: fast unit/component tests in jsdom, and browser tests against the built site. */
const common = {
  transform: { '^.+\\.(m?js|jsx|tsx?)$': '<rootDir>/jest.preprocess.js' },
  moduleNameMapper: {
    '.+\\.(css|styl|less|sass|scss)$': '<rootDir>/__tests__/__mocks__/css-module.js',
    '.+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2)$': '<rootDir>/__tests__/__mocks__/file-mock.js',
    '^gatsby$': '<rootDir>/__tests__/__mocks__/gatsby.tsx',
  },
  testPathIgnorePatterns: ['node_modules', '\\.cache', '<rootDir>.*/public'],
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link|markdown-it-github-alerts)/)'],
  globals: { __PATH_PREFIX__: '' },
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/__tests__/unit/**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup/unit.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/__tests__/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/__tests__/setup/e2eGlobalSetup.ts',
      globalTeardown: '<rootDir>/__tests__/setup/e2eGlobalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/__tests__/setup/e2e.ts'],
    },
  ],
};
