/**
 * Found on `attacksurface` ("total cvss score excluding CVE-2021-44228" filtered the known-exploited flag): a code
 * whose letters before its digits are a word of one text column's name is that column's value ("CVE-..." for
 * `cve_id`, "PO-1042" for `po_number`). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const security: Catalogue = {
  cubes: [
    {
      name: "findings",
      measures: [m("findings.count", "count"), m("findings.risk", "sum")],
      dimensions: [m("findings.is_exploited", "string"), m("findings.cve_id", "string"), m("findings.host", "string")],
    },
  ],
};

const purchasing: Catalogue = {
  cubes: [
    {
      name: "receipts",
      measures: [m("receipts.count", "count"), m("receipts.amount", "sum")],
      dimensions: [m("receipts.warehouse", "string"), m("receipts.po_number", "string")],
    },
  ],
};

describe.each([
  {
    name: "security",
    catalogue: security,
    question: "total risk excluding CVE-2021-44228",
    want: {
      measures: ["findings.risk"],
      filters: [{ member: "findings.cve_id", operator: "notEquals", values: ["CVE-2021-44228"] }],
    },
  },
  {
    name: "purchasing",
    catalogue: purchasing,
    question: "total amount for PO-1042",
    want: {
      measures: ["receipts.amount"],
      filters: [{ member: "receipts.po_number", operator: "equals", values: ["PO-1042"] }],
    },
  },
])("a code whose prefix names a column ($name: $question)", (c) => {
  it("is that column's value", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
