/** The PostgreSQL server of the integration suite (TEST_DATABASE_URL), if any. */
export function postgresAdminUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export const POSTGRES_TEMPLATE = "ecurie_test_template";
