/** One schema step, recorded by id in `schema_migrations` once applied. Never edit one that has shipped. */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}
