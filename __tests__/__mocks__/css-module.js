// CSS modules in the tests: `styles.name` reads 'name' (what identity-obj-proxy did, in place of it).
// `__esModule` is false so that `import styles from './x.module.css'` gets this object itself.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : key) });
