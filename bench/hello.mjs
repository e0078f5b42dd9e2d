/**
 * The yardstick: a bare Fastify hello-world, started by bench/run.mjs on PORT. Every API figure is also reported as
 * a ratio to this server measured in the same run on the same machine.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3999), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
