/**
 * What a migration may do while the previous version still serves from the same database (a
 * rolling deploy, or a rollback): add, never take away or change what old code reads and
 * writes. Each rule names what it finds; the README's "Upgrades" section says the same.
 */
export interface RollingRule {
  name: string;
  pattern: RegExp;
}

export const ROLLING_RULES: RollingRule[] = [
  {
    name: 'drops a table, view or function',
    pattern: /\bDROP\s+(TABLE|VIEW|MATERIALIZED\s+VIEW|FUNCTION|TYPE|SCHEMA)\b/i,
  },
  { name: 'drops a column', pattern: /\bDROP\s+COLUMN\b/i },
  { name: 'renames a table or column', pattern: /\bRENAME\b/i },
  { name: "changes a column's type", pattern: /\bALTER\s+COLUMN\s+\S+\s+(SET\s+DATA\s+)?TYPE\b/i },
  { name: 'makes an existing column NOT NULL', pattern: /\bSET\s+NOT\s+NULL\b/i },
  { name: 'drops a default old code relies on', pattern: /\bDROP\s+DEFAULT\b/i },
  {
    name: 'adds a NOT NULL column without a default',
    pattern:
      /\bADD\s+COLUMN\s+(IF\s+NOT\s+EXISTS\s+)?[^,;]*\bNOT\s+NULL\b(?![^,;]*\bDEFAULT\b)(?<![^,;]*\bDEFAULT\b[^,;]*)/i,
  },
  { name: 'empties a table', pattern: /\bTRUNCATE\b/i },
  { name: 'deletes every row of a table', pattern: /\bDELETE\s+FROM\s+[\w".]+\s*;/i },
  {
    name: 'drops a constraint or index old code relies on',
    pattern: /\bDROP\s+(CONSTRAINT|INDEX)\b/i,
  },
];

/** SQL without its comments and string literals, so words in them count for nothing. */
function code(sqlText: string): string {
  return sqlText
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''");
}

/** The rules a migration's SQL breaks (none for an additive one). */
export function rollingProblems(sqlText: string): string[] {
  const text = code(sqlText);
  return ROLLING_RULES.filter((rule) => rule.pattern.test(text)).map((rule) => rule.name);
}
