/**
 * Found on `expenses` ("spend by catgory" with a `categories` cube) and `admissions` ("univeristies" with a
 * `University` cube), on two catalogues of our own: a typo is corrected toward the singular of a plural name and
 * toward the plural English spells for a name ending in -y, not only toward the name as written plus "s".
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const shop: Catalogue = {
  cubes: [
    {
      name: "sales",
      measures: [m("sales.count", "count"), m("sales.revenue", "sum")],
      dimensions: [m("sales.sold_at", "time")],
    },
    {
      name: "categories",
      measures: [m("categories.count", "count")],
      dimensions: [m("categories.name", "string")],
    },
  ],
};

const campus: Catalogue = {
  cubes: [
    {
      name: "Facility",
      measures: [m("Facility.count", "count")],
      dimensions: [m("Facility.name", "string"), m("Facility.building", "string")],
    },
    {
      name: "Booking",
      measures: [m("Booking.count", "count")],
      dimensions: [m("Booking.bookedAt", "time")],
    },
  ],
};

describe.each([
  {
    name: "shop",
    catalogue: shop,
    question: "revenue by catgory",
    want: { measures: ["sales.revenue"], dimensions: ["categories.name"] },
  },
  {
    name: "campus",
    catalogue: campus,
    question: "how many faclities are there",
    want: { measures: ["Facility.count"] },
  },
])("a typo of a plural name ($name)", (c) => {
  it("is corrected to the name", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
