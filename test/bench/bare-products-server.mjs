/**
 * The yardstick of the access benchmark: bare Fastify + `pg`, no token, the same SQL the API's
 * products resource runs (one row by key; a page of 25 by name with its count). Started as its
 * own process by access.bench.mjs; prints its port when listening.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_MAX ?? 10),
});
const app = Fastify({ logger: false });

app.get('/products/:id', async (request, reply) => {
  const { rows } = await pool.query('select * from products where id = $1', [
    Number(request.params.id),
  ]);
  if (!rows[0]) return reply.code(404).send({ statusCode: 404 });
  return rows[0];
});

app.get('/products', async (request, reply) => {
  const offset = Number(request.query.offset ?? 0);
  const [page, count] = await Promise.all([
    pool.query('select * from products order by name_sv asc, id asc limit 25 offset $1', [offset]),
    pool.query('select count(*)::int as total from products'),
  ]);
  const total = count.rows[0].total;
  void reply.header('content-range', `products ${offset}-${offset + 24}/${total}`);
  return page.rows;
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`LISTENING ${new URL(address).port}`);
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end());
});
