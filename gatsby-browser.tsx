import './src/styles/global.css';

export { wrapPageElement } from './src/shell/wrapPageElement';
