/**
 * Found on round thirty-five (`sellerfunnel`, `courtcases`, `repsales`), each on two catalogues of our own: a
 * Portuguese or Italian name that is an English noun with a final vowel ("processo", "accesso"); "nr" for number;
 * rows said to be over a number sized by their own value column, not counted; "rep" for representative, and a cube
 * that only keys the noun's rows (`rep_id`) is not where they are; an aggregation word standing alone as an item is
 * the measure named by it alone ("unit cost and total by region"); an identifier typed as a value whose words only a
 * description uses stays whole ("online_big").
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { createEngine } from "../src/index.js";
import { NOW, member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const courts: Catalogue = {
  cubes: [
    {
      name: "TbProcesso",
      measures: [m("TbProcesso.count", "count")],
      dimensions: [
        m("TbProcesso.nrProcesso", "string"),
        m("TbProcesso.sgTribunal", "string"),
        m("TbProcesso.dtAjuizamento", "time"),
      ],
    },
    {
      name: "TbParte",
      measures: [m("TbParte.count", "count")],
      dimensions: [m("TbParte.nmPessoa", "string")],
    },
  ],
};

const webAccess: Catalogue = {
  cubes: [
    {
      name: "TbAccesso",
      measures: [m("TbAccesso.count", "count")],
      dimensions: [m("TbAccesso.browser", "string"), m("TbAccesso.dataAccesso", "time")],
    },
    {
      name: "TbUtente",
      measures: [m("TbUtente.count", "count")],
      dimensions: [m("TbUtente.nome", "string")],
    },
  ],
};

const factory: Catalogue = {
  cubes: [
    {
      name: "Productos",
      measures: [m("Productos.count", "count")],
      dimensions: [m("Productos.nrLote", "string"), m("Productos.linea", "string")],
    },
  ],
};

const shopRevenue: Catalogue = {
  cubes: [
    {
      name: "seller_revenue",
      measures: [
        m("seller_revenue.count", "count"),
        m("seller_revenue.order_count", "count_distinct"),
        m("seller_revenue.gmv", "sum"),
      ],
      dimensions: [
        m("seller_revenue.seller_id", "string"),
        m("seller_revenue.order_value", "number"),
        m("seller_revenue.won_date", "time"),
      ],
    },
  ],
};

const shipping: Catalogue = {
  cubes: [
    {
      name: "shipping_stats",
      measures: [
        m("shipping_stats.count", "count"),
        m("shipping_stats.parcel_count", "count_distinct"),
        m("shipping_stats.freight_cost", "sum"),
      ],
      dimensions: [m("shipping_stats.carrier", "string"), m("shipping_stats.parcel_weight", "number")],
    },
  ],
};

const fieldSales: Catalogue = {
  cubes: [
    {
      name: "RepresentativeTable",
      measures: [m("RepresentativeTable.count", "count")],
      dimensions: [m("RepresentativeTable.id", "number"), m("RepresentativeTable.name", "string")],
    },
    {
      name: "RepInfo",
      measures: [m("RepInfo.count", "count"), m("RepInfo.total", "sum"), m("RepInfo.unitCost", "sum")],
      dimensions: [
        m("RepInfo.id", "number"),
        m("RepInfo.item", "string"),
        m("RepInfo.region", "string"),
        m("RepInfo.rep_id", "number"),
      ],
    },
  ],
};

const staffing: Catalogue = {
  cubes: [
    {
      name: "EmpInfo",
      measures: [m("EmpInfo.count", "count"), m("EmpInfo.total", "sum"), m("EmpInfo.tax", "sum")],
      dimensions: [
        m("EmpInfo.id", "number"),
        m("EmpInfo.office", "string"),
        m("EmpInfo.emp_id", "number"),
        m("EmpInfo.region", "string"),
      ],
    },
    {
      name: "Employees",
      measures: [m("Employees.count", "count")],
      dimensions: [m("Employees.id", "number"), m("Employees.name", "string")],
    },
  ],
};

const leads: Catalogue = {
  cubes: [
    {
      name: "leads",
      measures: [m("leads.count", "count"), m("leads.conversion_rate", "number")],
      dimensions: [
        m("leads.lead_type", "string", undefined, "Whether the business is online or offline, with its size."),
        m("leads.channel", "string"),
      ],
    },
  ],
};

const devices: Catalogue = {
  cubes: [
    {
      name: "devices",
      measures: [m("devices.count", "count")],
      dimensions: [
        m("devices.os_family", "string", undefined, "The operating system, for example linux or android."),
        m("devices.vendor", "string"),
      ],
    },
  ],
};

describe.each([
  {
    name: "courts, an English plural for a Portuguese noun",
    catalogue: courts,
    question: "how many processes are there",
    want: { measures: ["TbProcesso.count"] },
  },
  {
    name: "courts, the Portuguese plural typed",
    catalogue: courts,
    question: "how many partes are there",
    want: { measures: ["TbParte.count"] },
  },
  {
    name: "web access, an English plural for an Italian noun",
    catalogue: webAccess,
    question: "accesses by browser",
    want: { measures: ["TbAccesso.count"], dimensions: ["TbAccesso.browser"] },
  },
  {
    name: "factory, nr for number and a cognate",
    catalogue: factory,
    question: "list lot numbers",
    want: { dimensions: ["Productos.nrLote"] },
  },
  {
    name: "shop revenue, orders over an amount",
    catalogue: shopRevenue,
    question: "total gmv from orders over 1,000",
    want: {
      measures: ["seller_revenue.gmv"],
      filters: [{ member: "seller_revenue.order_value", operator: "gt", values: ["1000"] }],
    },
  },
  {
    name: "shipping, parcels under a weight",
    catalogue: shipping,
    question: "freight cost of parcels under 5 by carrier",
    want: {
      measures: ["shipping_stats.freight_cost"],
      dimensions: ["shipping_stats.carrier"],
      filters: [{ member: "shipping_stats.parcel_weight", operator: "lt", values: ["5"] }],
    },
  },
  {
    name: "field sales, reps are the representatives",
    catalogue: fieldSales,
    question: "how many reps do we have",
    want: { measures: ["RepresentativeTable.count"] },
  },
  {
    name: "staffing, employees are not the rows that key them",
    catalogue: staffing,
    question: "how many employees do we have",
    want: { measures: ["Employees.count"] },
  },
  {
    name: "field sales, names of reps listed",
    catalogue: fieldSales,
    question: "first 10 rep names",
    want: { dimensions: ["RepresentativeTable.name"], limit: 10 },
  },
  {
    name: "staffing, names of employees listed",
    catalogue: staffing,
    question: "first 10 emp names",
    want: { dimensions: ["Employees.name"], limit: 10 },
  },
  {
    name: "field sales, a measure named total as an item",
    catalogue: fieldSales,
    question: "repinfo unit cost and total by region",
    want: { measures: ["RepInfo.unitCost", "RepInfo.total"], dimensions: ["RepInfo.region"] },
  },
  {
    name: "staffing, a measure named total after another",
    catalogue: staffing,
    question: "emp info tax and total by office",
    want: { measures: ["EmpInfo.tax", "EmpInfo.total"], dimensions: ["EmpInfo.office"] },
  },
  {
    name: "leads, a value typed as stored",
    catalogue: leads,
    question: "conversion rate where lead type is online_big",
    want: {
      measures: ["leads.conversion_rate"],
      filters: [{ member: "leads.lead_type", operator: "equals", values: ["online_big"] }],
    },
  },
  {
    name: "devices, a value typed as stored",
    catalogue: devices,
    question: "devices where os family is linux_arm by vendor",
    want: {
      measures: ["devices.count"],
      dimensions: ["devices.vendor"],
      filters: [{ member: "devices.os_family", operator: "equals", values: ["linux_arm"] }],
    },
  },
])("round thirty-five ($name)", (c) => {
  it("reads as the rules say", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});

describe.each([
  { name: "field sales", catalogue: fieldSales, question: "repinfo total by region above 1000", said: "above 1000" },
  { name: "staffing", catalogue: staffing, question: "emp info tax by office, more than 500", said: "more than 500" },
])("a condition that compares nothing the question names ($name)", (c) => {
  it("is an unplaced phrase, and the answer is below 0.8", () => {
    const answer = createEngine(c.catalogue, [], { now: () => NOW }).answer({ question: c.question, now: NOW });
    expect(answer.unmatched).toContain(c.said);
    expect(answer.confidence).toBeLessThan(0.8);
  });
});

describe.each([
  {
    name: "field sales",
    catalogue: fieldSales,
    question: "items with a repinfo count of at least 5",
    want: {
      measures: ["RepInfo.count"],
      dimensions: ["RepInfo.item"],
      filters: [{ member: "RepInfo.count", operator: "gte", values: ["5"] }],
    },
  },
  {
    name: "staffing",
    catalogue: staffing,
    question: "offices with an empinfo count of more than 3",
    want: {
      measures: ["EmpInfo.count"],
      dimensions: ["EmpInfo.office"],
      filters: [{ member: "EmpInfo.count", operator: "gt", values: ["3"] }],
    },
  },
])("a count of a cube compared ($name)", (c) => {
  it("compares the cube's count", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
