import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite('/tmp/devchat-live/pglite', { extensions: { pg_trgm } });
const r = await db.query(`SELECT seq, direction, content->>'kind' AS kind, left(content->>'text', 40) AS text, created_at FROM messages WHERE contact='263779999999' ORDER BY seq`);
console.table(r.rows);
