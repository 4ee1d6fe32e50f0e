/**
 * Pipeline status codes (`{prefix}{STATE}`, e.g. 'DFC-IAC-PIPELINE-SUCCESS'): an app's status and
 * a project's devopsStatus hold at most one code of each pipeline family.
 */

/** The states a pipeline code ends with. */
export type PipelineState = 'SUCCESS' | 'PENDING' | 'FAILURE' | 'IN-PROGRESS';

/**
 * The codes with `code` in place of the family `prefix`: the first code of the prefix is replaced
 * in place (the others of the prefix are dropped), or the code is added at the end. Other codes
 * keep their order. The list given is not changed.
 */
export function replaceStatusCode(codes: readonly string[], prefix: string, code: string): string[] {
  const next: string[] = [];
  let placed = false;
  for (const existing of codes) {
    if (!existing.startsWith(prefix)) next.push(existing);
    else if (!placed) {
      next.push(code);
      placed = true;
    }
  }
  if (!placed) next.push(code);
  return next;
}
