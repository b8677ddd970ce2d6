/**
 * Found on `wastesync`: "combined landfill capacity in tonnes" read "combined" as a value of the landfill's first text
 * column (`opens_at`), an invented filter. "Combined" asks for a total, as "total" and "overall" do. Two catalogues
 * of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const storage: Catalogue = {
  cubes: [
    {
      name: "warehouse",
      measures: [m("warehouse.count", "count"), m("warehouse.total_capacity_pallets", "sum")],
      dimensions: [m("warehouse.name", "string"), m("warehouse.opens_at", "string"), m("warehouse.region", "string")],
    },
  ],
};

const payroll: Catalogue = {
  cubes: [
    {
      name: "payslips",
      measures: [m("payslips.count", "count"), m("payslips.total_gross_pay", "sum")],
      dimensions: [
        m("payslips.shift_code", "string"),
        m("payslips.department", "string"),
        m("payslips.paid_on", "time"),
      ],
    },
  ],
};

describe.each([
  {
    name: "storage",
    catalogue: storage,
    question: "combined warehouse capacity in pallets",
    want: { measures: ["warehouse.total_capacity_pallets"] },
  },
  {
    name: "payroll",
    catalogue: payroll,
    question: "combined payslip gross pay by department",
    want: { measures: ["payslips.total_gross_pay"], dimensions: ["payslips.department"] },
  },
])("'combined' ($name: $question)", (c) => {
  it("asks for the total, not a value", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
