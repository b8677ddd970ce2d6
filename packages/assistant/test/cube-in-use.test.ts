/**
 * Grouping by a noun that is also another cube's name (ANSWERS.md rule 10): when the cube the answer already
 * uses has its own name column for that noun ("book copies by author" -> book_copies.author_name), that column
 * needs no join and wins; the other cube still answers questions about itself.
 */
import { describe, expect, it } from "vitest";
import { asker, hospital, library } from "./own-catalogues.js";

describe("a name column of the cube in use", () => {
  it("groups by the cube's own name column over another cube named by the noun (library)", () => {
    const ask = asker(library);
    expect(ask("book copies by author")).toEqual({
      measures: ["book_copies.bc_count"],
      dimensions: ["book_copies.author_name"],
    });
    expect(ask("authors by country")).toEqual({ measures: ["authors.count"], dimensions: ["authors.country"] });
  });

  it("groups by the cube's own name column over another cube named by the noun (hospital)", () => {
    const ask = asker(hospital);
    expect(ask("admissions by doctor")).toEqual({
      measures: ["admissions_fact.count"],
      dimensions: ["admissions_fact.doctorName"],
    });
    expect(ask("doctors by specialty")).toEqual({ measures: ["doctors.count"], dimensions: ["doctors.specialty"] });
  });
});
