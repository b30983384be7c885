// Jest compiles TypeScript/JSX with the same Babel preset Gatsby uses, so tests see the code as the site does.
const babelOptions = {
  presets: ['babel-preset-gatsby', '@babel/preset-typescript'],
};
module.exports = require('babel-jest').default.createTransformer(babelOptions);
