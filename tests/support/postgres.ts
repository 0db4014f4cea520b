/** The PostgreSQL server of the integration suite (TEST_DATABASE_URL), if any. */
export function postgresAdminUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** This run's migrated template database: a name of its own, so two runs on one server never drop each other's. */
export const postgresTemplateName = (runId: number) => `ecurie_test_template_${runId}`;

/** An empty database of its own on the suite's PostgreSQL server (TEST_DATABASE_URL), or a copy of `template`, and how to drop it. */
export async function createScratchDatabase(prefix: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const pg = await import("pg");
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const client = new pg.default.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
