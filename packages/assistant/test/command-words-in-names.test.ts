/**
 * Found on `assessments` ("practice images per section name" with `sectionName` beside `sectionDisplayName`), on two
 * catalogues of our own: a word questions use as a command ("display", "list", "show") still says what a column is
 * when it is in the column's name, so a phrase without it reads the column whose name it says in full.
 */
import { describe, expect, it } from "vitest";
import type { Catalogue } from "../src/index.js";
import { member as m } from "./helpers.js";
import { asker } from "./own-catalogues.js";

const stores: Catalogue = {
  cubes: [
    {
      name: "Stores",
      measures: [m("Stores.count", "count")],
      dimensions: [
        m("Stores.storeDisplayName", "string"),
        m("Stores.storeName", "string"),
        m("Stores.region", "string"),
      ],
    },
  ],
};

const chat: Catalogue = {
  cubes: [
    { name: "Messages", measures: [m("Messages.count", "count")], dimensions: [m("Messages.body", "string")] },
    {
      name: "Channels",
      measures: [m("Channels.count", "count")],
      dimensions: [m("Channels.channelShowName", "string"), m("Channels.channelName", "string")],
    },
  ],
};

describe.each([
  {
    name: "stores",
    catalogue: stores,
    question: "count of stores by store name",
    want: { measures: ["Stores.count"], dimensions: ["Stores.storeName"] },
  },
  {
    name: "chat",
    catalogue: chat,
    question: "messages by channel name",
    want: { measures: ["Messages.count"], dimensions: ["Channels.channelName"] },
  },
])("a command word inside a column's name ($name)", (c) => {
  it("is part of what the name says", () => expect(asker(c.catalogue)(c.question)).toEqual(c.want));
});
