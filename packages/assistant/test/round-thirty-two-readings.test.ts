/**
 * Found on round thirty-two (`campus`, `payeraccess`, `storefunnel`), each on two catalogues of our own: a count and
 * a superlative of heat, height or cost rank ("3 coldest zones by average temperature"); "have D V" states a value;
 * "the X named N" is X's name; a noun after dictionary values restates their column; a word naming a cube and, in
 * full, a sum whose name says its currency is that money; a phrase said with a measure's own words and its cube's noun
 * comes before a reading through a synonym; the verb
 * before "the most" belongs to the measure after it; "list X whose D contains y" lists X; a year joined to a word ("the
 * 2025-Fall semester") is a value, not a period; "how many games were played" is `games_played`; "by MCO type" groups
 * the measured rows' own column titled so; a value a description lists is no word of its column's name.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const greenhouse: Catalogue = {
  cubes: [
    {
      name: "Readings",
      measures: [m("Readings.count", "count"), m("Readings.avgTemperature", "avg"), m("Readings.avgHumidity", "avg")],
      dimensions: [m("Readings.zone", "string"), m("Readings.recordedAt", "time")],
    },
    {
      name: "Sensors",
      measures: [m("Sensors.count", "count")],
      dimensions: [m("Sensors.name", "string"), m("Sensors.status", "string"), m("Sensors.model", "string")],
    },
    {
      name: "Plantings",
      measures: [m("Plantings.count", "count"), m("Plantings.trays", "sum"), m("Plantings.avgSize", "avg")],
      dimensions: [
        m("Plantings.sizeClass", "string"),
        m("Plantings.size", "number"),
        m("Plantings.crop", "string"),
        m("Plantings.season", "string"),
      ],
    },
  ],
  values: { "Plantings.sizeClass": ["small", "large"] },
};

const academy: Catalogue = {
  cubes: [
    {
      name: "Courses",
      measures: [m("Courses.count", "count"), m("Courses.enrolments", "sum"), m("Courses.avgLevel", "avg")],
      dimensions: [
        m("Courses.name", "string"),
        m("Courses.levelCategory", "string"),
        m("Courses.level", "number"),
        m("Courses.topic", "string"),
        m("Courses.term", "string"),
        m("Courses.avgCost", "number"),
      ],
    },
    {
      name: "Tutors",
      measures: [m("Tutors.count", "count")],
      dimensions: [m("Tutors.name", "string"), m("Tutors.status", "string"), m("Tutors.email", "string")],
    },
  ],
  values: { "Courses.levelCategory": ["beginner", "advanced"] },
};

const charity: Catalogue = {
  cubes: [
    {
      name: "Donations",
      measures: [m("Donations.count", "count"), m("Donations.totalDonationsEur", "sum")],
      dimensions: [m("Donations.campaign", "string"), m("Donations.givenAt", "time")],
    },
    {
      name: "Orders",
      measures: [m("Orders.count", "count"), m("Orders.totalOrders", "sum")],
      dimensions: [m("Orders.status", "string")],
    },
  ],
};

const shop: Catalogue = {
  cubes: [
    {
      name: "Payments",
      measures: [m("Payments.count", "count"), m("Payments.totalPaymentsGbp", "sum")],
      dimensions: [m("Payments.method", "string"), m("Payments.paidAt", "time")],
    },
  ],
};

const funnel: Catalogue = {
  cubes: [
    {
      name: "ArticleSummary",
      measures: [
        m("ArticleSummary.count", "count"),
        m("ArticleSummary.totalRevenue", "sum"),
        m("ArticleSummary.totalArticlesSold", "sum"),
        m("ArticleSummary.totalPageviews", "sum"),
      ],
      dimensions: [m("ArticleSummary.name", "string"), m("ArticleSummary.category", "string")],
    },
    {
      name: "ViewsPerMinute",
      measures: [m("ViewsPerMinute.pageviews", "sum")],
      dimensions: [m("ViewsPerMinute.receivedAt", "time")],
    },
    {
      name: "Sellers",
      measures: [m("Sellers.count", "count"), m("Sellers.totalArticlesSold", "sum")],
      dimensions: [m("Sellers.name", "string"), m("Sellers.receivedAt", "time")],
    },
  ],
};

const depots: Catalogue = {
  cubes: [
    {
      name: "TicketSummary",
      measures: [
        m("TicketSummary.totalRevenue", "sum"),
        m("TicketSummary.totalTicketsSold", "sum"),
        m("TicketSummary.totalWorkorders", "sum"),
      ],
      dimensions: [m("TicketSummary.event", "string"), m("TicketSummary.site", "string")],
    },
    {
      name: "WorkorderLog",
      measures: [m("WorkorderLog.workorders", "sum")],
      dimensions: [m("WorkorderLog.loggedAt", "time")],
    },
    {
      name: "Drivers",
      measures: [m("Drivers.count", "count"), m("Drivers.totalParcelsDelivered", "sum")],
      dimensions: [m("Drivers.name", "string"), m("Drivers.region", "string")],
    },
    {
      name: "Depots",
      measures: [m("Depots.totalParcelsDelivered", "sum")],
      dimensions: [m("Depots.name", "string"), m("Depots.city", "string")],
    },
  ],
};

const league: Catalogue = {
  cubes: [
    {
      name: "fixtures",
      measures: [m("fixtures.total_matches", "sum")],
      dimensions: [m("fixtures.venue", "string"), m("fixtures.played_on", "time")],
    },
    {
      name: "team_stats",
      measures: [m("team_stats.matches_won", "sum"), m("team_stats.parcels_returned", "sum")],
      dimensions: [m("team_stats.team", "string"), m("team_stats.match_date", "time")],
    },
    {
      name: "shipments",
      measures: [m("shipments.total_parcels", "sum")],
      dimensions: [m("shipments.carrier", "string")],
    },
  ],
};

const access: Catalogue = {
  cubes: [
    {
      name: "Vendor",
      measures: [m("Vendor.count", "count")],
      dimensions: [
        m("Vendor.vendorCategory", "string", "Vendor Type"),
        m("Vendor.segment", "string", "Segment", "Retail, Wholesale, Online"),
      ],
    },
    {
      name: "Agreement",
      measures: [m("Agreement.discountCount", "sum", "Discount Count")],
      dimensions: [
        m("Agreement.vendorCategory", "string", "Vendor Type"),
        m("Agreement.segment", "string", "Segment", "Retail, Wholesale, Online"),
      ],
    },
  ],
};

const plans: Catalogue = {
  cubes: [
    {
      name: "Member",
      measures: [m("Member.count", "count")],
      dimensions: [
        m("Member.planCategory", "string", "Plan Type"),
        m("Member.lineOfCover", "string", "Line of Cover", "Dental, Vision, Medical"),
      ],
    },
    {
      name: "Claim",
      measures: [m("Claim.deniedCount", "sum", "Denied Count")],
      dimensions: [
        m("Claim.planCategory", "string", "Plan Type"),
        m("Claim.lineOfCover", "string", "Line of Cover", "Dental, Vision, Medical"),
      ],
    },
  ],
};

describe.each([
  {
    name: "greenhouse, the coldest after a count",
    catalogue: greenhouse,
    question: "3 coldest zones by average temperature",
    want: {
      measures: ["Readings.avgTemperature"],
      dimensions: ["Readings.zone"],
      order: [["Readings.avgTemperature", "asc"]],
      limit: 3,
    },
  },
  {
    name: "greenhouse, the hottest after a count",
    catalogue: greenhouse,
    question: "5 hottest zones by average temperature",
    want: {
      measures: ["Readings.avgTemperature"],
      dimensions: ["Readings.zone"],
      order: [["Readings.avgTemperature", "desc"]],
      limit: 5,
    },
  },
  {
    name: "greenhouse, the driest after a count",
    catalogue: greenhouse,
    question: "2 driest zones by average humidity",
    want: {
      measures: ["Readings.avgHumidity"],
      dimensions: ["Readings.zone"],
      order: [["Readings.avgHumidity", "asc"]],
      limit: 2,
    },
  },
  {
    name: "greenhouse, have a column and its value",
    catalogue: greenhouse,
    question: "how many sensors have status offline",
    want: {
      measures: ["Sensors.count"],
      filters: [{ member: "Sensors.status", operator: "equals", values: ["offline"] }],
    },
  },
  {
    name: "academy, has a column and its value",
    catalogue: academy,
    question: "how many tutors have status inactive",
    want: {
      measures: ["Tutors.count"],
      filters: [{ member: "Tutors.status", operator: "equals", values: ["inactive"] }],
    },
  },
  {
    name: "greenhouse, the entity named",
    catalogue: greenhouse,
    question: "model of the sensor named Alpha North",
    want: {
      dimensions: ["Sensors.model"],
      filters: [{ member: "Sensors.name", operator: "equals", values: ["Alpha North"] }],
    },
  },
  {
    name: "academy, the entity called",
    catalogue: academy,
    question: "email of the tutor called Rita Vaz",
    want: {
      dimensions: ["Tutors.email"],
      filters: [{ member: "Tutors.name", operator: "equals", values: ["Rita Vaz"] }],
    },
  },
  {
    name: "academy, a count of entities named",
    catalogue: academy,
    question: "how many tutors named Rita Vaz",
    want: {
      measures: ["Tutors.count"],
      filters: [{ member: "Tutors.name", operator: "equals", values: ["Rita Vaz"] }],
    },
  },
  {
    name: "academy, the noun after values restates their column",
    catalogue: academy,
    question: "enrolments for beginner and advanced levels by topic",
    want: {
      measures: ["Courses.enrolments"],
      dimensions: ["Courses.topic"],
      filters: [{ member: "Courses.levelCategory", operator: "equals", values: ["beginner", "advanced"] }],
    },
  },
  {
    name: "greenhouse, the noun after values restates their column",
    catalogue: greenhouse,
    question: "trays for small and large sizes by crop",
    want: {
      measures: ["Plantings.trays"],
      dimensions: ["Plantings.crop"],
      filters: [{ member: "Plantings.sizeClass", operator: "equals", values: ["small", "large"] }],
    },
  },
  {
    name: "charity, money named like its cube",
    catalogue: charity,
    question: "donations by campaign",
    want: { measures: ["Donations.totalDonationsEur"], dimensions: ["Donations.campaign"] },
  },
  {
    name: "shop, money named like its cube",
    catalogue: shop,
    question: "payments by method",
    want: { measures: ["Payments.totalPaymentsGbp"], dimensions: ["Payments.method"] },
  },
  {
    name: "charity, a sum named like its cube with no currency still counts",
    catalogue: charity,
    question: "orders by status",
    want: { measures: ["Orders.count"], dimensions: ["Orders.status"] },
  },
  {
    name: "funnel, a measure's word and its cube's noun before a synonym",
    catalogue: funnel,
    question: "article revenue by category",
    want: { measures: ["ArticleSummary.totalRevenue"], dimensions: ["ArticleSummary.category"] },
  },
  {
    name: "depots, a measure's word and its cube's noun before a synonym",
    catalogue: depots,
    question: "ticket revenue by event",
    want: { measures: ["TicketSummary.totalRevenue"], dimensions: ["TicketSummary.event"] },
  },
  {
    name: "funnel, the verb before the most",
    catalogue: funnel,
    question: "which seller sold the most articles",
    want: {
      measures: ["Sellers.totalArticlesSold"],
      dimensions: ["Sellers.name"],
      order: [["Sellers.totalArticlesSold", "desc"]],
      limit: 1,
    },
  },
  {
    name: "depots, the verb before the most",
    catalogue: depots,
    question: "which driver delivered the most parcels",
    want: {
      measures: ["Drivers.totalParcelsDelivered"],
      dimensions: ["Drivers.name"],
      order: [["Drivers.totalParcelsDelivered", "desc"]],
      limit: 1,
    },
  },
  {
    name: "funnel, a listing of rows whose column contains a text",
    catalogue: funnel,
    question: "list articles whose category contains 'garden'",
    want: {
      dimensions: ["ArticleSummary.name"],
      filters: [{ member: "ArticleSummary.category", operator: "contains", values: ["garden"] }],
    },
  },
  {
    name: "greenhouse, a listing of rows whose column contains a text",
    catalogue: greenhouse,
    question: "list sensors whose model contains 'X2'",
    want: {
      dimensions: ["Sensors.name"],
      filters: [{ member: "Sensors.model", operator: "contains", values: ["X2"] }],
    },
  },
  {
    name: "academy, a year joined to a word before its column",
    catalogue: academy,
    question: "enrolments by topic for the 2024-Spring term",
    want: {
      measures: ["Courses.enrolments"],
      dimensions: ["Courses.topic"],
      filters: [{ member: "Courses.term", operator: "equals", values: ["2024-Spring"] }],
    },
  },
  {
    name: "greenhouse, a year joined to a word before its column",
    catalogue: greenhouse,
    question: "trays by crop for the 2025-Summer season",
    want: {
      measures: ["Plantings.trays"],
      dimensions: ["Plantings.crop"],
      filters: [{ member: "Plantings.season", operator: "equals", values: ["2025-Summer"] }],
    },
  },
  {
    name: "league, a counted noun and its verb name one measure",
    catalogue: league,
    question: "how many matches were won by team",
    want: { measures: ["team_stats.matches_won"], dimensions: ["team_stats.team"] },
  },
  {
    name: "league, a counted noun and its verb name one measure, beside a total of the noun",
    catalogue: league,
    question: "how many parcels were returned",
    want: { measures: ["team_stats.parcels_returned"] },
  },
  {
    name: "access, a title several cubes share groups the measured rows, and a listed value before its column",
    catalogue: access,
    question: "discount count by vendor type for the Retail segment",
    want: {
      measures: ["Agreement.discountCount"],
      dimensions: ["Agreement.vendorCategory"],
      filters: [{ member: "Agreement.segment", operator: "equals", values: ["Retail"] }],
    },
  },
  {
    name: "plans, a title several cubes share groups the measured rows, and a listed value before its column",
    catalogue: plans,
    question: "denied count by plan type for the Dental line of cover",
    want: {
      measures: ["Claim.deniedCount"],
      dimensions: ["Claim.planCategory"],
      filters: [{ member: "Claim.lineOfCover", operator: "equals", values: ["Dental"] }],
    },
  },
])("round thirty-two ($name)", (c) => {
  it("reads as the rules say", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
