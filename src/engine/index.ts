/** The rules engine's public face: pure functions over plain data, no DOM, storage, clock or randomness. */
export * from './types';
export * from './result';
export * from './rules';
export * from './reasons';
export * from './scoring';
export * from './state';
export * from './deal';
export * from './moves';
export * from './legal';
export * from './autoplay';
export * from './game';
export * from './notation';
export * from './messages';
export * from './presets';
export * from './params';
export * from './save';
export * from './snapshot';
export { Mt19937, uniformInt } from './random';
