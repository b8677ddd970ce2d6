export interface Segment {
  text: string;
  /** What this phrase was read as; absent for plain text. */
  match?: { member: string; kind: string };
  /** A word the assistant did not understand. */
  unmatched?: boolean;
}

interface Span {
  start: number;
  end: number;
  match?: Segment["match"];
  unmatched?: boolean;
}

/**
 * The question cut into segments by what the answer says of its words: phrases matched to members, words not
 * understood, and the rest. Each phrase marks its first occurrence not already marked (case-insensitive); longer
 * phrases first, so "order count" wins over "order".
 */
export function highlightQuestion(
  question: string,
  matches: { phrase: string; member: string; kind: string }[],
  unmatched: string[],
): Segment[] {
  const lower = question.toLowerCase();
  const spans: Span[] = [];
  const free = (start: number, end: number) => spans.every((span) => end <= span.start || start >= span.end);
  const mark = (phrase: string, extra: Omit<Span, "start" | "end">) => {
    const needle = phrase.toLowerCase().trim();
    if (!needle) return;
    for (let from = 0; ;) {
      const start = lower.indexOf(needle, from);
      if (start < 0) return;
      const end = start + needle.length;
      if (free(start, end)) {
        spans.push({ start, end, ...extra });
        return;
      }
      from = start + 1;
    }
  };
  for (const match of [...matches].sort((a, b) => b.phrase.length - a.phrase.length))
    mark(match.phrase, { match: { member: match.member, kind: match.kind } });
  for (const word of unmatched) mark(word, { unmatched: true });

  spans.sort((a, b) => a.start - b.start);
  const segments: Segment[] = [];
  let at = 0;
  for (const span of spans) {
    if (span.start > at) segments.push({ text: question.slice(at, span.start) });
    segments.push({
      text: question.slice(span.start, span.end),
      ...(span.match ? { match: span.match } : {}),
      ...(span.unmatched ? { unmatched: true } : {}),
    });
    at = span.end;
  }
  if (at < question.length) segments.push({ text: question.slice(at) });
  return segments;
}
