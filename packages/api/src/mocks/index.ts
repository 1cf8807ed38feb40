export {
  createMockApi,
  type ClassicAnswers,
  type MockApiOptions,
  type MockGuessdleApi,
} from './mock-api';
export {
  createHandlers,
  embedAccessHandler,
  resetMocks,
  scenarios,
  type HandlerOptions,
} from './handlers';
export { MOCK_DATE, type DailyAnswerFixture } from './fixtures';
export { createCronoSimulation, type CronoPerformer, type CronoSimulationOptions } from './crono';
// Seeded randomness, for fixtures and generated datasets in tests and benches.
export { randomUuid, seededRandom } from './random';
