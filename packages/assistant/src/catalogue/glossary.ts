/**
 * Glossary notes: "<phrase> means <member>", "<phrase> refers to <member>", "use <member> for <phrase>".
 * A glossary phrase is the strongest member signal after a validated query.
 */
import { tokenize } from "../text/tokenize.js";
import { type CatalogueIndex, type IndexedMember, findMember } from "./index.js";

export interface GlossaryEntry {
  /** Lowercase words of the phrase. */
  words: string[];
  member: IndexedMember;
}

const MEANS = /^\s*(.+?)\s+(?:means|refers to|stands for)\s+([A-Za-z_][\w.]*)\s*\.?\s*$/i;
const USE_FOR = /^\s*use\s+([A-Za-z_][\w.]*)\s+(?:for|when asked about|to mean)\s+(.+?)\s*\.?\s*$/i;

const cache = new WeakMap<CatalogueIndex, Map<string, GlossaryEntry | null>>();

function parseNote(index: CatalogueIndex, note: string): GlossaryEntry | null {
  const means = MEANS.exec(note);
  const useFor = means ? null : USE_FOR.exec(note);
  const phrase = means ? means[1] : useFor?.[2];
  const memberName = means ? means[2] : useFor?.[1];
  if (!phrase || !memberName) return null;
  const member = findMember(index, memberName);
  const words = tokenize(phrase.replace(/^["'\u201c]|["'\u201d]$/g, "")).map((token) => token.text);
  return member && words.length > 0 ? { words, member } : null;
}

/** Parses the notes that are glossary lines; other notes are ignored. Longest phrases first. */
export function parseGlossary(index: CatalogueIndex, notes: readonly string[]): GlossaryEntry[] {
  let perIndex = cache.get(index);
  if (!perIndex) {
    perIndex = new Map();
    cache.set(index, perIndex);
  }
  const entries: GlossaryEntry[] = [];
  for (const note of notes) {
    if (typeof note !== "string") continue;
    let entry = perIndex.get(note);
    if (entry === undefined) {
      entry = parseNote(index, note);
      perIndex.set(note, entry);
    }
    if (entry) entries.push(entry);
  }
  return entries.sort((a, b) => b.words.length - a.words.length);
}
