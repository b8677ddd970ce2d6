/**
 * Star schemas keep dates in a calendar cube (`dim_date`, `Temps`, `Calendar`): one date column and its parts
 * (year, month, quarter, weekday, season). A fact cube with no date of its own is dated by it: "monthly rainfall in
 * 2024" over readings that join a calendar is about the calendar's date, not another dimension's (a station's
 * installation date).
 */
import type { CatalogueIndex, IndexedCube, IndexedMember } from "./index.js";
import { isKeyColumn } from "./index.js";
import { entityWords } from "./entity-nouns.js";

const isCountOnly = (measure: IndexedMember) => measure.type === "count";

/**
 * Names of the parts of a date, as catalogues name their calendar columns: English and the other languages
 * models are written in (French `annee`/`mois`, Spanish and Portuguese `ano`/`mes`, Italian, German). General
 * vocabulary, never the words of one model.
 */
const DATE_PART_WORDS = new Set([
  ...["year", "month", "day", "quarter", "week", "weekday", "weekend", "season", "semester", "fiscal", "dow", "doy"],
  ...["annee", "mois", "jour", "trimestre", "semaine", "saison", "semestre"],
  ...["ano", "mes", "dia", "semana", "temporada", "anno", "mese", "giorno", "settimana"],
  ...["jahr", "monat", "quartal", "woche", "wochentag"],
]);

/** At least this many of a cube's columns name date parts, and they are most of its columns that are not keys. */
const MIN_DATE_PARTS = 3;

/** Names of a calendar cube itself (`DimDate`, `dim_date`, `Calendar`), modelling words aside. */
const CALENDAR_NAMES = new Set(["date", "dates", "calendar", "day", "days"]);

function isCalendar(cube: IndexedCube): boolean {
  if (!cube.dimensions.some((dimension) => dimension.type === "time")) return false;
  // Named as a calendar and holding no figures of its own but a count: whatever its columns, it dates the facts.
  const named = entityWords(cube.nameWords);
  if (named.length > 0 && named.every((word) => CALENDAR_NAMES.has(word)) && cube.measures.every(isCountOnly))
    return true;
  const columns = cube.dimensions.filter((dimension) => dimension.type !== "time" && !isKeyColumn(dimension));
  const parts = columns.filter((dimension) => dimension.nameWords.some((word) => DATE_PART_WORDS.has(word)));
  return parts.length >= MIN_DATE_PARTS && parts.length * 2 >= columns.length;
}

const calendars = new WeakMap<CatalogueIndex, IndexedMember | null>();

/** The date of the catalogue's one calendar cube, if it has exactly one. */
export function calendarDateOf(index: CatalogueIndex): IndexedMember | undefined {
  let date = calendars.get(index);
  if (date === undefined) {
    const found = index.cubes.filter(isCalendar);
    date = found.length === 1 ? found[0]!.dimensions.find((dimension) => dimension.type === "time")! : null;
    calendars.set(index, date);
  }
  return date ?? undefined;
}
