/**
 * The seeds' console log answer read as it arrives (the log's worker, logCore.ts): JSON, either
 * `{"result": "<the log>"}` or the bare string. The string is decoded piece by piece as its bytes
 * come (each piece by the engine's own JSON.parse), so the first lines show before the last byte.
 * An answer of another form (other fields first, another key order) is read whole and then
 * parsed, and a body that is not JSON at all is the log as it is, as the portal's HTTP client
 * reads it. Pure: no fetch, no worker.
 */

/** Where the log's string opens: `{"result":"` or `"`, blanks allowed between the tokens. */
const OPENING = /^\s*(\{\s*"result"\s*:\s*)?"/;
/** Characters looked at before deciding that the answer does not open with the log's string. */
const HEAD_LIMIT = 64;

export type LogAnswerData = { readonly kind: 'text'; text: string } | { readonly kind: 'data'; data: unknown };

/** How many backslashes come right before `at` in `text` (an odd number escapes the character at `at`). */
function backslashesBefore(text: string, at: number): number {
  let count = 0;
  while (at - count - 1 >= 0 && text.charCodeAt(at - count - 1) === 92) count += 1;
  return count;
}

/** Where a piece of a JSON string's inside can be cut so that no escape is split: before an incomplete one at its end. */
function safeCut(text: string): number {
  const length = text.length;
  const start = Math.max(0, length - 6);
  for (let at = text.lastIndexOf('\\', length - 1); at >= start; at = at === 0 ? -1 : text.lastIndexOf('\\', at - 1)) {
    // Only a backslash that starts an escape counts (not the second of '\\').
    if (backslashesBefore(text, at) % 2 === 1) continue;
    const needs = text[at + 1] === 'u' ? 6 : 2;
    return at + needs > length ? at : length;
  }
  return length;
}

/** The first quote in `text` from `from` on that no backslash escapes, or -1. */
function closingQuote(text: string, from: number): number {
  for (let at = text.indexOf('"', from); at !== -1; at = text.indexOf('"', at + 1)) {
    if (backslashesBefore(text, at) % 2 === 0) return at;
  }
  return -1;
}

export class MalformedLogAnswer extends Error {}

/**
 * One answer's reader: push() its bytes as they arrive, each call giving the log's text they
 * complete; end() gives the rest, or, for an answer read whole, what it holds (`data`: the parsed
 * JSON, or the text when it is not JSON) for the caller to check. Throws MalformedLogAnswer when
 * the answer opens as the log's string and is then not valid JSON.
 */
export class JsonLogText {
  private mode: 'head' | 'string' | 'after' | 'whole' = 'head';
  private wrapped = false;
  private pending = '';
  private readonly kept: string[] = [];
  private readonly utf8 = new TextDecoder();

  /** The log's text these bytes complete ('' when none yet). */
  push(bytes: Uint8Array): string {
    return this.take(this.utf8.decode(bytes, { stream: true }), false);
  }

  /** The answer ended. */
  end(): LogAnswerData {
    const text = this.take(this.utf8.decode(), true);
    if (this.mode === 'whole') {
      const body = this.kept.join('');
      try {
        return { kind: 'data', data: JSON.parse(body) as unknown };
      } catch {
        return { kind: 'data', data: body };
      }
    }
    if (this.mode === 'string') throw new MalformedLogAnswer('the answer ends inside its text');
    const rest = this.pending.trim();
    try {
      if (this.wrapped) JSON.parse(`{"result":""${rest}`);
      else if (rest !== '') throw new Error(rest);
    } catch {
      throw new MalformedLogAnswer('the answer is not valid JSON after its text');
    }
    return { kind: 'text', text };
  }

  private take(text: string, ended: boolean): string {
    switch (this.mode) {
      case 'whole':
        this.kept.push(text);
        return '';
      case 'after':
        this.pending += text;
        return '';
      case 'head': {
        this.pending += text;
        const opening = OPENING.exec(this.pending);
        if (!opening) {
          if (this.pending.length >= HEAD_LIMIT || ended || /^\s*[^\s{"]/.test(this.pending)) {
            this.mode = 'whole';
            this.kept.push(this.pending);
            this.pending = '';
          }
          return '';
        }
        this.mode = 'string';
        this.wrapped = opening[1] !== undefined;
        const rest = this.pending.slice(opening[0].length);
        this.pending = '';
        return this.inString(rest, ended);
      }
      default:
        return this.inString(text, ended);
    }
  }

  private inString(text: string, ended: boolean): string {
    const all = this.pending + text;
    const close = closingQuote(all, 0);
    const cut = close !== -1 ? close : ended ? all.length : safeCut(all);
    this.pending = close !== -1 ? all.slice(close + 1) : all.slice(cut);
    if (close !== -1) this.mode = 'after';
    try {
      return JSON.parse(`"${all.slice(0, cut)}"`) as string;
    } catch {
      throw new MalformedLogAnswer('the text is not a valid JSON string');
    }
  }
}
