export type {
  Answer,
  AnswerRequest,
  AssistantEngine,
  Catalogue,
  ChartType,
  Cube,
  CubeFilter,
  LogicalFilter,
  QueryFilter,
  CubeQuery,
  FieldDescriptor,
  Match,
  Member,
  SavedQueryDraft,
  TimeDimension,
  ValidatedExample,
} from "./types.js";
export { createEngine, createEngineInSlices, type EngineOptions } from "./engine.js";
export { normalizeQuestion } from "./text/tokenize.js";
