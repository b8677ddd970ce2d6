/**
 * "which 5 customers have the lowest sms balance?" with an `Smsbalance` cube and its `smsBalance` measure: a
 * ranking by words that name a cube and, as well, a measure of that cube ranks by the measure, not by a count of
 * the cube's rows. A measure of another cube does not take over ("which channel has the most sessions" still
 * counts sessions). Found on `telecom` (bulk SMS). Two catalogues of our own.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const loyalty: Catalogue = {
  cubes: [
    {
      name: "LoyaltyPoints",
      measures: [m("LoyaltyPoints.count", "count"), m("LoyaltyPoints.loyaltyPoints", "sum")],
      dimensions: [m("LoyaltyPoints.memberId", "string"), m("LoyaltyPoints.updatedAt", "time")],
    },
  ],
};

const wallets: Catalogue = {
  cubes: [
    {
      name: "wallet_balance",
      measures: [m("wallet_balance.count", "count"), m("wallet_balance.wallet_balance", "sum")],
      dimensions: [m("wallet_balance.user_id", "string"), m("wallet_balance.snapshot_at", "time")],
    },
  ],
};

describe.each([
  {
    name: "loyalty",
    catalogue: loyalty,
    question: "which 5 members have the lowest loyalty points?",
    measure: "LoyaltyPoints.loyaltyPoints",
    by: "LoyaltyPoints.memberId",
    direction: "asc",
    limit: 5,
  },
  {
    name: "wallets",
    catalogue: wallets,
    question: "which 3 users have the highest wallet balance?",
    measure: "wallet_balance.wallet_balance",
    by: "wallet_balance.user_id",
    direction: "desc",
    limit: 3,
  },
])("a ranking named like its cube ($name)", ({ catalogue, question, measure, by, direction, limit }) => {
  it("ranks by the cube's measure of that name", () => {
    expect(asker(catalogue)(question)).toEqual({
      measures: [measure],
      dimensions: [by],
      order: [[measure, direction]],
      limit,
    });
  });
});
