/** Question text -> tokens. Quoted literals stay whole (they are filter values typed by the user). */

export interface Token {
  /** Lowercased text, with typos corrected later by the engine. */
  text: string;
  /** As typed (case kept) for values, names and capitalisation cues. */
  raw: string;
  /** The token was inside quotes: a literal, never a member word. */
  quoted: boolean;
  /** A comma or semicolon follows: a clause ends here ("by return flag, excluding MAIL"). */
  pause: boolean;
  /** Typed with a possessive apostrophe ("user's", "users'"): the word owns what follows, it is not its head. */
  possessive: boolean;
  /** A hyphen joins it to the next token ("freelance-gigs"): a value typed so keeps its hyphen. */
  hyphenAfter: boolean;
}

/** The one way tokens are made, so every token has the same object shape (keeps the JIT's code monomorphic). */
export function makeToken(
  text: string,
  raw: string,
  quoted: boolean,
  pause = false,
  possessive = false,
  hyphenAfter = false,
): Token {
  return { text, raw, quoted, pause, possessive, hyphenAfter };
}

/** The API accepts questions up to this length and the whole of it is read; anything longer is not a question. */
const MAX_QUESTION_CHARS = 10_000;

const QUOTED = /(^|[\s(:,=])(['"\u2018\u201c])(.+?)(['"\u2019\u201d])(?=$|[\s),.;:?!])/gu;
// Order matters: dates, grouped numbers, numbers joined by hyphens (a tax id "30-71234567-8", a financial year
// "2024-2025", read as their numbers joined by `hyphenAfter`), codes ("2-HIGH", "Brand#12") and dotted versions
// ("4.0.0") before plain numbers and words.
const TOKEN =
  /\d{4}-\d{2}-\d{2}|\d+(?:-\d+)+(?![\p{L}\d])|[$€£]?\d{1,3}(?:,\d{3})+(?:\.\d+)?[kmb]?(?![\p{L}\d])|\d+[-#][\p{L}][\p{L}\p{N}#-]*|\d+(?:\.\d+){2,}(?![\p{L}\d])|[$€£]?\d+(?:\.\d+)?[kmb%]?(?![\p{L}\d])|[\p{L}\p{N}][\p{L}\p{N}@._'’&+#_-]*[\p{L}\p{N}]|[\p{L}\p{N}]|[<>]=?|=|#|&/gu;

/** Case, punctuation and spacing folding used to recognise a question asked again. */
export function normalizeQuestion(question: string): string {
  return String(question ?? "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&#@]+/gu, " ")
    .trim();
}

const HYPHENED_NUMBERS = /^\d+(?:-\d+)+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** "45-day", "12-month": a span of time written as one word, as names spell it in two ("Rolling 45-Day Count"). */
const SPANS_OF_TIME = /^\d+-(?:second|minute|hour|day|week|month|quarter|year)s?$/i;

function splitWord(raw: string): string[] {
  // Codes, numbers, dates, e-mails and identifiers typed as such ("c_mktsegment") stay whole; plain hyphenated words
  // split ("best-selling"), and so do numbers joined by hyphens and spans of time, each part hyphened to the next
  // ("0-19" still reads a title "Total 0-19 ans" word by word).
  if ((HYPHENED_NUMBERS.test(raw) && !ISO_DATE.test(raw)) || SPANS_OF_TIME.test(raw)) return raw.split("-");
  if (/\d/.test(raw) || raw.includes("@") || raw.includes("_")) return [raw];
  const cleaned = raw.replace(/['’]s$/i, "").replace(/\.+$/, "");
  return cleaned.split(/[-]/).filter((part) => part.length > 0);
}

function plainTokens(segment: string): Token[] {
  const tokens: Token[] = [];
  for (const match of segment.matchAll(TOKEN)) {
    const parts = splitWord(match[0]);
    const after = segment.slice((match.index ?? 0) + match[0].length);
    const pause = /^\s*[,;]/.test(after);
    const possessive = /['’]s$/i.test(match[0]) || (/s$/i.test(match[0]) && /^['’](?![\p{L}\p{N}])/u.test(after));
    parts.forEach((part, k) => {
      const last = k === parts.length - 1;
      tokens.push(makeToken(part.toLowerCase(), part, false, pause && last, possessive && last, !last));
    });
  }
  return tokens;
}

/**
 * The word after "starting with", "ending with", "containing" is a value typed as the user means it:
 * "/case-studies", ".io" keep their punctuation and case (ANSWERS.md rule 6), so it is quoted before
 * tokenising. Only a word with punctuation inside is quoted; plain words go on as ordinary tokens.
 */
const TEXT_OPERATOR_LITERAL =
  /(\b(?:(?:starting|starts|start|beginning|begins|begin|ending|ends|end)\s+with|containing|contains|contain)\s+)([^\s'"\u2018\u201c]+?)(?=[?!,;:]*(?:\s|$))/giu;

function quoteOperatorLiterals(text: string): string {
  return text.replace(TEXT_OPERATOR_LITERAL, (whole, lead: string, literal: string) =>
    /^[\p{L}\p{N}]+$/u.test(literal) ? whole : `${lead}"${literal}"`,
  );
}

/** "no. of X" (with its period, so never the word "no") is the usual written short form of "number of". */
const NUMBER_SIGN = /\bno\.\s*(?=of\b)/giu;
/** "%" after a word ("first dose %", "margin%") is the word "percent"; after a number it stays part of it ("50%"). */
const PERCENT_SIGN = /(?<=\p{L})\s*%(?![\p{L}\p{N}])/gu;

export function tokenize(question: string): Token[] {
  const text = quoteOperatorLiterals(
    String(question ?? "")
      .normalize("NFKC")
      .slice(0, MAX_QUESTION_CHARS)
      .replace(NUMBER_SIGN, "number ")
      .replace(PERCENT_SIGN, " percent"),
  );
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(QUOTED)) {
    const literal = match[3] ?? "";
    const start = (match.index ?? 0) + (match[1]?.length ?? 0);
    tokens.push(...plainTokens(text.slice(last, start)));
    tokens.push(makeToken(literal.toLowerCase(), literal, true));
    last = start + literal.length + 2;
  }
  tokens.push(...plainTokens(text.slice(last)));
  return tokens;
}

/** The token is one of numbers joined by hyphens ("30-71234567-8", "2024-2025"): a code typed whole, not a number. */
export function inHyphenedNumber(tokens: readonly Token[], i: number): boolean {
  const digits = (token: Token | undefined) => token !== undefined && /^\d+$/.test(token.raw);
  const token = tokens[i];
  return (
    digits(token) &&
    ((token!.hyphenAfter && digits(tokens[i + 1])) || (tokens[i - 1]?.hyphenAfter === true && digits(tokens[i - 1])))
  );
}
