// The ceiling the API is measured against: a bare Express server on the same machine, answering each scenario
// with the very bytes the API answered. It reads nothing of the request (no body parsing, no credentials, no
// database), so the gap between it and the API is everything Quarry itself does.
import express from "express";

interface Canned {
  status: number;
  body: string;
}

let canned: Canned = { status: 200, body: "{}" };
const app = express();
app.disable("x-powered-by");
app.put("/__ceiling", express.json({ limit: "20mb" }), (req, res) => {
  canned = req.body as Canned;
  res.status(204).end();
});
app.use((_req, res) => {
  res.status(canned.status).type("application/json").send(canned.body);
});
const port = Number(process.env.PORT ?? 0);
app.listen(port, process.env.HOST ?? "127.0.0.1");
