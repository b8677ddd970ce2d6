import { defineConfig } from "prisma/config";

// process.env, not prisma's env(): env() throws when DATABASE_URL is unset, which breaks `prisma generate`.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/quarry" },
});
