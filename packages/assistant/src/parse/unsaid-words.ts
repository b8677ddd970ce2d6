/**
 * Which words of a member's name a phrase may leave unsaid (its aggregation, the kind of column, a unit), and whether
 * a phrase named its member only in part. Candidates (`candidates.ts`) score with these words; the answer's
 * confidence (`assemble.ts`) drops for a member read from part of its name.
 */
import { STOPWORDS, UNIT_WORDS } from "../text/lexicon.js";
import { wordKeys } from "../text/words.js";
import type { Mention, ParseState } from "./state.js";

export const AGGREGATION_PREFIXES = new Set([
  "sum",
  "total",
  "avg",
  "average",
  "mean",
  "min",
  "minimum",
  "max",
  "maximum",
  "count",
  "cnt",
  "number",
  "num",
]);
/** Words that only say what kind of text column a name is: left unsaid, they set no column apart. */
export const COLUMN_KIND_WORDS = new Set([
  ...["name", "id", "key", "code", "identifier", "label", "title", "text", "description"],
  ...["col", "column"],
]);
/** Words a name may leave unsaid without naming something else: its aggregation, and what kind of column it is. */
const UNSAID_WORDS = new Set([
  ...AGGREGATION_PREFIXES,
  ...COLUMN_KIND_WORDS,
  ...["full", "value", "amount", "unique", "distinct", "flag", "desc"],
  ...["date", "time", "at", "timestamp", "on"],
  ...UNIT_WORDS,
]);

/**
 * The phrase names its member only in part: the words said name other members too ("hours" is also in
 * `timeToDecisionHours`), and every name of this one keeps a content word the asker did not say ("resolution" of
 * `avgResolutionHours`). At first contact with new models such readings were right 14 times in 37. An
 * aggregation, a column-kind word ("code", "date") or a unit left unsaid sets nothing apart ("respondents" for
 * `uniqueRespondents`).
 */
export function leavesNameWordUnsaid(state: ParseState, mention: Mention): boolean {
  const candidate = mention.chosen;
  const member = candidate?.member;
  if (!candidate || !member || candidate.via !== "label" || candidate.coverage >= 1) return false;
  const index = state.index;
  const phrase = state.tokens.slice(mention.start, mention.end).map((token) => token.text);
  const said = new Set(phrase.flatMap((word) => wordKeys(word, "question")));
  const cube = index.cubeByName.get(member.cube);
  // A qualifier that other columns of the cube share ("location" of location_city and location_country) groups
  // them; it does not set this one apart.
  const shared = (word: string) =>
    cube !== undefined &&
    [...cube.measures, ...cube.dimensions].some((other) => other !== member && other.nameWords.includes(word));
  // Parts of a word typed as one ("hostnames" for host_name, "changelog" for change_log) were said.
  const inSaidWord = (word: string) =>
    word.length >= 3 && phrase.some((typed) => typed !== word && typed.includes(word));
  const unsaid = (word: string) =>
    !STOPWORDS.has(word) &&
    !inSaidWord(word) &&
    !UNSAID_WORDS.has(word) &&
    !wordKeys(word, "catalogue").some((key) => said.has(key) || cube?.keys.has(key)) &&
    !shared(word);
  // Only words that set a column apart can single it out; a phrase of aggregations ("total number of") never does.
  const content = phrase.filter((word) => !STOPWORDS.has(word) && !UNSAID_WORDS.has(word));
  const namesOthers =
    content.length === 0 ||
    content.some((word) =>
      wordKeys(word, "question").some((key) =>
        (index.memberKeys.get(key) ?? []).some((hit) => hit.member !== member && hit.source === "name"),
      ),
    );
  return (
    namesOthers &&
    [member.nameWords, member.titleWords, ...member.aliasWords]
      .filter((words) => words.length > 0)
      .every((words) => words.some(unsaid))
  );
}
