/**
 * Found on `contractors` ("overdue invoices by staff name", with "Overdue" a status and `invoice_overdue_amount` a
 * column), on two catalogues of our own: a value word followed by a noun that names a cube is the value and the
 * rows it describes, not two words of a column that has both.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const billing: Catalogue = {
  cubes: [
    {
      name: "bills",
      measures: [m("bills.count", "count")],
      dimensions: [m("bills.state", "string"), m("bills.bill_late_fee", "number"), m("bills.clerk", "string")],
    },
  ],
  values: { "bills.state": ["Open", "Late"] },
};

const board: Catalogue = {
  cubes: [
    {
      name: "tasks",
      measures: [m("tasks.count", "count")],
      dimensions: [
        m("tasks.priority", "string"),
        m("tasks.urgent_task_minutes", "number"),
        m("tasks.assignee", "string"),
      ],
    },
  ],
  values: { "tasks.priority": ["Urgent", "Low"] },
};

describe.each([
  {
    name: "billing",
    catalogue: billing,
    question: "late bills by clerk",
    want: {
      measures: ["bills.count"],
      dimensions: ["bills.clerk"],
      filters: [{ member: "bills.state", operator: "equals", values: ["Late"] }],
    },
  },
  {
    name: "board",
    catalogue: board,
    question: "urgent tasks by assignee",
    want: {
      measures: ["tasks.count"],
      dimensions: ["tasks.assignee"],
      filters: [{ member: "tasks.priority", operator: "equals", values: ["Urgent"] }],
    },
  },
])("a value before a noun that names a cube ($name)", (c) => {
  it("filters on the value and counts the rows", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
