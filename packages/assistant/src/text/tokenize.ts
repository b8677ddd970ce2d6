/** Question text -> tokens. Quoted literals stay whole (they are filter values typed by the user). */

export interface Token {
  /** Lowercased text, with typos corrected later by the engine. */
  text: string;
  /** As typed (case kept) for values, names and capitalisation cues. */
  raw: string;
  /** The token was inside quotes: a literal, never a member word. */
  quoted: boolean;
}

/** Questions longer than this are cut: nobody asks a 2,000-character question, and latency must stay flat. */
const MAX_QUESTION_CHARS = 400;

const QUOTED = /(^|[\s(:,=])(['"\u2018\u201c])(.+?)(['"\u2019\u201d])(?=$|[\s),.;:?!])/gu;
// Order matters: dates, grouped numbers and codes ("2-HIGH", "Brand#12") before plain numbers and words.
const TOKEN =
  /\d{4}-\d{2}-\d{2}|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+[-#][\p{L}][\p{L}\p{N}#-]*|[$€£]?\d+(?:\.\d+)?[kmb%]?(?![\p{L}\d])|[\p{L}\p{N}][\p{L}\p{N}@._'’&+#-]*[\p{L}\p{N}]|[\p{L}\p{N}]|#|&/gu;

/** Case, punctuation and spacing folding used to recognise a question asked again. */
export function normalizeQuestion(question: string): string {
  return String(question ?? "")
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}&#@]+/gu, " ")
    .trim();
}

function splitWord(raw: string): string[] {
  // Codes, numbers, dates and e-mail-like tokens stay whole; plain hyphenated words split ("best-selling").
  if (/\d/.test(raw) || raw.includes("@")) return [raw];
  const cleaned = raw.replace(/['’]s$/i, "").replace(/\.+$/, "");
  return cleaned.split(/[-]/).filter((part) => part.length > 0);
}

function plainTokens(segment: string): Token[] {
  const tokens: Token[] = [];
  for (const match of segment.matchAll(TOKEN)) {
    for (const part of splitWord(match[0])) {
      tokens.push({ text: part.toLowerCase(), raw: part, quoted: false });
    }
  }
  return tokens;
}

export function tokenize(question: string): Token[] {
  const text = String(question ?? "").normalize("NFKC").slice(0, MAX_QUESTION_CHARS);
  const tokens: Token[] = [];
  let last = 0;
  for (const match of text.matchAll(QUOTED)) {
    const literal = match[3] ?? "";
    const start = (match.index ?? 0) + (match[1]?.length ?? 0);
    tokens.push(...plainTokens(text.slice(last, start)));
    tokens.push({ text: literal.toLowerCase(), raw: literal, quoted: true });
    last = start + literal.length + 2;
  }
  tokens.push(...plainTokens(text.slice(last)));
  return tokens;
}
