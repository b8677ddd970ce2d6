import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member } from "./helpers.js";
import { asker } from "./own-catalogues.js";

/**
 * Lowercase names that run three or four words together (`Incomingsmsreal`, `senderphonenumber`), and a cube whose
 * only count is a distinct count named `count`. Two domains of our own.
 */
const messaging: Catalogue = {
  cubes: [
    {
      name: "Outboundsmsdaily",
      measures: [member("Outboundsmsdaily.count", "count_distinct")],
      dimensions: [
        member("Outboundsmsdaily.recipientphonenumber", "string"),
        member("Outboundsmsdaily.deliverystatus", "string"),
        member("Outboundsmsdaily.senttime", "time"),
      ],
    },
  ],
};

const library: Catalogue = {
  cubes: [
    {
      name: "Bookloanhistory",
      measures: [member("Bookloanhistory.count", "countDistinct"), member("Bookloanhistory.latefees", "sum")],
      dimensions: [
        member("Bookloanhistory.borrowerlastname", "string"),
        member("Bookloanhistory.branchname", "string"),
        member("Bookloanhistory.loandate", "time"),
      ],
    },
  ],
};

describe("names that run several words together", () => {
  it("messaging: 'outbound sms by delivery status', 'recipient phone numbers'", () => {
    const ask = asker(messaging);
    expect(ask("outbound sms by delivery status")).toEqual({
      measures: ["Outboundsmsdaily.count"],
      dimensions: ["Outboundsmsdaily.deliverystatus"],
    });
    expect(ask("list the recipient phone numbers")).toEqual({
      dimensions: ["Outboundsmsdaily.recipientphonenumber"],
    });
  });

  it("library: 'book loans by branch name', 'borrower last names'", () => {
    const ask = asker(library);
    expect(ask("how many book loans by branch name")).toEqual({
      measures: ["Bookloanhistory.count"],
      dimensions: ["Bookloanhistory.branchname"],
    });
    expect(ask("list borrower last names")).toEqual({ dimensions: ["Bookloanhistory.borrowerlastname"] });
  });
});
