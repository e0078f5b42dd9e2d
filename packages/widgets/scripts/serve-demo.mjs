#!/usr/bin/env node
/**
 * Tries the embed build without the production server: serves `dist/embed` at `/widgets/` and the demo page at
 * `/embed-demo`, and passes everything else (the API, the storefront) to a running Abossey server on one origin.
 *   API_URL=http://127.0.0.1:3000 PORT=4400 node packages/widgets/scripts/serve-demo.mjs
 * `npm start` serves the same paths itself; this is for working on the widgets.
 */
import { readFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { extname, join, normalize } from 'node:path';

const pkg = join(import.meta.dirname, '..');
const api = new URL(process.env.API_URL ?? 'http://127.0.0.1:3000');
const port = Number(process.env.PORT ?? 4400);
const types = { '.js': 'text/javascript', '.json': 'application/json', '.html': 'text/html; charset=utf-8' };

createServer(async (req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const file =
    path === '/embed-demo'
      ? join(pkg, 'demo/embed-demo.html')
      : path.startsWith('/widgets/')
        ? join(pkg, 'dist/embed', normalize(path.slice('/widgets/'.length)).replace(/^(\.\.[/\\])+/, ''))
        : null;
  if (file) {
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('Not found');
    }
    return;
  }
  const upstream = request(
    {
      host: api.hostname,
      port: api.port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: api.host },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end('Abossey server unreachable'));
  req.pipe(upstream);
}).listen(port, '127.0.0.1', () =>
  console.log(`embed demo: http://127.0.0.1:${port}/embed-demo (API ${api.origin})`),
);
