export type {
  Answer,
  AnswerRequest,
  AssistantEngine,
  Catalogue,
  ChartType,
  Cube,
  CubeFilter,
  CubeQuery,
  FieldDescriptor,
  Match,
  Member,
  SavedQueryDraft,
  TimeDimension,
  ValidatedExample,
} from "./types.js";
export { createEngine, type EngineOptions } from "./engine.js";
export { normalizeQuestion } from "./text/tokenize.js";
