import { createQuarryClient } from "@quarry/client";

const quarry = createQuarryClient({
  baseUrl: process.env.QUARRY_URL ?? "http://localhost:3000/api",
  apiKey: process.env.KEY ?? "",
  clientId: "acme",
});
const res = await quarry.listSavedQueries({ query: { limit: 20 } });
if (res.status === 200)
  console.log(
    res.body.result.map((report) => report.title),
    res.body.nextCursor,
  );
else console.error(res.body.error.code, res.body.error.details); // the typed error shape
