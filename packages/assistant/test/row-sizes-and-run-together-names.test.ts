/**
 * Found on `stripekit`: "how many transactions were over 100 last month" compared the count of transactions, not
 * each transaction's `amount`: an entity, a form of "be" and a number size the entity's rows by their number column
 * (a key such as `id` is no size). And "list the file names and paths" missed `filename`: the entity's noun and a
 * label word typed as one word is its name column (`PkFiles.filename`), and "file names" reads it. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const payments: Catalogue = {
  cubes: [
    {
      name: "Charges",
      measures: [m("Charges.count", "count"), m("Charges.sum", "sum")],
      dimensions: [m("Charges.id", "number"), m("Charges.amount", "number"), m("Charges.createdAt", "time")],
    },
    {
      name: "Hosts",
      measures: [m("Hosts.count", "count")],
      dimensions: [m("Hosts.hostname", "string"), m("Hosts.region", "string")],
    },
  ],
};

const storage: Catalogue = {
  cubes: [
    {
      name: "Files",
      measures: [m("Files.count", "count")],
      dimensions: [
        m("Files.id", "number"),
        m("Files.size", "number"),
        m("Files.filename", "string"),
        m("Files.path", "string"),
      ],
    },
  ],
};

describe.each([
  {
    catalogue: payments,
    question: "how many charges were over 100",
    want: { measures: ["Charges.count"], filters: [{ member: "Charges.amount", operator: "gt", values: ["100"] }] },
  },
  {
    catalogue: storage,
    question: "how many files are above 5000",
    want: { measures: ["Files.count"], filters: [{ member: "Files.size", operator: "gt", values: ["5000"] }] },
  },
])("an entity said to be over a number ($question)", (c) => {
  it("is sized by its number column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe.each([
  {
    catalogue: payments,
    question: "list the host names and regions",
    want: { dimensions: ["Hosts.hostname", "Hosts.region"] },
  },
  {
    catalogue: storage,
    question: "list the file names and paths",
    want: { dimensions: ["Files.filename", "Files.path"] },
  },
])("an entity's noun and a label word ($question)", (c) => {
  it("read its run-together name column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
