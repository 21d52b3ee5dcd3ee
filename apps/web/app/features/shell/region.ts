// The region of a request lives in lib (loaders and route actions of every area read it); root.tsx still
// imports it from here.
export { requestedRegion } from '../../lib/request-region.ts';
