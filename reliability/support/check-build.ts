import { assertServerBuilt } from './server-instances';

/** Once, before any file: without the built server every test would fail with the same message. */
export default function checkBuild() {
  assertServerBuilt();
}
