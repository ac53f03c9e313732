export { createFakeCall, type FakeCall, type FakeHandlers } from './fake-call.ts';
export {
  createTestQueryClient,
  renderWithClient,
  staticAuthSource,
  type RenderWithClientOptions,
  type RenderWithClientResult,
} from './render.tsx';
