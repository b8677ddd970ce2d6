import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member } from "./helpers.js";
import { asker } from "./own-catalogues.js";

/**
 * Two readings that decide what rows are broken down. Rows named only by dictionary values ("api errors by host")
 * are counted, as "tickets by channel" is. A noun that names a cube as well as another cube's flag
 * ("by partner" with a `partners` cube and `accounts.is_partner`) names the cube. Two domains of our own each.
 */
const logs: Catalogue = {
  cubes: [
    {
      name: "log_lines",
      measures: [member("log_lines.count", "count")],
      dimensions: [
        member("log_lines.level", "string"),
        member("log_lines.service", "string"),
        member("log_lines.host", "string"),
      ],
    },
  ],
  values: { "log_lines.level": ["error", "warning"], "log_lines.service": ["api", "web"] },
};

const clicks: Catalogue = {
  cubes: [
    {
      name: "app_events",
      measures: [member("app_events.count", "count")],
      dimensions: [
        member("app_events.kind", "string"),
        member("app_events.device", "string"),
        member("app_events.country", "string"),
      ],
    },
  ],
  values: { "app_events.kind": ["click", "purchase"], "app_events.device": ["mobile", "desktop"] },
};

const partners: Catalogue = {
  cubes: [
    {
      name: "accounts",
      measures: [member("accounts.count", "count")],
      dimensions: [member("accounts.is_partner", "boolean"), member("accounts.partner_id", "number")],
    },
    {
      name: "partners",
      measures: [member("partners.count", "count")],
      dimensions: [member("partners.name", "string")],
    },
  ],
};

const staff: Catalogue = {
  cubes: [
    {
      name: "employees",
      measures: [member("employees.count", "count")],
      dimensions: [member("employees.is_manager", "boolean"), member("employees.manager_id", "number")],
    },
    {
      name: "managers",
      measures: [member("managers.count", "count")],
      dimensions: [member("managers.name", "string")],
    },
  ],
};

describe("a breakdown of rows named by dictionary values counts them", () => {
  it("logs: 'api errors by host'", () => {
    expect(asker(logs)("api errors by host")).toEqual({
      measures: ["log_lines.count"],
      dimensions: ["log_lines.host"],
      filters: [
        { member: "log_lines.service", operator: "equals", values: ["api"] },
        { member: "log_lines.level", operator: "equals", values: ["error"] },
      ],
    });
  });

  it("app events: 'mobile purchases by country'", () => {
    expect(asker(clicks)("mobile purchases by country")).toEqual({
      measures: ["app_events.count"],
      dimensions: ["app_events.country"],
      filters: [
        { member: "app_events.device", operator: "equals", values: ["mobile"] },
        { member: "app_events.kind", operator: "equals", values: ["purchase"] },
      ],
    });
  });
});

describe("a noun naming a cube and another cube's flag names the cube", () => {
  it("partners: 'accounts by partner' groups by the partner's name", () => {
    expect(asker(partners)("accounts by partner")).toEqual({
      measures: ["accounts.count"],
      dimensions: ["partners.name"],
    });
  });

  it("staff: 'employees by manager' groups by the manager's name", () => {
    expect(asker(staff)("employees by manager")).toEqual({
      measures: ["employees.count"],
      dimensions: ["managers.name"],
    });
  });
});
