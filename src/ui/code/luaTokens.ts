/** A piece of a Lua line for the script view: plain text, or a kind to style. */
export interface LuaToken {
  text: string;
  kind: 'plain' | 'keyword' | 'string' | 'comment' | 'number' | 'call';
}

const KEYWORDS = new Set(['and', 'do', 'else', 'elseif', 'end', 'false', 'for', 'function', 'if', 'in', 'local', 'nil', 'not', 'or', 'return', 'then', 'true', 'while']);
const TOKEN = /(--.*$)|('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")|(\b\d+\b)|(redis\.call)|([A-Za-z_]\w*)/g;

/**
 * Splits one line of a verb script into tokens, enough to tint keywords, strings, numbers,
 * comments and `redis.call` (the page shows the shipped file, so no parser is needed).
 */
export function luaTokens(line: string): LuaToken[] {
  const out: LuaToken[] = [];
  let at = 0;
  for (const m of line.matchAll(TOKEN)) {
    if (m.index! > at) out.push({ text: line.slice(at, m.index), kind: 'plain' });
    const [text, comment, str, num, call, word] = m;
    const kind: LuaToken['kind'] = comment ? 'comment' : str ? 'string' : num ? 'number' : call ? 'call' : word && KEYWORDS.has(word) ? 'keyword' : 'plain';
    out.push({ text, kind });
    at = m.index! + text.length;
  }
  if (at < line.length) out.push({ text: line.slice(at), kind: 'plain' });
  return out;
}
