/**
 * Found on `agencysales` ("how many orders were paid with MoMo" added `totalPaid`): an irregular past participle
 * after the counted rows ("paid", "sent") says what happened to them, like "shipped", and is no measure; the name
 * after it goes to the column the verb starts that is no status column, as a name is no state ("MoMo" is a payment
 * method, not a payment status), and the verb, the evidence for that column, is placed. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "orders",
      measures: [m("orders.count", "count"), m("orders.totalPaid", "sum")],
      dimensions: [
        m("orders.paymentStatus", "string"),
        m("orders.paymentMethod", "string"),
        m("orders.city", "string"),
        m("orders.orderedAt", "time"),
      ],
    },
  ],
};

const mailing: Catalogue = {
  cubes: [
    {
      name: "invoices",
      measures: [m("invoices.count", "count"), m("invoices.totalSent", "sum")],
      dimensions: [
        m("invoices.sendStatus", "string"),
        m("invoices.sendChannel", "string"),
        m("invoices.issuedAt", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    question: "how many orders were paid with PayNow",
    want: {
      measures: ["orders.count"],
      filters: [{ member: "orders.paymentMethod", operator: "equals", values: ["PayNow"] }],
    },
  },
  {
    name: "mailing",
    catalogue: mailing,
    question: "how many invoices were sent with MailJet",
    want: {
      measures: ["invoices.count"],
      filters: [{ member: "invoices.sendChannel", operator: "equals", values: ["MailJet"] }],
    },
  },
])("a past participle of the counted rows ($name: $question)", (c) => {
  it("is no measure, and its name is no status", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
