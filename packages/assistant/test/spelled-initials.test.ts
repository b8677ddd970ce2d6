/**
 * Found on `covid` ("cases by local health district" for `lhdName`): three or four typed words whose initials are a
 * name word no dictionary knows name that column. Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const councils: Catalogue = {
  cubes: [
    {
      name: "Permits",
      measures: [m("Permits.count", "count")],
      dimensions: [m("Permits.lgaName", "string"), m("Permits.status", "string")],
    },
  ],
};

const payroll: Catalogue = {
  cubes: [
    {
      name: "Payslips",
      measures: [m("Payslips.gross", "sum")],
      dimensions: [m("Payslips.pcc_code", "string"), m("Payslips.grade", "string")],
    },
  ],
};

describe.each([
  {
    name: "councils",
    catalogue: councils,
    question: "permits by local government area",
    want: { measures: ["Permits.count"], dimensions: ["Permits.lgaName"] },
  },
  {
    name: "payroll",
    catalogue: payroll,
    question: "gross by profit cost centre",
    want: { measures: ["Payslips.gross"], dimensions: ["Payslips.pcc_code"] },
  },
])("words spelling a name's initials ($name)", (c) => {
  it("name that column", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
