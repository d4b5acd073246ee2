import { type EntityName, ReferenceKind } from '@mikro-orm/core';
import { EntityManager, type Knex } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';

/** A statement PostgreSQL parses and plans once per connection, then only executes. */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/** `text` uses PostgreSQL's own placeholders ($1, $2, …); its name is derived from the text. */
export function preparedStatement(text: string): PreparedStatement {
  return { name: `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
}

/** What this service needs of a connection of the ORM's `pg` pool. */
interface PgConnection {
  query<Row>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
}

/** What this service needs of knex's client (typed `any` by knex). */
interface ConnectionPool {
  acquireConnection(): Promise<PgConnection>;
  releaseConnection(connection: PgConnection): Promise<void>;
}

function isConnectionPool(client: unknown): client is ConnectionPool {
  return (
    typeof client === 'object' &&
    client !== null &&
    'acquireConnection' in client &&
    'releaseConnection' in client
  );
}

/**
 * Runs hot reads as named prepared statements on the ORM's own connection pool. Through the ORM,
 * every statement is planned anew on each execution; for the statements every request runs (the
 * caller's access facts, a row by key) planning costs several times the execution (measured in
 * the README's access benchmark). Outside transactions only: the statement takes a connection of
 * its own from the pool, so it does not see a transaction's uncommitted writes.
 */
@Injectable()
export class PreparedStatements {
  /** Statements run by this process so far (tests count statements per request with it). */
  executed = 0;

  constructor(private readonly em: EntityManager) {}

  async rows<Row>(statement: PreparedStatement, values: unknown[]): Promise<Row[]> {
    const client: unknown = this.em.getConnection().getKnex().client;
    if (!isConnectionPool(client)) throw new Error('The ORM has no knex connection pool');
    const connection = await client.acquireConnection();
    this.executed++;
    try {
      const result = await connection.query<Row>({ ...statement, values });
      return result.rows;
    } finally {
      await client.releaseConnection(connection);
    }
  }

  /**
   * A query built with knex, prepared under a name derived from its SQL. Only for queries whose
   * SQL takes a bounded number of shapes (pass lists as one array parameter, never `in (?, ?)`):
   * each shape stays prepared on every connection of the pool.
   */
  async knexRows<Row>(query: Knex.QueryBuilder | Knex.Raw): Promise<Row[]> {
    const { sql, bindings } = query.toSQL().toNative();
    return this.rows<Row>(preparedStatement(sql), [...bindings]);
  }

  /**
   * The columns `em.map` needs for an entity, as `alias."column", …`, lazy ones (a password hash)
   * left out. Named rather than `*`, so a column a migration adds while this process runs does
   * not change a prepared statement's result type (which PostgreSQL refuses to execute).
   */
  columnsOf(entity: EntityName<object>, alias: string): string {
    return this.em
      .getMetadata()
      .get(entity)
      .props.filter(
        (prop) =>
          !prop.lazy &&
          prop.persist !== false &&
          !prop.formula &&
          (prop.kind === ReferenceKind.SCALAR ||
            prop.kind === ReferenceKind.MANY_TO_ONE ||
            (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)),
      )
      .flatMap((prop) => prop.fieldNames)
      .map((column) => `${alias}."${column}"`)
      .join(', ');
  }
}
