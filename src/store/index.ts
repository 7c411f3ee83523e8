export { createSimStore, type SimInit, type SimStore, type SimStoreState } from './createSimStore';
export { SimStoreProvider, useSimStore, useSimStoreApi } from './SimStoreProvider';
export * from './selectors';
